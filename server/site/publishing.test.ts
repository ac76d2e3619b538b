// @vitest-environment node
/**
 * Publishing the owner's facts, end to end with real builds and real
 * databases: a failed build serves the old version throughout and changes
 * nothing; a roll back to a version on disk needs no build; a preview is
 * shown on the console's origin only, to a member signed in; and two
 * servers on one PostgreSQL database converge on a publish, each request
 * answered wholly from one version with its own scripts found.
 *
 * The file makes one real build (the phone change, in beforeAll) and shares
 * it through the content-addressed folder; the failing builds stop at the
 * layout check. The folders are under .tmp/ in the project, as the server
 * bundle of a build finds React in the project's node_modules.
 */

import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { siteFactChanges } from '../../src/content/site-facts-diff.ts';
import { REPOSITORY_FILES } from '../console/publish-routes.ts';
import { testConsole } from '../console/test-console.ts';
import { createSiteApp, openSiteFiles, type SiteFiles } from '../public/static-files.ts';
import { openDatabase } from '../store/database.ts';
import { type SiteVersionStore, siteVersionStore } from '../store/site-versions.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { type LiveSite, liveSite } from './live-site.ts';
import { type Job, publishingJobs } from './publishing.ts';
import { type SiteBuild, type SiteBuilds, siteBuilds } from './site-builds.ts';

const OWNER = 'owner@example.org';
/** The server's own build: the repository's facts. */
const OWN = 'dist';
const BUILD_TIMEOUT = 180_000;
const ownFacts = readSiteFactsOrThrow('data/site');
const OLD_PHONE = ownFacts.contact.phone.display;
const NEW_PHONE = '0151 496 0999';
const newFacts = {
  ...ownFacts,
  contact: { ...ownFacts.contact, phone: { display: NEW_PHONE, href: 'tel:+441514960999' } },
};
const changes = siteFactChanges(ownFacts, newFacts);
const first = { facts: ownFacts, by: REPOSITORY_FILES };

let folder = '';
let own: SiteFiles;
let builds: SiteBuilds;
let built: SiteBuild;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  mkdirSync('.tmp', { recursive: true });
  folder = resolve(mkdtempSync(join('.tmp', 'publishing-')));
  own = await openSiteFiles(OWN);
  builds = await siteBuilds(join(folder, 'versions'), OWN, process.env);
  built = await builds.ensure(newFacts);
}, BUILD_TIMEOUT);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(folder, { recursive: true, force: true });
  try {
    rmdirSync('.tmp');
  } catch {
    // Other files' folders are still there.
  }
});

/** The scripts a page names, by their addresses. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');

/** One server on its own SQLite database: the console with publishing, and the public listener. */
async function server(serverBuilds: SiteBuilds) {
  const dir = mkdtempSync(join(folder, 'server-'));
  let versions = {} as SiteVersionStore;
  let live = {} as LiveSite;
  const console_ = await testConsole(dir, ({ staff }) => {
    versions = siteVersionStore(staff.db);
    live = liveSite(own, ownFacts, versions, serverBuilds, () => {});
    return { publishing: { live, builds: serverBuilds, jobs: publishingJobs() } };
  });
  const consoleApp = console_.app;
  const publicApp = await createSiteApp(live);
  closers.push(
    () => publicApp.close(),
    () => console_.close(),
  );
  const session = await console_.signIn(OWNER);
  const headers = { Cookie: session, 'Sec-Fetch-Site': 'same-origin' };
  const post = (url: string, body: unknown) =>
    consoleApp.inject({
      method: 'POST',
      url: `/api/staff/site/${url}`,
      headers: { ...headers, 'Content-Type': 'application/json' },
      payload: JSON.stringify(body),
    });
  /** The job once it has ended (polled as the Site tab polls it), and the answers `meanwhile` gave. */
  async function ended(meanwhile: () => Promise<void> = async () => {}) {
    let polls = 0;
    for (let round = 0; round < 1200; round += 1) {
      const job: Job = (await consoleApp.inject({ url: '/api/staff/site/job', headers })).json()
        .job;
      if (job.state !== 'running') return { job, polls };
      polls += 1;
      await meanwhile();
      await sleep(100);
    }
    throw new Error('The job did not end.');
  }
  /** Versions 1 (the repository's facts) and 2 (the new phone), with version 1 live again. */
  async function twoVersions() {
    await versions.publish(newFacts, changes, 0, OWNER, new Date(), first);
    await versions.rollBack(1, 1, OWNER);
    await live.sync();
    expect(live.live()).toMatchObject({ version: 1, serial: 2, build: null });
  }
  return {
    consoleApp,
    publicApp,
    live,
    versions,
    staff: console_.staff,
    session,
    post,
    ended,
    twoVersions,
  };
}

const phoneOn = async (app: FastifyInstance, page = '/about/') => {
  const answer = await app.inject({ url: page });
  expect(answer.statusCode).toBe(200);
  if (answer.body.includes(NEW_PHONE)) return NEW_PHONE;
  if (answer.body.includes(OLD_PHONE)) return OLD_PHONE;
  return null;
};

