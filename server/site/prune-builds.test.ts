// @vitest-environment node
/**
 * Old builds leave the disk after a publish: those of the latest versions,
 * the live one (even when it is older) and the saved draft's stay, as do
 * folders that are not builds; the rest are removed. Real folders, a real
 * database; no build is run (each build here is a folder with a page).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type RegistrationsDatabase } from '../store/database.ts';
import { siteDraftStore } from '../store/site-draft.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import { KEPT_BUILDS, pruneBuilds } from './prune-builds.ts';
import { siteBuilds } from './site-builds.ts';

let folder = '';
let database: RegistrationsDatabase;

beforeAll(async () => {
  mkdirSync('.tmp', { recursive: true });
  folder = mkdtempSync(join('.tmp', 'prune-builds-'));
  database = await openDatabase({ kind: 'sqlite', file: join(folder, 'r.sqlite') });
});

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

it('keeps the latest versions’ builds, the live one’s and the draft’s, and removes the rest', async () => {
  const versionsDir = join(folder, 'versions');
  const builds = await siteBuilds(versionsDir, folder, {});
  const versions = siteVersionStore(database.db);
  const drafts = siteDraftStore(database.db);
  const factsOf = (n: number) => ({ contact: { phone: `0151 496 ${String(n).padStart(4, '0')}` } });
  /** A build on disk as siteBuilds leaves one: its folder, named by the facts' key, with a page. */
  const place = (facts: unknown) => {
    const site = join(versionsDir, builds.keyOf(facts), 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Built</title>');
  };
  const total = KEPT_BUILDS + 3;
  let serial = 0;
  for (let n = 1; n <= total; n++) {
    place(factsOf(n));
    const outcome = await versions.publish(factsOf(n), [], serial, 'owner@example.org');
    if (!('live' in outcome)) throw new Error('not published');
    serial = outcome.live.serial;
  }
  // The site rolled back to version 1, and a draft with its preview built.
  const back = await versions.rollBack(1, serial, 'owner@example.org');
  expect('live' in back).toBe(true);
  const draft = factsOf(999);
  place(draft);
  await drafts.save(draft, { baseRevision: 0, changed: [] }, 'owner@example.org');
  // A build in the making (a hidden folder) and something else in the folder are left alone.
  mkdirSync(join(versionsDir, '.0123456789abcdef0123-abc'), { recursive: true });
  mkdirSync(join(versionsDir, 'notes'), { recursive: true });

  const removed = await pruneBuilds(builds, versions, drafts);

  const gone = [2, 3].map((n) => builds.keyOf(factsOf(n)));
  expect(removed.sort()).toEqual(gone.sort());
  for (let n = 1; n <= total; n++)
    expect([n, builds.find(factsOf(n)) !== null]).toEqual([n, n === 1 || n > total - KEPT_BUILDS]);
  expect(builds.find(draft)).not.toBeNull();
  expect(existsSync(join(versionsDir, 'notes'))).toBe(true);
  expect(readdirSync(versionsDir)).toContain('.0123456789abcdef0123-abc');
});
