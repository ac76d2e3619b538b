/**
 * npm run bench:publish
 *
 * How long a publish from the console takes to reach the public pages, and
 * what it costs the pages meanwhile, on the bundled server (server/main.ts,
 * on the build in DIST_DIR or dist/: run `npm run build` first) with a fresh
 * SQLite database, the published versions' builds in a folder of its own
 * under .tmp/ in the project (a build's server bundle finds React in the
 * project's node_modules) and the live row polled every second.
 *
 * The Publish button asks for the member's passkey again, which a script
 * cannot give, so the bench takes the route's path without that step: the
 * draft is saved through the console's API with a member's session made in
 * the database, built by the preview route (the same builder, at nice 19,
 * whose build the Publish button then takes), and kept as a new version and
 * named live with the store's publish, as the route does once the build is
 * ready. The server then follows the live row, as every server does.
 *
 * 1. A first publish with no preview: the version is written to the
 *    database and the server builds it as it follows (what a second server
 *    sharing the database does after a publish elsewhere).
 * 2. A quiet baseline as long as (1) took: 20 visitors, each asking for one
 *    of the public pages (and a script file the home page names) every
 *    200 ms, their latencies and statuses recorded.
 * 3. Publish to live under the same load: the preview's build, then the
 *    version written and followed, each part timed until the public
 *    listener serves the new phone number on /.
 * 4. Two roll backs through the route: to version 1 (the server's own
 *    build) and to version 2 (on disk), each until / shows its phone.
 *
 * Prints figures only (no timed assertions); exits 1 if a public request
 * failed or a step never reached the pages. Writes nothing to the
 * repository: its folders are removed and the server stopped however it ends.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SECURE_SESSION_COOKIE } from '../server/console/http.ts';
import { REPOSITORY_FILES } from '../server/console/publish-routes.ts';
import { publishedFacts } from '../server/site/published-facts.ts';
import type { Job } from '../server/site/publishing.ts';
import { siteDraftStore } from '../server/store/site-draft.ts';
import { siteVersionStore } from '../server/store/site-versions.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { siteFactChanges } from '../src/content/site-facts-diff.ts';
import { parseSiteFacts } from '../src/content/site-facts-parse.ts';
import { repositoryRoot } from './lib/run-script.ts';
import { type ServeProcess, startServeProcess } from './lib/serve-process.ts';
import { readSiteFactsOrThrow } from './lib/site-facts-file.ts';
import { median, percentile } from './lib/stats.ts';

const MEMBER = 'bench@example.org';
const POLL_MS = 1_000;
const VISITORS = 20;
const EVERY_MS = 200;
/** How often the bench looks at / for the phone it waits for. */
const LOOK_MS = 20;
/** A build is stopped by the server after ten minutes; this waits a little longer. */
const STEP_LIMIT_MS = 11 * 60_000;
const PAGES = ['/', '/size-guide', '/register', '/about'];

const ownFacts = readSiteFactsOrThrow('data/site');
const withPhone = (display: string, href: string) => ({
  ...ownFacts,
  contact: { ...ownFacts.contact, phone: { display, href } },
});
/** Version 2, published with no preview; version 3, the publish timed under load. */
const COLD = withPhone('0151 496 0777', 'tel:+441514960777');
const HOT = withPhone('0151 496 0888', 'tel:+441514960888');
const phoneOf = (facts: typeof ownFacts) => facts.contact.phone.display;

type Sample = { at: number; ms: number; status: number | string };

const ok = (s: Sample) => typeof s.status === 'number' && s.status >= 200 && s.status < 400;

/**
 * Visitors asking for `paths` in turn, each at most one request every
 * EVERY_MS (the next at once when an answer took longer), until stopped.
 */
function startLoad(base: string, paths: readonly string[]) {
  const samples: Sample[] = [];
  let running = true;
  async function visitor(index: number) {
    await sleep((index * EVERY_MS) / VISITORS);
    for (let n = index; running; n += 1) {
      const path = paths[n % paths.length] ?? '/';
      const at = performance.now();
      let status: number | string;
      try {
        const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
        await answer.arrayBuffer();
        status = answer.status;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        status = cause?.code ?? (error instanceof Error ? error.message : String(error));
      }
      const ms = performance.now() - at;
      samples.push({ at, ms, status });
      if (running && ms < EVERY_MS) await sleep(EVERY_MS - ms);
    }
  }
  const visitors = Array.from({ length: VISITORS }, (_, i) => visitor(i));
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(visitors);
    },
  };
}

type Window = { name: string; from: number; to: number };

