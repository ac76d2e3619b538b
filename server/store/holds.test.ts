// @vitest-environment node
/**
 * Lead stages and unit holds in the store, on SQLite and on PostgreSQL: the
 * database refuses a second live hold of a unit (asked one after the other,
 * and by two stores at once), a hold ends by the database's clock whatever
 * the server's clock says, two servers on one PostgreSQL database end a hold
 * once, and the person's email reaches a real SMTP server exactly once, with
 * the unit, the price and the date and without their name or message.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer } from '../../scripts/lib/test-smtp-server.ts';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { holdOffer } from '../mail/hold-mail.ts';
import { smtpTransport } from '../mail/transport.ts';
import { startMailWorker } from '../mail/worker.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import { startHoldExpiry } from './hold-expiry.ts';
import { EXPIRED } from './holds.ts';
import { migrations } from './migrations.ts';
import { openRegistrationStore } from './registrations.ts';
import { openStaffStore } from './staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { verified } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const cleanUps: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

const robin: Registration = {
  name: 'Robin Quill',
  email: 'robin@example.org',
  phone: null,
  storageType: 'personal',
  unitSize: '50',
  moveInDate: null,
  message: 'Please ring after six, Robin',
  marketingOptIn: false,
  unitId: null,
};

const UNIT = { id: '1-A-3', sqft: 50 };
const FROM = '"Widnes Self Storage" <hello@example.co.uk>';

/** The stores of one server: one pool, as serve.ts opens them. */
async function open(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const store = await openRegistrationStore(database);
  const staff = await openStaffStore(database);
  cleanUps.push(() => database.close());
  /** The database's clock now, as an ISO time, moved by `offsetMs`. */
  const databaseNow = async (offsetMs: number) =>
    (
      await database.db
        .selectNoFrom(database.databaseTime(offsetMs).as('now'))
        .executeTakeFirstOrThrow()
    ).now;
  return { store, staff, databaseNow };
}

const holdFor = (registrationId: string, heldUntil: string) => ({
  unitId: UNIT.id,
  registrationId,
  heldUntil,
  availableOnPlan: true,
  message: (address: string) => holdOffer(address, UNIT, heldUntil, FROM),
  messageIdDomain: 'example.co.uk',
});

