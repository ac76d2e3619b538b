// @vitest-environment node
/**
 * What the console's announcement list and an unsubscribe now ask of the
 * database, on SQLite and on PostgreSQL: the messages of each announcement
 * counted by state with one grouped query, giving what reading every
 * message's payload gave; an unsubscribe that finds its registrations and
 * copies by the address's key (any case and spacing, but a `+tag` is another
 * address); and migration 0010 filling both keys in for rows already there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { openAnnouncementStore } from './announcements.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import { migrations } from './migrations.ts';
import { openRegistrationStore } from './registrations.ts';
import type { DatabaseSchema } from './schema.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { confirmNews } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const person = (email: string, unitSize: Registration['unitSize'] = '25'): Registration => ({
  name: 'Waiting List',
  email,
  phone: null,
  storageType: 'personal',
  unitSize,
  moveInDate: null,
  message: null,
  marketingOptIn: true,
  unitId: null,
});
let proofs = 0;
const verified = (now = new Date()) => ({
  now,
  verification: { proof: { id: `proof-${++proofs}`, expiresAt: new Date('2099-01-01') } },
  marketingConsentText: 'Yes, email me',
});
const compose = announcementComposer('hello@example.org');
const OWNER = 'owner@example.org';

async function open(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const registrations = await openRegistrationStore(database);
  const announcements = await openAnnouncementStore(database);
  /** A registration with the box ticked, confirmed from its mailbox. */
  const agreed = async (registration: Registration, options = verified()) => {
    const added = await registrations.add(registration, options);
    await confirmNews(announcements, added.registration.id, options.now);
    return added;
  };
  return { database, registrations, announcements, agreed };
}

/** The counts as the console made them before: every message's payload read, per announcement. */
async function countedByPayload(db: Kysely<DatabaseSchema>, id: string) {
  const messages = { pending: 0, sent: 0, failed: 0, withdrawn: 0 };
  const rows = await db
    .selectFrom('outbox')
    .select(['payload', 'status'])
    .where('kind', '=', 'announcement')
    .execute();
  for (const m of rows) {
    if ((JSON.parse(m.payload) as { announcementId?: string }).announcementId !== id) continue;
    messages[m.status === 'held' ? 'pending' : m.status] += 1;
  }
  return messages;
}

describe.each(databases.each)(
  'announcement counts and unsubscribes on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('counts each announcement’s messages by state as reading every message did', async () => {
      const {
        database: opened,
        registrations,
        announcements,
        agreed,
      } = await open(await database.fresh());
      for (const n of [1, 2, 3, 4, 5]) await agreed(person(`p${n}@example.org`));
      const first =
        (await announcements.save({ subject: 'One', body: 'B' }, OWNER, new Date())) ?? '';
      await announcements.send(first, OWNER, compose, new Date());
      await announcements.unsubscribe(await announcements.unsubscribeToken('P5@Example.org'));
      const [sent, failed] = await registrations.outbox.claim('w', 60_000, 2);
      await registrations.outbox.markSent(sent?.id ?? '', 'w');
      await registrations.outbox.markAttemptFailed(failed?.id ?? '', 'w', 'refused', null);
      // A test copy to staff is not one of its messages.
      await announcements.queueTest(first, OWNER, compose, new Date());
      for (const n of [6, 7]) await agreed(person(`p${n}@example.org`));
      const second =
        (await announcements.save({ subject: 'Two', body: 'B' }, OWNER, new Date())) ?? '';
      await announcements.send(second, OWNER, compose, new Date());
      const draft =
        (await announcements.save({ subject: 'Three', body: 'B' }, OWNER, new Date())) ?? '';

      const listed = Object.fromEntries(
        (await announcements.list()).map((a) => [a.id, a.messages]),
      );
      expect(listed[first]).toEqual({ pending: 2, sent: 1, failed: 1, withdrawn: 1 });
      expect(listed[second]).toEqual({ pending: 6, sent: 0, failed: 0, withdrawn: 0 });
      expect(listed[draft]).toEqual({ pending: 0, sent: 0, failed: 0, withdrawn: 0 });
      for (const id of [first, second, draft]) {
        expect(listed[id]).toEqual(await countedByPayload(opened.db, id));
        expect((await announcements.find(id))?.messages).toEqual(listed[id]);
      }
      await opened.close();
    });

    it('finds an unsubscribing address’s registrations by its key: any case and spacing, not another +tag', async () => {
      const {
        database: opened,
        registrations,
        announcements,
        agreed,
      } = await open(await database.fresh());
      const alex = await agreed(person('Alex@Example.org'));
      const spaced = await agreed(person(' alex@example.ORG ', '50'));
      await agreed(person('alex+offers@example.org'));
      const id = (await announcements.save({ subject: 'S', body: 'B' }, OWNER, new Date())) ?? '';
      await announcements.send(id, OWNER, compose, new Date());

      await announcements.unsubscribe(await announcements.unsubscribeToken('ALEX@example.org'));
      const states = Object.fromEntries(
        (await registrations.outbox.all()).map((m) => [m.recipient.trim(), m.status]),
      );
      expect(states).toEqual({
        'alex@example.ORG': 'withdrawn',
        'alex+offers@example.org': 'pending',
      });
      const { detail } = await opened.db
        .selectFrom('staff_audit')
        .select('detail')
        .where('action', '=', 'unsubscribe')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(detail)).toEqual({
        registrations: [alex.registration.id, spaced.registration.id],
        withdrawn: 1,
      });
      expect((await announcements.reach()).leftOut.unsubscribed).toBe(1);
      await opened.close();
    });

    it('holds one rule of whether an unsubscribe stands, for the reach and the export alike: until the mailbox confirms again', async () => {
      const {
        database: opened,
        registrations,
        announcements,
        agreed,
      } = await open(await database.fresh());
      await agreed(person('sam@example.org'), verified(new Date('2026-11-01T10:00:00Z')));
      await announcements.unsubscribe(
        await announcements.unsubscribeToken('sam@example.org'),
        new Date('2026-11-02T10:00:00Z'),
      );
      const stands = async () => ({
        reach: (await announcements.reach()).leftOut.unsubscribed,
        exported: (await registrations.exportRows('', {}, OWNER)).map((r) => r.unsubscribedAt),
      });
      expect(await stands()).toEqual({
        reach: 1,
        exported: ['2026-11-02T10:00:00.000Z'],
      });
      // Ticked again on a verified registration: a request, which anyone can
      // make with any address, so the unsubscribe still stands.
      const again = await registrations.add(
        person('Sam@example.org', '50'),
        verified(new Date('2026-11-03T10:00:00Z')),
      );
      expect(await stands()).toEqual({
        reach: 1,
        exported: ['2026-11-02T10:00:00.000Z', '2026-11-02T10:00:00.000Z'],
      });
      // Confirmed from the mailbox: that ends it.
      await confirmNews(announcements, again.registration.id, new Date('2026-11-03T11:00:00Z'));
      expect(await stands()).toEqual({ reach: 0, exported: [null, null] });
      expect((await announcements.reach()).recipients).toBe(1);
      await opened.close();
    });
  },
);

