/**
 * The site built for one set of the owner's facts, on this server's disk:
 * the same `npm run build` as a developer's (scripts/build.ts), run as a
 * child process at the lowest priority (nice 19) so the pages keep being
 * answered while it works, with the facts written as the repository's
 * files are and the site's output in a folder of its own.
 *
 * A build's folder is named by a hash of the facts and of the code it was
 * built with, so the same facts are built once: a preview's build is the
 * one published, and a roll back to a version still on disk needs no build.
 * It is written under a temporary name and renamed when complete, so a
 * folder with the final name is always a whole build; a failed build
 * leaves nothing behind but its reason.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BUILD_STEP_PREFIX } from '../../scripts/lib/build-folders.ts';
import { siteFactsTopics } from '../../src/content/site-facts-schema.ts';

/** The folders of one build: the site as the public listener serves it, and the facts it was built from. */
export type SiteBuild = { key: string; dir: string; site: string; facts: string };

export type BuildProgress = (step: string) => void;

/** The whole build must finish within this, or it is stopped and counts as failed. */
const BUILD_LIMIT_MS = 10 * 60_000;

/** The facts as the repository keeps them: one file a topic, two-space indents and a final newline. */
export function factsFiles(facts: Record<string, unknown>): [file: string, text: string][] {
  return siteFactsTopics.map((topic) => [
    `${topic}.json`,
    `${JSON.stringify(facts[topic], null, 2)}\n`,
  ]);
}

export async function writeFactsFiles(dir: string, facts: Record<string, unknown>) {
  await mkdir(dir, { recursive: true });
  for (const [file, text] of factsFiles(facts)) await writeFile(join(dir, file), text);
}

/**
 * The builds of one server: in `versionsDir`, for the code whose own build
 * is in `codeRoot` (its service worker names every asset, so a new release
 * of the code builds again rather than reusing an older build).
 */
export async function siteBuilds(
  versionsDir: string,
  codeRoot: string,
  environment: Readonly<Record<string, string | undefined>>,
) {
  const base = resolve(versionsDir);
  const code = await readFile(join(codeRoot, 'sw.js'), 'utf8').catch(() => '');
  const codeId = createHash('sha256').update(code).digest('hex');
  /** The builds running now, by key: a second ask for the same facts waits for the first. */
  const running = new Map<string, Promise<SiteBuild>>();

  const keyOf = (facts: unknown) =>
    createHash('sha256').update(codeId).update(JSON.stringify(facts)).digest('hex').slice(0, 20);

  const folders = (key: string, dir = join(base, key)): SiteBuild => ({
    key,
    dir,
    site: join(dir, 'site'),
    facts: join(dir, 'facts'),
  });

  const isBuilt = (key: string) => existsSync(join(base, key, 'site', 'index.html'));

  async function run(key: string, facts: Record<string, unknown>, progress: BuildProgress) {
    const temporary = folders(key, join(base, `.${key}-${randomBytes(6).toString('hex')}`));
    await writeFactsFiles(temporary.facts, facts);
    try {
      await buildInChild(temporary, environment, progress);
      await rename(temporary.dir, join(base, key)).catch(async (error: NodeJS.ErrnoException) => {
        // Built meanwhile by another server sharing the folder: theirs is the same.
        if (!isBuilt(key)) throw error;
      });
    } finally {
      await rm(temporary.dir, { recursive: true, force: true });
    }
    return folders(key);
  }

  return {
    keyOf,
    /** The build a preview's address names, if it is on disk. */
    byKey(key: string): SiteBuild | null {
      return /^[0-9a-f]{20}$/.test(key) && isBuilt(key) ? folders(key) : null;
    },
    /** The build of `facts` if it is on disk, or null. */
    find(facts: unknown): SiteBuild | null {
      const key = keyOf(facts);
      return isBuilt(key) ? folders(key) : null;
    },
    /**
     * Removes every build but those of `kept` (and any being made): a build
     * is a few megabytes, and only recent versions need one at hand.
     * Returns the folders removed.
     */
    async prune(kept: readonly unknown[]): Promise<string[]> {
      const keep = new Set([...kept.map(keyOf), ...running.keys()]);
      const names = await readdir(base).catch(() => [] as string[]);
      const removed = names.filter((name) => /^[0-9a-f]{20}$/.test(name) && !keep.has(name));
      for (const name of removed) await rm(join(base, name), { recursive: true, force: true });
      return removed;
    },
    /** The build of `facts`: found on disk, or made now (the step names go to `progress`). */
    async ensure(facts: Record<string, unknown>, progress: BuildProgress = () => {}) {
      const key = keyOf(facts);
      if (isBuilt(key)) return folders(key);
      const started = running.get(key);
      if (started) return started;
      await mkdir(base, { recursive: true });
      const build = run(key, facts, progress).finally(() => running.delete(key));
      running.set(key, build);
      return build;
    },
  };
}

export type SiteBuilds = Awaited<ReturnType<typeof siteBuilds>>;

/** The project's own folder, where `npm run build` runs. */
const PROJECT = resolve(import.meta.dirname, '..', '..');

/**
 * Runs scripts/build.ts for `target`, at the lowest priority; rejects with
 * the build's own last words (the facts it refused, say) when it fails.
 */
function buildInChild(
  target: SiteBuild,
  environment: Readonly<Record<string, string | undefined>>,
  progress: BuildProgress,
): Promise<void> {
  const tsx = join(PROJECT, 'node_modules', '.bin', 'tsx');
  return new Promise((done, fail) => {
    const child = spawn('nice', ['-n', '19', tsx, 'scripts/build.ts'], {
      cwd: PROJECT,
      env: {
        ...environment,
        DIST_DIR: target.site,
        SITE_FACTS_DIR: target.facts,
        SITE_ONLY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const said: string[] = [];
    const keep = (line: string) => {
      said.push(line);
      if (said.length > 20) said.shift();
    };
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines)
        if (line.startsWith(BUILD_STEP_PREFIX)) progress(line.slice(BUILD_STEP_PREFIX.length));
        else if (line.trim()) keep(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) keep(line);
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), BUILD_LIMIT_MS);
    child.on('error', (error) => {
      clearTimeout(limit);
      fail(new Error(`The build could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      if (code === 0) return done();
      // The build's own words, without this server's folders.
      const why = said
        .filter((line) => !line.startsWith('    at '))
        .slice(-8)
        .map((line) => line.replaceAll(`${target.facts}/`, '').replaceAll(target.dir, 'the build'));
      fail(
        new Error(
          `The build failed (${signal ? `stopped by ${signal}` : `exit ${code}`}): ${why.join('\n') || 'it gave no reason.'}`,
        ),
      );
    });
  });
}