describe.each(databases.each)('holds on $name', { timeout: DATABASE_TEST_TIMEOUT }, (database) => {
  it('moves a lead between New and Contacted by Mark contacted, through the one stage update', async () => {
    const { store, staff } = await open(await database.fresh());
    const lead = (await store.add(robin, verified())).registration;
    // A minute apart, so the stage history's order is its times'.
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
    const stage = async () =>
      await staff.db
        .selectFrom('lead_status')
        .select(['stage', 'stage_by', 'contacted_by', 'note'])
        .where('registration_id', '=', lead.id)
        .executeTakeFirstOrThrow();
    expect(await staff.markContacted(lead.id, 'a@x.org', { note: 'Rang once' })).toBe(true);
    expect(await stage()).toEqual({
      stage: 'new',
      stage_by: null,
      contacted_by: null,
      note: 'Rang once',
    });
    await staff.markContacted(lead.id, 'a@x.org', { contacted: true }, at(1));
    expect(await stage()).toEqual({
      stage: 'contacted',
      stage_by: 'a@x.org',
      contacted_by: 'a@x.org',
      note: 'Rang once',
    });
    await staff.markContacted(lead.id, 'b@x.org', { contacted: false }, at(2));
    expect(await stage()).toMatchObject({ stage: 'new', stage_by: 'b@x.org', contacted_by: null });
    // A lead further on keeps its stage whatever the mark says.
    await staff.holds.setStage(lead.id, 'offered', 'a@x.org', at(3));
    await staff.markContacted(lead.id, 'a@x.org', { contacted: true }, at(4));
    expect((await stage()).stage).toBe('offered');
    expect((await staff.holds.stageHistory(lead.id)).map((c) => [c.stage, c.by])).toEqual([
      ['contacted', 'a@x.org'],
      ['new', 'b@x.org'],
      ['offered', 'a@x.org'],
    ]);
    expect(await staff.markContacted('no-such-lead', 'a@x.org', { contacted: true })).toBe(false);
  });

  it('refuses a second live hold of a unit, naming who holds it, and allows one again after release', async () => {
    const config = await database.fresh();
    const { store, staff } = await open(config);
    const first = (await store.add(robin, verified())).registration;
    const second = (await store.add({ ...robin, email: 'kim@example.org' }, verified()))
      .registration;
    const made = await staff.holds.hold(holdFor(first.id, '2030-01-31T23:59:59.999Z'), 'a@x.org');
    expect(made).toMatchObject({ held: { unitId: UNIT.id, registrationId: first.id } });
    const refused = await staff.holds.hold(
      holdFor(second.id, '2030-01-31T23:59:59.999Z'),
      'b@x.org',
    );
    expect(refused).toMatchObject({ refused: { createdBy: 'a@x.org', registrationId: first.id } });
    expect(await staff.holds.live()).toHaveLength(1);

    if (!('held' in made)) throw new Error('not held');
    expect(await staff.holds.release(made.held.id, 'a@x.org')).toBe(true);
    // Two servers (two pools) asking at the same moment: one hold. PostgreSQL
    // only: SQLite is one server's file.
    const other = database.name === 'PostgreSQL' ? (await open(config)).staff : staff;
    const raced = await Promise.all([
      staff.holds.hold(holdFor(first.id, '2030-01-31T23:59:59.999Z'), 'a@x.org'),
      other.holds.hold(holdFor(second.id, '2030-01-31T23:59:59.999Z'), 'b@x.org'),
    ]);
    expect(raced.filter((o) => 'held' in o)).toHaveLength(1);
    expect(raced.filter((o) => 'refused' in o)).toHaveLength(1);
    const audit = (await staff.auditLog()).map((e) => e.action);
    expect(audit.filter((a) => a === 'hold')).toHaveLength(2);
    expect(audit.filter((a) => a === 'release-hold')).toHaveLength(1);
  });

  it('ends a hold by the database’s clock, whatever the server’s clock says, and records it as expired', async () => {
    const { store, staff, databaseNow } = await open(await database.fresh());
    const lead = (await store.add(robin, verified())).registration;
    // The server's clock is years ahead: the expiry must not read it.
    const serverClock = new Date('2035-06-01T00:00:00Z');
    const held = await staff.holds.hold(
      holdFor(lead.id, await databaseNow(60_000)),
      'a@x.org',
      serverClock,
    );
    if (!('held' in held)) throw new Error('not held');
    expect(await staff.holds.expire()).toEqual([]);
    expect((await staff.availabilityOverrides()).get(UNIT.id)).toBe(false);

    await staff.db
      .updateTable('unit_holds')
      .set({ held_until: await databaseNow(-1) })
      .execute();
    expect(await staff.holds.expire()).toEqual([UNIT.id]);
    expect(await staff.holds.expire()).toEqual([]);
    expect((await staff.availabilityOverrides()).has(UNIT.id)).toBe(false);
    const entry = (await staff.auditLog()).find((e) => e.action === 'expire-hold');
    expect(entry).toMatchObject({
      email: EXPIRED,
      action: 'expire-hold',
      detail: { unit: UNIT.id, registration: lead.id },
    });
    expect(JSON.stringify(entry)).not.toContain('Robin');
    // The lead goes back to Offered, by "expired" (the server's clock put the hold later).
    const history = (await staff.holds.stageHistory(lead.id)).map((c) => `${c.stage} ${c.by}`);
    expect(history.sort()).toEqual(['held a@x.org', `offered ${EXPIRED}`]);
  });

  it('is ended by the server’s expiry job on its round, and taken away with the person when they are erased', async () => {
    const { store, staff, databaseNow } = await open(await database.fresh());
    const lead = (await store.add(robin, verified())).registration;
    expect(
      'held' in (await staff.holds.hold(holdFor(lead.id, await databaseNow(-1)), 'a@x.org')),
    ).toBe(true);
    const lines: string[] = [];
    const expiry = startHoldExpiry(staff.holds, {
      intervalMs: 50,
      log: (line) => lines.push(line),
    });
    cleanUps.push(() => expiry.stop());
    // Past its date, it reads as ended at once; the job's round records it.
    expect(await staff.holds.live()).toEqual([]);
    await expect
      .poll(() => lines, { timeout: 5_000 })
      .toEqual([`Holds ended by their date: ${UNIT.id}`]);

    expect(
      'held' in (await staff.holds.hold(holdFor(lead.id, '2030-01-31T23:59:59.999Z'), 'a@x.org')),
    ).toBe(true);
    await store.erase({ email: robin.email ?? '' });
    expect(await staff.holds.live()).toEqual([]);
    expect(await staff.holds.stageHistory(lead.id)).toEqual([]);
  });

  it('emails the person once, through the outbox to a real SMTP server, and nothing on release or expiry', async () => {
    const smtp = await startTestSmtpServer();
    cleanUps.push(() => smtp.close());
    const { store, staff, databaseNow } = await open(await database.fresh());
    const worker = startMailWorker({
      store,
      transport: smtpTransport(smtp.url),
      config: { retryDelaysMs: [100], giveUpAfterMs: 3_600_000, leaseMs: 8_000, pollMs: 50 },
      log: () => undefined,
    });
    cleanUps.push(() => worker.stop());
    const lead = (await store.add(robin, verified())).registration;
    const confirmations = () => smtp.messages.filter((m) => m.subject?.includes('registration'));
    const holdMails = () => smtp.messages.filter((m) => m.subject?.includes(UNIT.id));
    const until = '2030-01-31T23:59:59.999Z';
    const held = await staff.holds.hold(holdFor(lead.id, until), 'a@x.org');
    if (!('held' in held)) throw new Error('not held');
    expect(held.emailed).toBe(true);
    worker.wake();
    await expect.poll(() => holdMails().length, { timeout: 10_000 }).toBe(1);

    expect(await staff.holds.release(held.held.id, 'a@x.org')).toBe(true);
    const again = await staff.holds.hold(holdFor(lead.id, await databaseNow(-1)), 'a@x.org');
    await expect.poll(() => holdMails().length, { timeout: 10_000 }).toBe(2);
    expect(await staff.holds.expire()).toEqual([UNIT.id]);
    if (!('held' in again)) throw new Error('not held');
    worker.wake();
    // Time for anything a release or an expiry might have queued to go out.
    await sleep(500);
    expect(holdMails()).toHaveLength(2);
    expect(await store.outbox.unsent()).toEqual([]);

    const mail = holdMails()[0];
    expect(mail?.to).toMatchObject({ value: [{ address: 'robin@example.org', name: '' }] });
    const text = mail?.text ?? '';
    expect(text).toContain('unit 1-A-3, 50 sq ft, on Floor 1');
    expect(text).toContain('£90 a calendar month inc. VAT');
    expect(text).toContain('Goods must be insured: our cover from £2 a week');
    expect(text).toContain('until Thursday, 31 January 2030');
    expect(text).toMatch(/reply to this email/i);
    for (const own of ['Robin', 'Quill', 'ring after six'])
      expect(`${mail?.subject}${text}${mail?.html}`).not.toContain(own);
    expect(confirmations().length).toBeLessThanOrEqual(1);
  });
});

