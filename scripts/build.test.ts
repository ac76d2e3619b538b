// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildFolders } from './lib/build-folders.ts';
import { repositoryRoot, runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';
import { specShapedLayout } from './lib/synthetic-layout.ts';

const FIXTURES = 'scripts/fixtures/layout';

let folder: string;

beforeEach(async () => {
  const made = await mkdtemp(join(tmpdir(), 'build-'));
  folder = made;
  // Each test removes the folder it made: the two builds below run side by side.
  return () => rm(made, { recursive: true, force: true });
});

/** Removes every folder a build into `dist` wrote (scripts/lib/build-folders.ts). */
async function removeBuild(dist: string) {
  for (const dir of buildFolders(dist)) await rm(dir, { recursive: true, force: true });
}

/** What is left beside the repository's own files of a build into `dist`: nothing, once it is removed. */
async function leftBehind(dist: string) {
  const name = basename(dist);
  return (await readdir(repositoryRoot)).filter((n) => n === name || n.startsWith(`${name}-`));
}

/** Runs the real build with the given layout, into a folder that already holds a published site. */
async function buildWith(layout: string) {
  const dist = join(folder, 'dist');
  await mkdir(dist);
  await writeFile(join(dist, 'index.html'), 'the published site\n');
  const env = { LAYOUT_FILE: layout, DIST_DIR: dist };
  const run = await runScript('scripts/build.ts', [], env);
  return { run, dist };
}

describe('npm run build with an invalid layout', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  it('stops before building, names the problems as layout:validate does, and writes nothing', async () => {
    const layout = `${FIXTURES}/several-problems.json`;
    const { run, dist } = await buildWith(layout);
    const validate = await runScript('scripts/layout-validate.ts', [layout]);
    expect(run.code).toBe(1);
    expect(validate.stderr).toMatch(/^2A1: id-format: /);
    expect(run.stderr).toBe(
      `${validate.stderr}The build stopped before writing anything: fix ${layout} first.\n`,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(await readdir(dist)).toEqual(['index.html']);
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe('the published site\n');
    expect(await readdir(folder)).toEqual(['dist']);
  });

  it.each([
    ['corridor-access.json', '2-A-3: corridor-access: '],
    [
      'number-range.json',
      '2-A-3: number-range: x must be at most 1,000,000, got 1000000000000000000',
    ],
    ['duplicate-key.txt', 'duplicate-key: line 28, column 7: "isAvailable" appears again'],
  ])(
    'applies the facility rules, the limits and catches repeated keys too: %s',
    async (fixture, line) => {
      const { run } = await buildWith(`${FIXTURES}/${fixture}`);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(line);
    },
  );

  it('gives one line for a layout file that cannot be read', async () => {
    const { run } = await buildWith(join(folder, 'missing.json'));
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe(
      `build: cannot read ${join(folder, 'missing.json')}: no such file`,
    );
  });
});

describe("npm run build with a layout in the spec's shape", () => {
  // The two builds run side by side, each with a folder of its own (not the
  // shared `folder`, which the next test's set-up replaces).
  it.concurrent('builds 130 units without features with no database, saying as advice that the feature rules had nothing to check', {
    timeout: 900_000,
  }, async ({ onTestFinished }) => {
    const own = await mkdtemp(join(tmpdir(), 'build-130-'));
    onTestFinished(() => rm(own, { recursive: true, force: true }));
    const layout = join(own, 'units.json');
    await writeFile(layout, JSON.stringify(specShapedLayout(130)));
    // Inside the repository, as a real build must be: the prerender loads React from node_modules.
    const dist = join(repositoryRoot, `dist-test-spec-shape-${process.pid}`);
    try {
      // A clone builds with no database: one that cannot be reached, and an SQLite file in a
      // folder that does not exist, change nothing (the build reads the repository's files only).
      const noDatabase = join(own, 'none', 'registrations.sqlite');
      const run = await runScript('scripts/build.ts', [], {
        LAYOUT_FILE: layout,
        DIST_DIR: dist,
        DATABASE_URL: 'postgres://build@127.0.0.1:9/no-database',
        REGISTRATIONS_DB: noDatabase,
      });
      expect(existsSync(noDatabase)).toBe(false);
      expect(run.stderr).toContain(
        `Advice, not an error: ${layout} (no-features): no features: corridors, entrance, office and stairs not checked`,
      );
      expect(run.code).toBe(0);
      const page = await readFile(join(dist, 'size-guide', 'index.html'), 'utf8');
      expect(page).toContain('1-A-1');
      expect(page).toContain('1-E-18');
    } finally {
      await removeBuild(dist);
    }
    expect(await leftBehind(dist)).toEqual([]);
  });

  it.concurrent('validates and builds 10,000 units: the size guide lists them all and the plan carries them all', {
    // About a minute and a half on a busy 2-core machine; the matching of
    // the stylesheet against the size guide's 100,000 elements alone once
    // took longer than this whole allowance (see lib/critical-css.ts).
    timeout: 600_000,
  }, async ({ onTestFinished }) => {
    const own = await mkdtemp(join(tmpdir(), 'build-10k-'));
    onTestFinished(() => rm(own, { recursive: true, force: true }));
    const layout = join(own, 'units.json');
    const { units } = specShapedLayout(10_000);
    await writeFile(layout, JSON.stringify(specShapedLayout(10_000)));
    const validate = await runScript('scripts/layout-validate.ts', [layout]);
    expect(validate.code).toBe(0);
    expect(validate.stdout).toContain(
      `${layout} is valid: 10000 units: 8000 available, 2000 reserved`,
    );
    const dist = join(repositoryRoot, `dist-test-spec-shape-10k-${process.pid}`);
    try {
      const run = await runScript('scripts/build.ts', [], { LAYOUT_FILE: layout, DIST_DIR: dist });
      expect(run.stderr).toContain('(no-features): no features');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Built 13 pages into .+ in [\d.]+ s\.$/m);

      const ids = new Set(units.map((unit) => unit.id));
      const page = await readFile(join(dist, 'size-guide', 'index.html'), 'utf8');
      const rows = [...page.matchAll(/<span data-no-js="" hidden="">([^<]+)<\/span>/g)];
      expect(new Set(rows.map((row) => row[1]))).toEqual(ids);
      expect(rows).toHaveLength(10_000);

      const assets = join(dist, 'assets');
      const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
      const texts = await Promise.all(scripts.map((name) => readFile(join(assets, name), 'utf8')));
      // The bundler writes the ids as string literals, quoted or in backticks.
      const last = new RegExp(`[\`"']${units.at(-1)?.id}[\`"']`);
      const plan = texts.filter((text) => last.test(text));
      expect(plan).toHaveLength(1);
      const planIds = new Set(plan[0]?.match(/\b\d+-[A-Z]-\d+\b/g));
      expect(planIds).toEqual(ids);
    } finally {
      await removeBuild(dist);
    }
    expect(await leftBehind(dist)).toEqual([]);
  });

  it('stops at the feature rules once the same units have a feature', {
    timeout: SCRIPT_TEST_TIMEOUT,
  }, async () => {
    const layout = join(folder, 'units.json');
    const entrance = {
      id: 'entrance',
      kind: 'entrance',
      label: 'Entrance',
      x: 0,
      y: 0,
      width: 40,
      height: 32,
    };
    await writeFile(layout, JSON.stringify({ ...specShapedLayout(130), features: [entrance] }));
    const { run, dist } = await buildWith(layout);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('1-A-1: covers-feature: covers feature entrance');
    expect(run.stderr).toContain('layout: corridor-access: floor 1 has no corridor');
    expect(run.stderr).toContain('layout: required-features: has no office');
    expect(await readdir(dist)).toEqual(['index.html']);
  });
});
