// @vitest-environment node
/**
 * Double opt-in on SQLite and on PostgreSQL: a ticked box is a request that
 * reaches nobody; only the address's own confirmation (its link's button,
 * never the link opened) adds it to the announcements' audience or brings
 * it back from the do-not-contact list; a consent is confirmed once however
 * many presses or servers; the confirmation waits for the person's lock; an
 * erase takes the consent and its links; and migration 0012 makes the boxes
 * ticked before it requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, type Migration, Migrator, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { openAnnouncementStore } from './announcements.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import { sha256 } from './do-not-contact.ts';
import { migrations } from './migrations.ts';
import { lockRegistration } from './person-lock.ts';
import { openRegistrationStore } from './registrations.ts';
import type { DatabaseSchema } from './schema.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { confirmNews } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const WORDING = 'Email me about the opening and special offers (optional)';
const person = (email: string | null, marketingOptIn = true): Registration => ({
  name: 'Waiting List',
  email,
  phone: email ? null : '0151 496 0123',
  storageType: 'personal',
  unitSize: '25',
  moveInDate: null,
  message: null,
  marketingOptIn,
  unitId: null,
});
let proofs = 0;
const verified = (now = new Date()) => ({
  now,
  verification: { proof: { id: `proof-${++proofs}`, expiresAt: new Date('2099-01-01') } },
  marketingConsentText: WORDING,
});

async function open(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const registrations = await openRegistrationStore(database);
  const announcements = await openAnnouncementStore(database);
  const consents = () =>
    database.db.selectFrom('marketing_consents').selectAll().orderBy('requested_at').execute();
  const confirmations = async () =>
    (
      await database.db
        .selectFrom('staff_audit')
        .select('detail')
        .where('action', '=', 'consent-confirmed')
        .execute()
    ).length;
  return { database, registrations, announcements, consents, confirmations };
}

describe.each(databases.each)('double opt-in on $name', { timeout: DATABASE_TEST_TIMEOUT }, (d) => {
  it('lets no registration add an address or bring back one that unsubscribed; only its mailbox can', async () => {
    const { database, registrations, announcements } = await open(await d.fresh());
    const sam = await registrations.add(person('sam@example.org'), verified());
    await confirmNews(announcements, sam.registration.id);
    const alex = await registrations.add(person('alex@example.org'), verified());
    await confirmNews(announcements, alex.registration.id);
    expect((await announcements.reach()).recipients).toBe(2);
    await announcements.unsubscribe(await announcements.unsubscribeToken('alex@example.org'));
    expect((await announcements.reach()).recipients).toBe(1);

    // A stranger types both addresses with the box ticked, on verified registrations.
    const stranger = await registrations.add(
      { ...person('ALEX@Example.org'), unitSize: '50' },
      verified(),
    );
    await registrations.add(person('newcomer@example.org'), verified());
    expect(await announcements.reach()).toMatchObject({
      recipients: 1,
      waiting: 1,
      leftOut: { unsubscribed: 1 },
    });
    // Only the mailbox that got the link brings Alex back.
    expect(await confirmNews(announcements, stranger.registration.id)).toBe('confirmed');
    expect(await announcements.reach()).toMatchObject({
      recipients: 2,
      leftOut: { unsubscribed: 0 },
    });
    await database.close();
  });

  it('keeps the wording and when it was ticked; opening the link confirms nothing, its button does', async () => {
    const { database, registrations, announcements, consents } = await open(await d.fresh());
    const ticked = new Date('2026-11-01T10:00:00Z');
    const { registration } = await registrations.add(person('alex@example.org'), verified(ticked));
    await registrations.add(person('no@example.org', false), verified(ticked));
    await registrations.add(person(null), verified(ticked));
    expect(await consents()).toEqual([
      {
        registration_id: registration.id,
        wording: WORDING,
        requested_at: ticked.toISOString(),
        confirmed_at: null,
      },
    ]);
    const sent = new Date('2026-11-01T10:05:00Z');
    const token = await announcements.consentToken(registration.id, sent);
    // Only the token's hash is kept.
    const kept = await database.db.selectFrom('consent_tokens').selectAll().execute();
    expect(kept.map((t) => t.token_hash)).toEqual([sha256(token)]);
    expect(JSON.stringify(kept)).not.toContain(token);

    for (const _ of [1, 2]) expect(await announcements.consentLink(token, sent)).toBe('ready');
    expect((await consents())[0]?.confirmed_at).toBeNull();
    expect((await announcements.reach()).recipients).toBe(0);

    const pressed = new Date('2026-11-02T09:00:00Z');
    expect(await announcements.confirmConsent(token, pressed)).toBe('confirmed');
    expect((await consents())[0]).toEqual({
      registration_id: registration.id,
      wording: WORDING,
      requested_at: ticked.toISOString(),
      confirmed_at: pressed.toISOString(),
    });
    expect(await announcements.consentLink(token)).toBe('confirmed');
    expect(await announcements.confirmConsent(token)).toBe('already');
    expect((await announcements.reach()).recipients).toBe(1);

    // A link past its seven days, and links this site never made.
    const late = await registrations.add(person('late@example.org'), verified(ticked));
    const old = await announcements.consentToken(late.registration.id, sent);
    const afterAWeek = new Date(sent.getTime() + 7 * 24 * 60 * 60_000);
    expect(await announcements.consentLink(old, afterAWeek)).toBe('expired');
    expect(await announcements.confirmConsent(old, afterAWeek)).toBe('expired');
    const forged = `${old.slice(0, -1)}${old.endsWith('A') ? 'B' : 'A'}`;
    for (const unknown of [forged, 'not a token']) {
      expect(await announcements.consentLink(unknown)).toBe('unknown');
      expect(await announcements.confirmConsent(unknown)).toBe('unknown');
    }
    expect((await announcements.reach()).recipients).toBe(1);
    await database.close();
  });

  it('confirms a consent once when its button is pressed twice at once, on two servers, 50 times over', async () => {
    const config = await d.fresh();
    const one = await open(config);
    // Two servers share PostgreSQL; an SQLite file serves one process, whose
    // transactions take turns on the file's lock: there both presses go to one store.
    const two = config.kind === 'postgres' ? await open(config) : one;
    const rounds = 50;
    const pressedTwice = [];
    for (let n = 0; n < rounds; n++) {
      const { registration } = await one.registrations.add(person(`p${n}@example.org`), verified());
      const token = await one.announcements.consentToken(registration.id);
      const outcomes = await Promise.all([
        one.announcements.confirmConsent(token),
        two.announcements.confirmConsent(token),
      ]);
      pressedTwice.push(outcomes.sort().join(' '));
    }
    expect(new Set(pressedTwice)).toEqual(new Set(['already confirmed']));
    const kept = await one.consents();
    expect(kept).toHaveLength(rounds);
    expect(kept.every((c) => c.confirmed_at !== null)).toBe(true);
    expect(await one.confirmations()).toBe(rounds);
    expect((await one.announcements.reach()).recipients).toBe(rounds);
    await one.database.close();
    if (two !== one) await two.database.close();
  });

  it('erases the consent and its links with the person', async () => {
    const { database, registrations, announcements, consents } = await open(await d.fresh());
    const { registration } = await registrations.add(person('alex@example.org'), verified());
    const token = await announcements.consentToken(registration.id);
    await registrations.erase({ email: 'Alex@example.org' });
    expect(await consents()).toEqual([]);
    expect(await database.db.selectFrom('consent_tokens').selectAll().execute()).toEqual([]);
    expect(await announcements.confirmConsent(token)).toBe('unknown');
    await database.close();
  });
});

describe('a confirmation on PostgreSQL', { timeout: DATABASE_TEST_TIMEOUT }, () => {
  it('waits for the person’s lock, and finds nobody once an erase holding it has gone', async () => {
    const postgres = databases.each.find((d) => d.name === 'PostgreSQL');
    const config = (await postgres?.fresh()) as DatabaseConfig;
    const one = await open(config);
    const two = await open(config);
    const { registration } = await one.registrations.add(person('alex@example.org'), verified());
    const token = await one.announcements.consentToken(registration.id);
    let confirming: Promise<string> | undefined;
    let settled = false;
    // An erase on one server holds the person's lock while a press arrives at the other.
    await one.database.db.transaction().execute(async (trx) => {
      await lockRegistration('postgres', trx, registration.id);
      confirming = two.announcements.confirmConsent(token).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await trx
        .deleteFrom('consent_tokens')
        .where('registration_id', '=', registration.id)
        .execute();
      await trx
        .deleteFrom('marketing_consents')
        .where('registration_id', '=', registration.id)
        .execute();
      await trx.deleteFrom('registrations').where('id', '=', registration.id).execute();
    });
    expect(await confirming).toBe('unknown');
    expect(await one.confirmations()).toBe(0);
    await one.database.close();
    await two.database.close();
  });
});

describe('migration 0012', () => {
  it('makes each box ticked before it a request, never a confirmation', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-0012-'));
    const file = join(dir, 'r.sqlite');
    const before = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: new Database(file) }),
    });
    const names = Object.keys(migrations);
    const earlier = names.slice(0, names.indexOf('0012-marketing-consents'));
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
    const earlierAt = '2026-10-01T10:00:00.000Z';
    await sql`insert into registrations (id, created_at, name, email, phone, storage_type,
      unit_size, marketing_opt_in, marketing_consent_text, marketing_consent_at, address_hash)
      values ('r-ticked', ${at}, 'A', 'alex@example.org', null, 'personal', '25', 1, ${WORDING}, ${at}, ${sha256('alex@example.org')}),
             ('r-older', ${earlierAt}, 'B', 'sam@example.org', null, 'personal', '25', 1, null, null, ${sha256('sam@example.org')}),
             ('r-no', ${at}, 'C', 'no@example.org', null, 'personal', '25', 0, null, null, ${sha256('no@example.org')}),
             ('r-phone', ${at}, 'D', null, '0151 496 0123', 'personal', '25', 1, ${WORDING}, ${at}, null)`.execute(
      before,
    );
    await before.destroy();

    const { database, announcements, consents } = await open({ kind: 'sqlite', file });
    expect(await consents()).toEqual([
      { registration_id: 'r-older', wording: null, requested_at: earlierAt, confirmed_at: null },
      { registration_id: 'r-ticked', wording: WORDING, requested_at: at, confirmed_at: null },
    ]);
    expect(await announcements.reach()).toMatchObject({ recipients: 0, waiting: 2 });
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