describe.each(databases.each)(
  'what a hold takes on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    const until = '2030-01-31T23:59:59.999Z';
    const holdOf = (registrationId: string, unitId: string, more: object = {}) => ({
      ...holdFor(registrationId, until),
      unitId,
      ...more,
    });

    it('refuses a unit taken on the plan, set not available or held, saying why, and sends nothing', async () => {
      const { store, staff } = await open(await database.fresh());
      const lead = (await store.add(robin, verified())).registration;
      const other = (await store.add({ ...robin, email: 'kim@example.org' }, verified()))
        .registration;
      expect(
        await staff.holds.hold(holdOf(lead.id, '1-A-1', { availableOnPlan: false }), 'a@x.org'),
      ).toEqual({ unavailable: { reason: 'taken' } });
      await staff.setAvailability([{ id: '1-A-2', available: false }], 'b@x.org', {
        action: 'status-change',
        detail: {},
      });
      expect(await staff.holds.hold(holdOf(lead.id, '1-A-2'), 'a@x.org')).toMatchObject({
        unavailable: { reason: 'not-available', by: 'b@x.org' },
      });
      // Taken on the plan, then set available by staff: it can be held.
      await staff.setAvailability([{ id: '1-A-1', available: true }], 'b@x.org', {
        action: 'status-change',
        detail: {},
      });
      const made = await staff.holds.hold(
        holdOf(lead.id, '1-A-1', { availableOnPlan: false }),
        'a@x.org',
      );
      expect(made).toMatchObject({ held: { unitId: '1-A-1' } });
      expect(await staff.holds.hold(holdOf(other.id, '1-A-1'), 'a@x.org')).toMatchObject({
        refused: { registrationId: lead.id },
      });
      const offers = (await store.outbox.all()).filter((m) => m.kind === 'hold-offer');
      expect(offers.map((m) => m.recipient)).toEqual([robin.email]);
    });

    it('holds a lead the human check did not verify only on staff’s word about its address, and records it', async () => {
      const { store, staff } = await open(await database.fresh());
      const lead = (await store.add(robin)).registration;
      expect(await staff.holds.hold(holdOf(lead.id, '1-A-1'), 'a@x.org')).toEqual({
        unconfirmed: true,
      });
      expect(await staff.holds.live()).toEqual([]);
      expect(await store.outbox.all()).toEqual([]);
      const made = await staff.holds.hold(
        holdOf(lead.id, '1-A-1', { confirmedAddress: true }),
        'a@x.org',
      );
      expect(made).toMatchObject({ held: { unitId: '1-A-1' }, emailed: true });
      expect((await store.outbox.all()).map((m) => m.recipient)).toEqual([robin.email]);
      const entry = (await staff.auditLog()).find((e) => e.action === 'hold');
      expect(entry?.detail).toMatchObject({ registration: lead.id, confirmedAddress: true });
    });

    it('reads a hold past its date as ended at once, whenever the expiry last ran, and holds the unit again', async () => {
      const { store, staff, databaseNow } = await open(await database.fresh());
      const lead = (await store.add(robin, verified())).registration;
      const other = (await store.add({ ...robin, email: 'kim@example.org' }, verified()))
        .registration;
      const made = await staff.holds.hold(holdFor(lead.id, until), 'a@x.org');
      if (!('held' in made)) throw new Error('not held');
      expect((await staff.availabilityOverrides()).get(UNIT.id)).toBe(false);
      // Its date passes; the expiry has not run.
      await staff.db
        .updateTable('unit_holds')
        .set({ held_until: await databaseNow(-1) })
        .execute();
      expect(await staff.holds.live()).toEqual([]);
      expect((await staff.availabilityOverrides()).has(UNIT.id)).toBe(false);
      expect(await staff.holds.hold(holdFor(other.id, until), 'b@x.org')).toMatchObject({
        held: { registrationId: other.id },
      });
      // Ended by the expiry first (its own entry), then held again.
      expect((await staff.auditLog()).map((e) => e.action).sort()).toEqual([
        'expire-hold',
        'hold',
        'hold',
      ]);
    });

    it('keeps a lead at Unit held while any of its holds is live, and moves it back when the last one ends', async () => {
      const { store, staff, databaseNow } = await open(await database.fresh());
      const lead = (await store.add(robin, verified())).registration;
      const stage = async () =>
        (
          await staff.db
            .selectFrom('lead_status')
            .select('stage')
            .where('registration_id', '=', lead.id)
            .executeTakeFirstOrThrow()
        ).stage;
      const holds = [];
      for (const unitId of ['1-A-1', '1-A-2', '1-A-3']) {
        const made = await staff.holds.hold(holdOf(lead.id, unitId), 'a@x.org');
        if (!('held' in made)) throw new Error('not held');
        holds.push(made.held);
      }
      const [first, second] = holds;
      expect(await staff.holds.release(first?.id ?? '', 'a@x.org')).toBe(true);
      expect(await stage()).toBe('held');
      await staff.db
        .updateTable('unit_holds')
        .set({ held_until: await databaseNow(-1) })
        .where('id', '=', second?.id ?? '')
        .execute();
      expect(await staff.holds.expire()).toEqual(['1-A-2']);
      expect(await stage()).toBe('held');
      await staff.db
        .updateTable('unit_holds')
        .set({ held_until: await databaseNow(-1) })
        .where('released_at', 'is', null)
        .execute();
      expect(await staff.holds.expire()).toEqual(['1-A-3']);
      expect(await stage()).toBe('offered');
    });
  },
);

