// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SchemaTooNewError } from './database.ts';
import { migrations } from './migrations.ts';
import { openRegistrationStore } from './registrations.ts';
import type { DatabaseSchema } from './schema.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { alex, both, message, verified } from './test-registrations.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'registrations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sqlite = (file: string) => ({ kind: 'sqlite' as const, file });
const mode = (path: string) => statSync(path).mode & 0o777;

describe('registration store', () => {
  it('creates the file and its schema on first open, in WAL mode with full sync', async () => {
    const file = join(dir, 'nested', 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    expect(await store.count()).toBe(0);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toContain('registrations');
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all()).toEqual(
      Object.keys(migrations),
    );
    db.close();
  });

  it('creates its folder and the database with its -wal and -shm files for its user only', async () => {
    const file = join(dir, 'private', 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    await store.add(alex);
    expect(mode(join(dir, 'private'))).toBe(0o700);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    await store.close();
  });

  it('keeps what it was given, readable from another connection once add resolves', async () => {
    const file = join(dir, 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    const { registration: stored } = await store.add(alex, {
      now: new Date('2026-12-01T10:00:00Z'),
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    // A second connection sees the row without the first being closed: it is committed.
    const other = new Database(file, { readonly: true });
    expect(other.prepare('SELECT name, unit_id FROM registrations').all()).toEqual([
      { name: 'Alex Example', unit_id: '2-G-2' },
    ]);
    other.close();
    expect(await store.list()).toEqual([
      {
        ...alex,
        id: stored.id,
        createdAt: '2026-12-01T10:00:00.000Z',
        unverifiedReason: 'no-proof',
        marketingConsent: null,
      },
    ]);
    await store.close();
  });

  it('lists from a date on and counts everything, across reopening', async () => {
    const file = join(dir, 'r.sqlite');
    let store = await openRegistrationStore(sqlite(file));
    await store.add(alex, { now: new Date('2026-11-30T23:59:00Z') });
    await store.add({ ...alex, name: 'Sam' }, { now: new Date('2026-12-01T00:00:00Z') });
    await store.close();
    store = await openRegistrationStore(sqlite(file));
    expect(await store.count()).toBe(2);
    expect((await store.list('2026-12-01')).map((r) => r.name)).toEqual(['Sam']);
    await store.close();
  });

  it('adopts a file written before migrations were numbered, keeping its rows', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE registrations (id TEXT PRIMARY KEY, created_at TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT, phone TEXT, storage_type TEXT NOT NULL, unit_size TEXT NOT NULL,
      move_in_date TEXT, message TEXT, marketing_opt_in INTEGER NOT NULL DEFAULT 0, unit_id TEXT);
      INSERT INTO registrations (id, created_at, name, storage_type, unit_size, phone)
      VALUES ('old-1', '2026-10-01T09:00:00.000Z', 'Early Bird', 'personal', 'not-sure', '0151 496 0123');`);
    old.close();
    const store = await openRegistrationStore(sqlite(file));
    // Received before the human check existed: kept, and marked so.
    expect((await store.list()).map((r) => [r.id, r.name, r.unverifiedReason])).toEqual([
      ['old-1', 'Early Bird', 'before-check'],
    ]);
    await store.close();
  });

  it('gives confirmations queued before migration 0007 their address key, so they still count', async () => {
    const file = join(dir, 'r.sqlite');
    // A file as the release before 0007 left it, with a confirmation to a tagged address.
    const before = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: new Database(file) }),
    });
    const names = Object.keys(migrations);
    const migrator = new Migrator({
      db: before,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(
            names
              .slice(0, names.indexOf('0007-confirmation-address-key'))
              .map((name) => [name, migrations[name] as Migration]),
          ),
      },
      migrationTableName: 'schema_migrations',
      migrationLockTableName: 'schema_migrations_lock',
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const at = new Date().toISOString();
    await sql`insert into outbox (id, registration_id, kind, recipient, subject, message_id,
      payload, status, attempts, created_at, queued_at, next_attempt_at)
      values ('old', 'r-old', 'visitor-confirmation', 'Alex+Old@Example.org', 'S', '<old@x>',
      '{}', 'sent', 1, ${at}, ${at}, ${at})`.execute(before);
    await before.destroy();

    const store = await openRegistrationStore(sqlite(file));
    const added = await store.add(alex, {
      verification: { proof: { id: 'after-0007', expiresAt: new Date('2099-01-01') } },
      compose: (r) => [
        {
          kind: 'visitor-confirmation',
          from: 'site@example.org',
          to: { name: '', address: r.email ?? '' },
          subject: 'S',
          text: 'T',
        },
      ],
    });
    expect(added.confirmation).toBe('none');
    await store.close();
  });

  it('refuses a database migrated by a newer release, naming the unknown change', async () => {
    const file = join(dir, 'r.sqlite');
    await (await openRegistrationStore(sqlite(file))).close();
    const db = new Database(file);
    db.prepare('INSERT INTO schema_migrations (name, timestamp) VALUES (?, ?)').run(
      '9999-from-the-future',
      new Date().toISOString(),
    );
    db.close();
    const opening = openRegistrationStore(sqlite(file));
    await expect(opening).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(opening).rejects.toThrow(/9999-from-the-future/);
  });
});

// The same behaviour on both databases the store runs on.
const databases = testDatabases();
afterAll(() => databases.cleanUp());

describe.each(databases.each)(
  'registration store on $name: outbox, flags, duplicates, erase and purge',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    const at = (iso: string) => new Date(iso);

    it('queues the messages with the row; two workers never hold one message; a dead lease passes on', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const { registration } = await store.add(alex, {
        ...verified(),
        compose: both,
        messageIdDomain: 'example.org',
      });
      const lease = 300;
      const first = await store.outbox.claim('a', lease, 10);
      const second = await store.outbox.claim('b', lease, 10);
      expect(first.map((m) => m.kind).sort()).toEqual([
        'staff-notification',
        'visitor-confirmation',
      ]);
      expect(first.every((m) => m.registrationId === registration.id)).toBe(true);
      expect(first[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
      expect(second).toEqual([]);
      // Worker a dies holding both; after the lease worker b takes them, with the same Message-ID.
      await sleep(lease + 50);
      const later = await store.outbox.claim('b', 60_000, 10);
      expect(later.map((m) => m.messageId).sort()).toEqual(first.map((m) => m.messageId).sort());
      expect(later.every((m) => m.attempts === 2)).toBe(true);
      // a's lease is gone: its record of a send is refused, b's stands.
      expect(await store.outbox.markSent(later[0]?.id as string, 'a')).toBe(false);
      expect(await store.outbox.markSent(later[0]?.id as string, 'b')).toBe(true);
      await store.outbox.markAttemptFailed(later[1]?.id as string, 'b', '421 busy', null);
      expect((await store.outbox.unsent()).map((m) => [m.status, m.lastError])).toEqual([
        ['failed', '421 busy'],
      ]);
      expect(await store.outbox.retryFailed()).toBe(1);
      expect((await store.outbox.unsent()).map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 0],
      ]);
      await store.close();
    });

    it('lets two connections claiming at the same moment share the messages out, none twice', async () => {
      const config = await database.fresh();
      const a = await openRegistrationStore(config);
      const b = await openRegistrationStore(config);
      for (let i = 0; i < 10; i++) {
        await a.add(
          { ...alex, name: `Person ${i}` },
          { compose: () => [message('staff-notification', 'staff@example.org')] },
        );
      }
      const [byA, byB] = await Promise.all([
        a.outbox.claim('a', 60_000, 10),
        b.outbox.claim('b', 60_000, 10),
      ]);
      const ids = [...byA, ...byB].map((m) => m.id);
      expect(ids).toHaveLength(10);
      expect(new Set(ids).size).toBe(10);
      await a.close();
      await b.close();
    });

    it('stores the same registration once within ten minutes, again after', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const one = await store.add(alex, { now: at('2026-12-01T10:00:00Z') });
      const again = await store.add(
        { ...alex, email: 'ALEX@example.org' },
        { now: at('2026-12-01T10:09:00Z') },
      );
      expect(again).toEqual({
        registration: one.registration,
        duplicate: true,
        confirmation: 'none',
      });
      const changed = await store.add(
        { ...alex, unitSize: '25' },
        { now: at('2026-12-01T10:09:30Z') },
      );
      expect(changed.duplicate).toBe(false);
      const later = await store.add(alex, { now: at('2026-12-01T10:10:01Z') });
      expect(later.duplicate).toBe(false);
      expect(await store.count()).toBe(3);
      await store.close();
    });

    it('keeps the opt-in wording and its time only with the opt-in', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const wording = 'Email me about the opening';
      const yes = await store.add(alex, {
        now: at('2026-12-01T10:00:00Z'),
        marketingConsentText: wording,
      });
      const no = await store.add(
        { ...alex, name: 'No Thanks', marketingOptIn: false },
        { marketingConsentText: wording },
      );
      expect(yes.registration.marketingConsent).toEqual({
        text: wording,
        at: '2026-12-01T10:00:00.000Z',
      });
      expect((await store.find(no.registration.id))?.marketingConsent).toBeNull();
      await store.close();
    });

    it('erases a person by email or id with their messages, and purges by age', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const compose = both;
      await store.add(alex, { ...verified(), now: at('2025-01-01T10:00:00Z'), compose });
      await store.add(
        { ...alex, unitSize: '25' },
        { ...verified(), now: at('2026-12-01T10:00:00Z'), compose },
      );
      const sam = await store.add(
        { ...alex, name: 'Sam', email: 'sam@example.org' },
        { ...verified(), now: at('2026-12-02T10:00:00Z'), compose },
      );
      const erased = await store.erase({ email: ' Alex@Example.org ' });
      expect(erased.registrations).toHaveLength(2);
      expect(erased.messageIds).toHaveLength(4);
      expect((await store.list()).map((r) => r.name)).toEqual(['Sam']);
      expect(await store.outbox.all()).toHaveLength(2);

      await store.add(
        { ...alex, name: 'Old', email: 'old@example.org' },
        { ...verified(), now: at('2025-06-01T10:00:00Z'), compose },
      );
      const purged = await store.purge('2026-01-01');
      expect([purged.registrations, purged.messageIds.length]).toEqual([1, 2]);
      expect((await store.list()).map((r) => r.name)).toEqual(['Sam']);
      const bySam = await store.erase({ id: sam.registration.id });
      expect(bySam.registrations).toEqual([
        { id: sam.registration.id, createdAt: '2026-12-02T10:00:00.000Z' },
      ]);
      expect(bySam.messageIds).toHaveLength(2);
      expect(await store.count()).toBe(0);
      await store.close();
    });
  },
);