describe('publishing on one server', () => {
  it('serves the old version throughout a failed build, and changes nothing', async () => {
    // A folder of its own: the shared one already holds the new phone's build.
    const failing = await siteBuilds(join(folder, 'failing'), OWN, {
      ...process.env,
      LAYOUT_FILE: join(folder, 'no-such-layout.json'),
    });
    const s = await server(failing);
    await s.twoVersions();
    const pages = ['/', '/about/', '/contact/', '/no-such-page/'];
    const before = await Promise.all(pages.map((url) => s.publicApp.inject({ url })));
    const liveBefore = await s.versions.live();
    const rollBacksBefore = (await s.staff.auditLog()).filter((e) => e.action === 'site-rollback');

    const started = await s.post('rollback', { version: 2, serial: 2 });
    expect(started.statusCode).toBe(202);
    const { job, polls } = await s.ended(async () => {
      for (const [i, url] of pages.entries()) {
        const answer = await s.publicApp.inject({ url });
        expect(answer.statusCode).toBe(before[i]?.statusCode);
        expect(answer.rawPayload.equals(before[i]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
    });
    console.log(`The failed build took ${polls} polls; the pages were the old ones at each.`);
    expect(polls).toBeGreaterThan(0);
    expect(job).toMatchObject({ kind: 'rollback', state: 'failed', result: null });
    expect(job.error).toMatch(/^The build failed \(exit 1\): [\s\S]*layout/i);
    // The build's own folders are not named (the missing layout is the environment's).
    expect(job.error).not.toContain(join(folder, 'failing'));
    expect(job.steps.map((step) => step.text)).not.toContain('Switching the site to version 2');
    expect(await s.versions.live()).toEqual(liveBefore);
    expect(s.live.live()).toMatchObject({ version: 1, serial: 2, build: null });
    const rollBacks = (await s.staff.auditLog()).filter((e) => e.action === 'site-rollback');
    expect(rollBacks).toEqual(rollBacksBefore);
    expect(await phoneOn(s.publicApp)).toBe(OLD_PHONE);
  }, 60_000);

  it('rolls back and forward with no build between versions on disk', async () => {
    const s = await server(builds);
    await s.twoVersions();
    expect(await phoneOn(s.publicApp)).toBe(OLD_PHONE);

    for (const [serial, version, phone] of [
      [2, 2, NEW_PHONE],
      [3, 1, OLD_PHONE],
      [4, 2, NEW_PHONE],
    ] as const) {
      const started = Date.now();
      expect((await s.post('rollback', { version, serial })).statusCode).toBe(202);
      const { job } = await s.ended();
      console.log(`The roll back to version ${version} took ${Date.now() - started} ms.`);
      expect(job).toMatchObject({ state: 'done', result: { version } });
      expect(job.steps.map((step) => step.text)).toEqual([
        `Switching the site to version ${version}`,
        `Version ${version} is live`,
      ]);
      expect(await s.versions.live()).toMatchObject({ version, serial: serial + 1 });
      expect(await phoneOn(s.publicApp)).toBe(phone);
      expect(await phoneOn(s.publicApp, '/')).toBe(phone);
    }
    expect(s.live.live().build?.key).toBe(built.key);
  }, 60_000);

  it('shows a preview on the console’s origin only, to a member signed in', async () => {
    const s = await server(builds);
    const saved = await s.post('draft', { baseRevision: 0, facts: newFacts });
    expect(saved.statusCode).toBe(200);
    const started = await s.post('preview', { revision: saved.json().draft.revision });
    expect(started.statusCode).toBe(202);
    const { job } = await s.ended();
    expect(job).toMatchObject({ kind: 'preview', state: 'done' });
    expect(job.result?.preview).toBe(built.key);
    expect(job.result?.pages).toContain('/');
    expect(job.result?.pages).toContain('/about');

    const opened = await s.consoleApp.inject({
      url: `/staff/preview/${built.key}?page=/about/`,
      headers: { Cookie: s.session },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/about/');
    const previewCookie = String(opened.headers['set-cookie']).split(';')[0] ?? '';
    expect(previewCookie).toBe(`__Host-staff_preview=${built.key}`);
    // The page to open is a path of this origin, never another origin's ("//host").
    const away = await s.consoleApp.inject({
      url: `/staff/preview/${built.key}?page=//elsewhere`,
      headers: { Cookie: s.session },
    });
    expect(away.statusCode).toBe(400);
    expect(away.headers.location).toBeUndefined();

    const both = { Cookie: `${s.session}; ${previewCookie}` };
    const unopened = await s.consoleApp.inject({ url: '/about/', headers: { Cookie: s.session } });
    expect(unopened.statusCode).toBe(404);
    const page = await s.consoleApp.inject({ url: '/about/', headers: both });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(NEW_PHONE);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    const [script] = scriptsOf(page.body);
    expect((await s.consoleApp.inject({ url: script, headers: both })).statusCode).toBe(200);
    // No service worker on the console's origin.
    expect((await s.consoleApp.inject({ url: '/sw.js', headers: both })).statusCode).toBe(404);
    expect((await s.publicApp.inject({ url: '/sw.js' })).statusCode).toBe(200);
    // Without the session, the preview's cookie shows nothing.
    const alone = await s.consoleApp.inject({ url: '/about/', headers: { Cookie: previewCookie } });
    expect(alone.statusCode).toBe(404);
    expect(alone.body).not.toContain(NEW_PHONE);
    // The public listener never serves it, whatever the cookies.
    expect(await phoneOn(s.publicApp)).toBe(OLD_PHONE);
    const cookied = await s.publicApp.inject({ url: '/about/', headers: both });
    expect(cookied.body).toContain(OLD_PHONE);
    expect(cookied.body).not.toContain(NEW_PHONE);
    expect(await s.versions.live()).toBeNull();
  }, 60_000);
});

describe('two servers on one PostgreSQL database', () => {
  const databases = testDatabases();
  /** The servers' handles, closed before the cluster stops. */
  const opened: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of opened) await close();
    await databases.cleanUp();
  });
  const postgres = databases.each.find((database) => database.name === 'PostgreSQL');

  it(
    'converge on a publish, each request answered wholly from one version',
    async () => {
      const config = await (postgres?.fresh() ?? Promise.reject(new Error('No PostgreSQL')));
      /** A server: its own database handle and live site behind its own public app. */
      const start = async () => {
        const database = await openDatabase(config);
        // One versions folder for all three, so the new phone is built once for the file; servers
        // on other machines each build their own, and each build is a whole folder or none.
        const versions = siteVersionStore(database.db);
        const shared = await siteBuilds(join(folder, 'versions'), OWN, process.env);
        const live = liveSite(own, ownFacts, versions, shared, () => {});
        const app = await createSiteApp(live);
        opened.push(
          () => app.close(),
          () => database.close(),
        );
        return { versions, live, app };
      };
      const [a, b] = [await start(), await start()];
      await Promise.all([a.live.sync(), b.live.sync()]);
      const oldPage = readFileSync(join(OWN, 'about', 'index.html'));
      const newPage = readFileSync(join(built.site, 'about', 'index.html'));
      const oldScripts = scriptsOf(oldPage.toString());
      expect(oldScripts.length).toBeGreaterThan(0);
      // The new phone is in the pages' scripts too: an old page's scripts are not the new build's.
      expect(scriptsOf(newPage.toString())).not.toEqual(oldScripts);
      expect((await b.app.inject({ url: '/about/' })).rawPayload.equals(oldPage)).toBe(true);

      const seen = { old: 0, new: 0 };
      const problems: string[] = [];
      let stop = false;
      async function hammer() {
        while (!stop) {
          const page = await b.app.inject({ url: '/about/' });
          const which = page.rawPayload.equals(oldPage)
            ? 'old'
            : page.rawPayload.equals(newPage)
              ? 'new'
              : null;
          if (which) seen[which] += 1;
          else problems.push(`a page neither old nor new (${page.statusCode})`);
          await sleep(5);
          for (const src of scriptsOf(page.body)) {
            const script = await b.app.inject({ url: src });
            if (script.statusCode !== 200)
              problems.push(`${src} of the ${which} page answered ${script.statusCode}`);
          }
        }
      }
      const stopFollowing = b.live.follow(200);
      const hammers = [hammer(), hammer(), hammer()];
      await sleep(300);
      // A publishes as the console does: the build first, then the live row, then its own switch.
      const ready = await a.live.prepare(newFacts);
      const outcome = await a.versions.publish(newFacts, changes, 0, OWNER, new Date(), first);
      if (!('live' in outcome)) throw new Error('The publish was refused.');
      a.live.switchTo({ ...ready, ...outcome.live });
      expect(await phoneOn(a.app)).toBe(NEW_PHONE);
      for (let round = 0; round < 100 && b.live.live().serial < outcome.live.serial; round += 1)
        await sleep(100);
      const switchedAt = seen.old + seen.new;
      while (seen.old + seen.new < switchedAt + 30) await sleep(20);
      stop = true;
      await Promise.all(hammers);
      stopFollowing();
      console.log(`Server B answered ${seen.old} old and ${seen.new} new pages.`);

      expect(problems).toEqual([]);
      expect(seen.old).toBeGreaterThan(0);
      expect(seen.new).toBeGreaterThan(30);
      expect(b.live.live()).toMatchObject({ version: 2, serial: 1 });
      expect(await phoneOn(b.app)).toBe(NEW_PHONE);
      // A page from before the switch still finds its scripts on the server that switched.
      for (const src of oldScripts)
        expect((await b.app.inject({ url: src })).statusCode, src).toBe(200);

      // A server started later serves the latest from its first sync.
      const c = await start();
      expect(await phoneOn(c.app)).toBe(OLD_PHONE);
      await c.live.sync();
      expect(c.live.live()).toMatchObject({ version: 2, serial: 1 });
      expect((await c.app.inject({ url: '/about/' })).rawPayload.equals(newPage)).toBe(true);
    },
    DATABASE_TEST_TIMEOUT + 60_000,
  );
});