/** A database as the release before lead stages left it (migrations up to 0007). */
async function migratedBefore0008(config: DatabaseConfig) {
  const dialect =
    config.kind === 'sqlite'
      ? new SqliteDialect({ database: new Database(config.file) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url }) });
  const db = new Kysely<Record<string, Record<string, unknown>>>({ dialect });
  const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0008'));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => earlier },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  }).migrateToLatest();
  if (error) throw error;
  return db;
}

describe.each(databases.each)(
  'lead stages on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('carry a lead marked Contacted before this release over to the Contacted stage, losing nothing', async () => {
      const config = await database.fresh();
      const before = await migratedBefore0008(config);
      const contacted = {
        registration_id: 'lead-1',
        contacted_at: '2026-11-02T09:00:00.000Z',
        contacted_by: 'owner@example.org',
        note: 'Wants a 50 by Christmas',
        updated_at: '2026-11-03T09:00:00.000Z',
      };
      const untouched = {
        ...contacted,
        registration_id: 'lead-2',
        contacted_at: null,
        contacted_by: null,
      };
      await before.insertInto('lead_status').values([contacted, untouched]).execute();
      await before.destroy();

      const { staff } = await open(config);
      const rows = await staff.db
        .selectFrom('lead_status')
        .selectAll()
        .orderBy('registration_id')
        .execute();
      expect(rows).toEqual([
        {
          ...contacted,
          stage: 'contacted',
          stage_at: contacted.contacted_at,
          stage_by: contacted.contacted_by,
        },
        { ...untouched, stage: 'new', stage_at: null, stage_by: null },
      ]);
      expect(await staff.holds.stageHistory('lead-1')).toEqual([
        { stage: 'contacted', at: contacted.contacted_at, by: contacted.contacted_by },
      ]);
    });
  },
);

describe('two servers on one PostgreSQL database', () => {
  it('end a hold once', { timeout: DATABASE_TEST_TIMEOUT }, async () => {
    const postgres = databases.each.find((d) => d.name === 'PostgreSQL');
    if (!postgres) throw new Error('no PostgreSQL');
    const config = await postgres.fresh();
    const { store, staff, databaseNow } = await open(config);
    const second = (await open(config)).staff;
    for (let round = 0; round < 5; round++) {
      const lead = (await store.add({ ...robin, email: `r${round}@example.org` }, verified()))
        .registration;
      const held = await staff.holds.hold(holdFor(lead.id, await databaseNow(-1)), 'a@x.org');
      expect('held' in held).toBe(true);
      const [a, b] = await Promise.all([staff.holds.expire(), second.holds.expire()]);
      expect([...a, ...b]).toEqual([UNIT.id]);
    }
    const expiries = (await staff.auditLog()).filter((e) => e.action === 'expire-hold');
    expect(expiries).toHaveLength(5);
  });
});
