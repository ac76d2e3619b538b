// @vitest-environment node
/**
 * The published versions of the owner's facts, on SQLite and on PostgreSQL:
 * a publish keeps a version with who, when and what it changed and names it
 * live; a publish or roll back from a serial that moved on is refused and
 * changes nothing; of two publishes at once from one serial exactly one
 * wins; a roll back names an earlier version live without a new one; both
 * are on the audit log. The first publish can keep the repository's files
 * as version 1. And the facts as published: the live version's, or
 * the repository's files while nothing is live.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { publishedFacts } from '../site/published-facts.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import { siteVersionStore } from './site-versions.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const FILES = 'data/site';
const repository = readSiteFactsOrThrow(FILES);
const withPhone = (display: string) => ({
  ...repository,
  contact: { ...repository.contact, phone: { ...repository.contact.phone, display } },
});
const PHONE_CHANGE = [
  { path: 'contact.phone.display', label: 'Site › Contact › Phone', from: '', to: '' },
];
const MONDAY = new Date('2026-03-02T10:00:00.000Z');
const TUESDAY = new Date('2026-03-03T11:30:00.000Z');

async function open(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const audit = async () =>
    (
      await database.db
        .selectFrom('staff_audit')
        .select(['staff_email', 'action', 'detail', 'at'])
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, detail: JSON.parse(row.detail) as unknown }));
  const versionRows = async () =>
    Number(
      (
        await database.db
          .selectFrom('site_versions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  return { database, versions: siteVersionStore(database.db), audit, versionRows };
}

describe.each(databases.each)('site versions on $name', { timeout: DATABASE_TEST_TIMEOUT }, (d) => {
  it('keeps a version with who, when and what it changed, and names it live', async () => {
    const { database, versions, audit } = await open(await d.fresh());
    try {
      expect(await versions.live()).toBeNull();
      const first = await versions.publish(
        withPhone('0151 420 1234'),
        PHONE_CHANGE,
        0,
        'owner@example.org',
        MONDAY,
      );
      expect(first).toEqual({
        live: {
          version: 1,
          serial: 1,
          switchedBy: 'owner@example.org',
          switchedAt: MONDAY.toISOString(),
        },
      });
      const second = await versions.publish(
        withPhone('0151 420 5678'),
        PHONE_CHANGE,
        1,
        'sam@example.org',
        TUESDAY,
      );
      expect(second).toEqual({ live: expect.objectContaining({ version: 2, serial: 2 }) });
      expect(await versions.history()).toEqual([
        {
          version: 2,
          publishedBy: 'sam@example.org',
          publishedAt: TUESDAY.toISOString(),
          changes: PHONE_CHANGE,
        },
        {
          version: 1,
          publishedBy: 'owner@example.org',
          publishedAt: MONDAY.toISOString(),
          changes: PHONE_CHANGE,
        },
      ]);
      expect(await versions.facts(1)).toEqual(withPhone('0151 420 1234'));
      expect(await versions.facts(2)).toEqual(withPhone('0151 420 5678'));
      expect(await versions.facts(3)).toBeNull();
      expect(await versions.version(1)).toEqual((await versions.history())[1]);
      expect(await versions.version(3)).toBeNull();
      expect(await audit()).toEqual([
        {
          staff_email: 'owner@example.org',
          action: 'site-publish',
          detail: { version: 1, changed: ['contact.phone.display'] },
          at: MONDAY.toISOString(),
        },
        {
          staff_email: 'sam@example.org',
          action: 'site-publish',
          detail: { version: 2, changed: ['contact.phone.display'] },
          at: TUESDAY.toISOString(),
        },
      ]);
    } finally {
      await database.close();
    }
  });

  it('refuses a publish from a serial that moved on, and changes nothing', async () => {
    const { database, versions, audit, versionRows } = await open(await d.fresh());
    try {
      await versions.publish(withPhone('0151 420 1234'), PHONE_CHANGE, 0, 'owner@example.org');
      const seen = await versions.live();
      // Sam opened the tab before the owner's publish: serial 0.
      const late = await versions.publish(withPhone('0151 420 9999'), [], 0, 'sam@example.org');
      expect(late).toEqual({ stale: seen });
      // And again from serial 1, after a second publish moved it to 2.
      await versions.publish(withPhone('0151 420 5678'), PHONE_CHANGE, 1, 'owner@example.org');
      const now = await versions.live();
      expect(await versions.publish(withPhone('0151 420 9999'), [], 1, 'sam@example.org')).toEqual({
        stale: now,
      });
      expect(now).toEqual(expect.objectContaining({ version: 2, serial: 2 }));
      expect(await versionRows()).toBe(2);
      expect((await audit()).map((e) => e.staff_email)).not.toContain('sam@example.org');
    } finally {
      await database.close();
    }
  });

  it('lets exactly one of two publishes from the same serial win', async () => {
    const config = await d.fresh();
    // Two servers on PostgreSQL; on SQLite, one process's one connection, as the server has.
    const one = await open(config);
    const two = d.name === 'SQLite' ? one : await open(config);
    try {
      for (let round = 0; round < 10; round += 1) {
        const serial = (await one.versions.live())?.serial ?? 0;
        const outcomes = await Promise.all([
          one.versions.publish(withPhone('0151 420 1111'), [], serial, 'a@example.org'),
          two.versions.publish(withPhone('0151 420 2222'), [], serial, 'b@example.org'),
        ]);
        expect(outcomes.filter((o) => 'live' in o)).toHaveLength(1);
        expect(outcomes.filter((o) => 'stale' in o)).toHaveLength(1);
        const live = await two.versions.live();
        expect(live).toEqual(expect.objectContaining({ version: round + 1, serial: serial + 1 }));
        const winner = outcomes.find((o) => 'live' in o);
        const by = winner && 'live' in winner ? winner.live.switchedBy : '';
        const facts = (await one.versions.facts(round + 1)) as ReturnType<typeof withPhone>;
        expect(facts.contact.phone.display).toBe(
          by === 'a@example.org' ? '0151 420 1111' : '0151 420 2222',
        );
      }
      expect(await one.versionRows()).toBe(10);
      expect((await one.audit()).filter((e) => e.action === 'site-publish')).toHaveLength(10);
    } finally {
      await one.database.close();
      if (two !== one) await two.database.close();
    }
  });

  it('rolls back to an earlier version without a new one, on the audit log', async () => {
    const { database, versions, audit, versionRows } = await open(await d.fresh());
    try {
      await versions.publish(withPhone('0151 420 1234'), PHONE_CHANGE, 0, 'owner@example.org');
      await versions.publish(withPhone('0151 420 5678'), PHONE_CHANGE, 1, 'owner@example.org');
      const back = await versions.rollBack(1, 2, 'sam@example.org', TUESDAY);
      expect(back).toEqual({
        live: {
          version: 1,
          serial: 3,
          switchedBy: 'sam@example.org',
          switchedAt: TUESDAY.toISOString(),
        },
      });
      expect(await versionRows()).toBe(2);
      expect((await versions.history()).map((v) => v.version)).toEqual([2, 1]);
      expect((await audit()).at(-1)).toEqual({
        staff_email: 'sam@example.org',
        action: 'site-rollback',
        detail: { from: 2, to: 1 },
        at: TUESDAY.toISOString(),
      });
      // A roll back from a stale serial is refused too.
      expect(await versions.rollBack(2, 2, 'owner@example.org')).toEqual({
        stale: expect.objectContaining({ version: 1, serial: 3 }),
      });
      // The site serves the version named live: the earlier one.
      const published = await publishedFacts(versions, FILES);
      expect(published.live?.version).toBe(1);
      expect(published.facts).toEqual(withPhone('0151 420 1234'));
    } finally {
      await database.close();
    }
  });

  it('answers missing for a roll back to a version that does not exist', async () => {
    const { database, versions, audit } = await open(await d.fresh());
    try {
      expect(await versions.rollBack(1, 0, 'owner@example.org')).toEqual({ missing: true });
      await versions.publish(withPhone('0151 420 1234'), PHONE_CHANGE, 0, 'owner@example.org');
      expect(await versions.rollBack(7, 1, 'owner@example.org')).toEqual({ missing: true });
      expect(await versions.live()).toEqual(expect.objectContaining({ version: 1, serial: 1 }));
      expect((await audit()).map((e) => e.action)).toEqual(['site-publish']);
    } finally {
      await database.close();
    }
  });

  it("keeps the repository's files as version 1 at the first publish, to roll back to", async () => {
    const { database, versions, audit } = await open(await d.fresh());
    const files = { facts: repository, by: "the repository's files" };
    try {
      const first = await versions.publish(
        withPhone('0151 420 1234'),
        PHONE_CHANGE,
        0,
        'owner@example.org',
        MONDAY,
        files,
      );
      expect(first).toEqual({ live: expect.objectContaining({ version: 2, serial: 1 }) });
      expect(await versions.history()).toEqual([
        {
          version: 2,
          publishedBy: 'owner@example.org',
          publishedAt: MONDAY.toISOString(),
          changes: PHONE_CHANGE,
        },
        {
          version: 1,
          publishedBy: "the repository's files",
          publishedAt: MONDAY.toISOString(),
          changes: [],
        },
      ]);
      expect(await versions.facts(1)).toEqual(repository);
      expect((await audit()).map((e) => e.detail)).toEqual([
        { version: 2, changed: ['contact.phone.display'], kept: 1 },
      ]);
      // Later publishes keep no first version again.
      await versions.publish(
        withPhone('0151 420 5678'),
        [],
        1,
        'owner@example.org',
        TUESDAY,
        files,
      );
      expect((await versions.history()).map((v) => v.version)).toEqual([3, 2, 1]);
      // And the site can go back to what it showed before the first publish.
      expect(await versions.rollBack(1, 2, 'owner@example.org')).toEqual({
        live: expect.objectContaining({ version: 1, serial: 3 }),
      });
      expect((await publishedFacts(versions, FILES)).facts).toEqual(repository);
    } finally {
      await database.close();
    }
  });

  it('keeps no first version when a first publish is refused', async () => {
    const config = await d.fresh();
    const one = await open(config);
    const two = d.name === 'SQLite' ? one : await open(config);
    const files = { facts: repository, by: "the repository's files" };
    try {
      const outcomes = await Promise.all([
        one.versions.publish(withPhone('0151 420 1111'), [], 0, 'a@example.org', MONDAY, files),
        two.versions.publish(withPhone('0151 420 2222'), [], 0, 'b@example.org', MONDAY, files),
      ]);
      expect(outcomes.filter((o) => 'live' in o)).toHaveLength(1);
      expect(await one.versionRows()).toBe(2);
      expect(await one.versions.live()).toEqual(expect.objectContaining({ version: 2, serial: 1 }));
    } finally {
      await one.database.close();
      if (two !== one) await two.database.close();
    }
  });

  it("serves the repository's files while nothing is published", async () => {
    const { database, versions } = await open(await d.fresh());
    try {
      expect(await publishedFacts(versions, FILES)).toEqual({ facts: repository, live: null });
    } finally {
      await database.close();
    }
  });
});