describe('migration 0010', () => {
  it('gives registrations and announcement copies already there their keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-0010-'));
    const file = join(dir, 'r.sqlite');
    const before = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: new Database(file) }),
    });
    const names = Object.keys(migrations);
    const earlier = names.slice(0, names.indexOf('0010-address-hash-and-announcement'));
    const migrator = new Migrator({
      db: before,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(earlier.map((name) => [name, migrations[name] as Migration])),
      },
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const at = '2026-11-01T10:00:00.000Z';
    await sql`insert into registrations (id, created_at, name, email, phone, storage_type,
      unit_size, marketing_opt_in, marketing_consent_at)
      values ('r-old', ${at}, 'Old', ' Alex@Example.org', null, 'personal', '25', 1, ${at}),
             ('r-phone', ${at}, 'Phone', null, '0151 496 0123', 'personal', '25', 1, ${at})`.execute(
      before,
    );
    await sql`insert into announcements (id, subject, body, created_at, created_by, updated_at,
      updated_by, sent_at, sent_by, recipients)
      values ('a-old', 'S', 'B', ${at}, 'o', ${at}, 'o', ${at}, 'o', 1)`.execute(before);
    await sql`insert into outbox (id, registration_id, kind, recipient, subject, message_id,
      payload, status, attempts, created_at, queued_at, next_attempt_at)
      values ('m-old', 'r-old', 'announcement', ' Alex@Example.org', 'S', '<m-old@x>',
      '{"announcementId":"a-old"}', 'pending', 0, ${at}, ${at}, ${at})`.execute(before);
    await before.destroy();

    const { database: opened, announcements } = await open({ kind: 'sqlite', file });
    expect((await announcements.find('a-old'))?.messages).toEqual({
      pending: 1,
      sent: 0,
      failed: 0,
      withdrawn: 0,
    });
    // Migration 0012: a ticked box stored before is a request, not a confirmation.
    expect(await announcements.reach()).toEqual({
      recipients: 0,
      waiting: 1,
      leftOut: { noEmail: 1, noConsent: 0, unverified: 0, unsubscribed: 0, repeats: 0 },
    });
    await announcements.unsubscribe(await announcements.unsubscribeToken('alex@example.org'));
    expect((await announcements.find('a-old'))?.messages.withdrawn).toBe(1);
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