function loadRow(samples: readonly Sample[], { name, from, to }: Window): string[] {
  const within = samples.filter((s) => s.at >= from && s.at < to);
  const ms = within.map((s) => s.ms);
  const failed = within.filter((s) => !ok(s));
  const kinds = [...new Set(failed.map((s) => String(s.status)))].join(', ');
  return [
    name,
    `${((to - from) / 1000).toFixed(1)} s`,
    String(within.length),
    `${median(ms).toFixed(1)} ms`,
    `${percentile(ms, 95).toFixed(1)} ms`,
    `${Math.max(...ms).toFixed(1)} ms`,
    failed.length ? `${failed.length} (${kinds})` : '0',
  ];
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  );
  for (const row of [header, ...rows])
    console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('   ')}`.trimEnd());
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Resolves with the moment / first carries `phone`. */
async function servedPhone(base: string, phone: string, since: number): Promise<number> {
  while (performance.now() - since < STEP_LIMIT_MS) {
    const answer = await fetch(`${base}/`);
    const page = await answer.text();
    const at = performance.now();
    if (answer.ok && page.includes(phone)) return at;
    await sleep(LOOK_MS);
  }
  throw new Error(`the public pages never showed ${phone}`);
}

async function bench(server: ServeProcess, database: string, versionsDir: string) {
  const staff = await openStaffStore({ kind: 'sqlite', file: database });
  try {
    await staff.invite(MEMBER, 'http://localhost', 'command line (bench)');
    const member = (await staff.members()).find((m) => m.email === MEMBER);
    if (!member) throw new Error('the bench’s member was not kept');
    const headers = {
      Cookie: `${SECURE_SESSION_COOKIE}=${await staff.startSession(member.id)}`,
      'Sec-Fetch-Site': 'same-origin',
    };
    async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${server.consoleBase}/api/staff${path}`, {
        method,
        headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      const read = (await answer.json()) as T & { error?: string };
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${read.error ?? ''}`);
      return read;
    }
    type SiteTab = { draft: { revision: number } | null; live: { serial: number } | null };
    /** Saves `facts` as the draft, through the Site tab's route; resolves with its revision. */
    async function saveDraft(facts: unknown): Promise<number> {
      const { draft } = await api<SiteTab>('GET', '/site');
      const saved = await api<SiteTab>('POST', '/site/draft', {
        baseRevision: draft?.revision ?? 0,
        facts,
      });
      return saved.draft?.revision ?? 0;
    }
    async function jobEnded(): Promise<Job> {
      const since = performance.now();
      while (performance.now() - since < STEP_LIMIT_MS) {
        const { job } = await api<{ job: Job }>('GET', '/site/job');
        if (job.state === 'done') return job;
        if (job.state === 'failed') throw new Error(`the ${job.kind} failed: ${job.error}`);
        await sleep(100);
      }
      throw new Error('the job did not end');
    }

    const versions = siteVersionStore(staff.db);
    const drafts = siteDraftStore(staff.db);
    /** What the publish route does once the build is ready, from the saved draft at `revision`. */
    async function writeVersion(revision: number) {
      const draft = await drafts.read();
      const checked = parseSiteFacts(draft?.facts);
      if (!draft || draft.revision !== revision || !checked.ok)
        throw new Error('the draft changed under the bench');
      const facts = checked.facts;
      const before = await publishedFacts(versions, 'data/site');
      const first = before.live ? undefined : { facts: ownFacts, by: REPOSITORY_FILES };
      const changes = siteFactChanges(before.facts, facts);
      const serial = before.live?.serial ?? 0;
      const outcome = await versions.publish(facts, changes, serial, MEMBER, new Date(), first);
      if (!('live' in outcome)) throw new Error('the publish was refused');
      await drafts.published(revision, MEMBER);
      return outcome.live;
    }

    console.log(
      `Publishing on the bundled server (Node ${process.versions.node}, ${process.env.DIST_DIR ?? 'dist'}/, SQLite, SITE_POLL_MS=${POLL_MS}); load average ${loadavg()[0]?.toFixed(1)} at the start.`,
    );

    // 1. A first publish with no preview: the server builds the version as it follows.
    const coldRevision = await saveDraft(COLD);
    const coldAsked = performance.now();
    await writeVersion(coldRevision);
    const coldServed = await servedPhone(server.base, phoneOf(COLD), coldAsked);
    const coldMs = coldServed - coldAsked;

    // 2. A quiet baseline, as long as that publish took.
    const home = await (await fetch(`${server.base}/`)).text();
    // A script file the home page names (an image or stylesheet if it names none).
    const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    const asset = assets.find((path) => path.endsWith('.js')) ?? assets[0];
    const paths = asset ? [...PAGES, asset] : PAGES;
    const baselineMs = Math.max(10_000, Math.round(coldMs));
    const quiet = startLoad(server.base, paths);
    const quietFrom = performance.now();
    await sleep(baselineMs);
    const quietTo = performance.now();
    await quiet.stop();

    // 3. Publish to live under load: the preview's build, then the version written and followed.
    const hotRevision = await saveDraft(HOT);
    const load = startLoad(server.base, paths);
    await sleep(EVERY_MS);
    let hotAsked = 0;
    let built = 0;
    let written = 0;
    let hotServed = 0;
    try {
      hotAsked = performance.now();
      await api('POST', '/site/preview', { revision: hotRevision });
      const preview = await jobEnded();
      built = performance.now();
      await writeVersion(hotRevision);
      written = performance.now();
      hotServed = await servedPhone(server.base, phoneOf(HOT), built);
      const previewKey = preview.result?.preview ?? '';
      const onDisk = readdirSync(versionsDir).filter((name) => !name.startsWith('.'));
      if (onDisk.length !== 2 || !onDisk.includes(previewKey))
        console.log(
          `Note: ${onDisk.length} builds on disk after the publish (2 expected): the server built the version again as it followed.`,
        );
      await sleep(EVERY_MS);
    } finally {
      await load.stop();
    }
    const tail = performance.now();

    // 4. Roll backs through the route.
    const rollBacks: [number, string, number][] = [];
    for (const [version, phone] of [
      [1, phoneOf(ownFacts)],
      [2, phoneOf(COLD)],
    ] as const) {
      const { live } = await api<SiteTab>('GET', '/site');
      const asked = performance.now();
      await api('POST', '/site/rollback', { version, serial: live?.serial ?? 0 });
      rollBacks.push([version, phone, (await servedPhone(server.base, phone, asked)) - asked]);
      await jobEnded();
    }

    console.log(
      '\nPublish to live (build at low priority, then the switch, as the Publish button does; the passkey step left out):',
    );
    printTable(
      ['', 'time'],
      [
        [
          `build: preview asked until built (${phoneOf(HOT)}, under load)`,
          seconds(built - hotAsked),
        ],
        [
          `switch: version written until / shows it (server polls every ${POLL_MS / 1000} s)`,
          seconds(hotServed - built),
        ],
        ['  of which the database write', seconds(written - built)],
        ['total: publish asked until live', seconds(hotServed - hotAsked)],
        [
          `first publish, no preview (${phoneOf(COLD)}, no load): written until live, built as followed`,
          seconds(coldMs),
        ],
      ],
    );
    console.log(
      `\nRoll back through the route (POST /site/rollback), request until / shows the version's phone:`,
    );
    printTable(
      ['', 'time'],
      rollBacks.map(([version, phone, ms]) => [
        `to version ${version} (${version === 1 ? 'the server’s own build' : 'on disk'}, ${phone})`,
        seconds(ms),
      ]),
    );
    console.log(
      `\nPublic pages during the publish: ${VISITORS} visitors, each a request every ${EVERY_MS} ms (at most ${(VISITORS * 1000) / EVERY_MS} a second), over ${paths.join(', ')}; a failure is an error or a status outside 2xx and 3xx:`,
    );
    const samples = [...quiet.samples, ...load.samples];
    printTable(
      ['', 'length', 'requests', 'p50', 'p95', 'max', 'failed'],
      [
        loadRow(samples, { name: 'quiet baseline, before', from: quietFrom, to: quietTo }),
        loadRow(samples, { name: 'during the build', from: hotAsked, to: built }),
        loadRow(samples, { name: 'during the switch', from: built, to: hotServed }),
        loadRow(samples, { name: 'whole publish', from: hotAsked, to: tail }),
      ],
    );
    const statuses = new Map<string, number>();
    for (const { status } of samples)
      statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    console.log(`  answers: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    console.log(`\nLoad average ${loadavg()[0]?.toFixed(1)} at the end (2 cores here).`);
    return samples.filter((s) => !ok(s)).length === 0 ? 0 : 1;
  } finally {
    await staff.close();
  }
}

async function main(): Promise<number> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`bench:publish: no build in ${distDir}/: run "npm run build" first.`);
    return 1;
  }
  const folder = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const projectTmp = join(repositoryRoot, '.tmp');
  mkdirSync(projectTmp, { recursive: true });
  const versionsDir = resolve(mkdtempSync(join(projectTmp, 'bench-versions-')));
  const database = join(folder, 'registrations.sqlite');
  let server: ServeProcess | null = null;
  const cleanUp = () => {
    server?.child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    rmSync(versionsDir, { recursive: true, force: true });
    try {
      rmdirSync(projectTmp);
    } catch {
      // Other work's folders are still in it.
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    server = await startServeProcess({
      REGISTRATIONS_DB: database,
      SITE_VERSIONS_DIR: versionsDir,
      SITE_POLL_MS: String(POLL_MS),
      MAIL_DIR: join(folder, 'mail'),
    });
    return await bench(server, database, versionsDir);
  } finally {
    await server?.stop();
    cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`bench:publish: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
