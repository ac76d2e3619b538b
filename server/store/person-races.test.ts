// @vitest-environment node
/**
 * Erasure and unsubscribe against every writer about a person, on SQLite and
 * on PostgreSQL, where each side runs on a server of its own (two pools on
 * one database), with varied timing: a hold, a note with the contacted mark,
 * or a stage written beside an erase leaves nothing about the person and no
 * message behind; and an unsubscribe during an announcement's send to 400
 * people stops every copy to that address that a worker would hand over
 * after the unsubscribe answered.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { holdOffer } from '../mail/hold-mail.ts';
import type { MailTransport } from '../mail/transport.ts';
import { startMailWorker } from '../mail/worker.ts';
import { openAnnouncementStore } from './announcements.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import type { QueuedMessage } from './outbox-message.ts';
import { openRegistrationStore } from './registrations.ts';
import type { RegistrationsTable } from './schema.ts';
import { openStaffStore } from './staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { verified } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const cleanUps: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

const ROUNDS = 50;
const FROM = '"Widnes Self Storage" <hello@example.co.uk>';

const person = (email: string): Registration => ({
  name: 'Pat Racer',
  email,
  phone: null,
  storageType: 'personal',
  unitSize: '50',
  moveInDate: null,
  message: 'Evenings are best',
  marketingOptIn: true,
  unitId: null,
});

/** The stores of one server: one pool, as the server opens them. */
async function server(config: DatabaseConfig) {
  const database = await openDatabase(config);
  const store = await openRegistrationStore(database);
  const staff = await openStaffStore(database);
  const announcements = await openAnnouncementStore(database, { messageIdDomain: 'example.org' });
  cleanUps.push(() => database.close());
  return { store, staff, announcements, db: database.db, addressHash: database.addressHash };
}

/**
 * Two servers on one database. On PostgreSQL each has its own pool; an
 * SQLite file is one server's (its transactions take turns through the
 * file's write lock), so there both sides run on one.
 */
async function twoServers(config: DatabaseConfig) {
  const one = await server(config);
  const two = config.kind === 'postgres' ? await server(config) : one;
  return [one, two] as const;
}

/** Runs `run` after a random pause of up to `ms` (none at times), so each round meets the other side at another point. */
const afterPause = async <T>(ms: number, run: () => Promise<T>) => {
  const pause = Math.random() * ms;
  if (pause > ms / 4) await sleep(pause);
  return run();
};

/** How many rows are left about anyone in every table an erase empties of a person. */
async function leftAboutAnyone({ db }: Awaited<ReturnType<typeof server>>) {
  const counts: Record<string, number> = {};
  for (const table of [
    'registrations',
    'outbox',
    'lead_status',
    'lead_stage_changes',
    'unit_holds',
    'unsubscribe_tokens',
  ] as const) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

const nothing = {
  registrations: 0,
  outbox: 0,
  lead_status: 0,
  lead_stage_changes: 0,
  unit_holds: 0,
  unsubscribe_tokens: 0,
};

type Writer = (
  two: Awaited<ReturnType<typeof server>>,
  lead: { id: string; email: string },
  round: number,
) => Promise<unknown>;

/** The writers about a person that race the erase, each as staff would call it. */
const writers: Record<string, Writer> = {
  'a hold': (two, lead, round) => {
    const unit = { id: `1-R-${round}`, sqft: 50 };
    const heldUntil = '2099-01-31T23:59:59.999Z';
    return two.staff.holds.hold(
      {
        unitId: unit.id,
        registrationId: lead.id,
        heldUntil,
        availableOnPlan: true,
        message: (address) => holdOffer(address, unit, heldUntil, FROM),
        messageIdDomain: 'example.org',
      },
      'a@x.org',
    );
  },
  'a note and the contacted mark': (two, lead) =>
    two.staff.markContacted(lead.id, 'a@x.org', { contacted: true, note: 'Rang, call back' }),
  'a stage': (two, lead) => two.staff.holds.setStage(lead.id, 'offered', 'a@x.org'),
};

describe.each(databases.each)('on $name', { timeout: DATABASE_TEST_TIMEOUT }, (database) => {
  it(`${ROUNDS} rounds of a hold, a note with the contacted mark and a stage, each against an erase on another server, leave nothing about the person and no message`, async () => {
    const [one, two] = await twoServers(await database.fresh());
    for (let round = 0; round < ROUNDS; round++) {
      const email = `racer${round}@example.org`;
      const lead = (await one.store.add(person(email), verified())).registration;
      // A link from an earlier announcement: it goes with the person too.
      await one.announcements.unsubscribeToken(email, lead.id);
      const written = await Promise.all([
        ...Object.values(writers).map((write) =>
          afterPause(4, () => write(two, { id: lead.id, email }, round)),
        ),
        afterPause(4, () => one.store.erase({ email })),
      ]);
      // Each written first and erased with the person, or refused as for nobody.
      for (const outcome of written.slice(0, -1).map((w) => JSON.stringify(w).slice(0, 12)))
        expect(['false', 'true', '{"held":{"id', '{"notFound":']).toContain(outcome);
    }
    expect(await leftAboutAnyone(one)).toEqual(nothing);
  });

  it('an unsubscribe during a send to 400 people: once it has answered, no claim returns that address and nothing is handed over to it', async () => {
    const [one, two] = await twoServers(await database.fresh());
    const now = new Date().toISOString();
    const addresses = Array.from({ length: 400 }, (_, i) => `p${i}@example.org`);
    const rows: RegistrationsTable[] = addresses.map((email, i) => ({
      id: randomUUID(),
      created_at: new Date(Date.parse(now) - (400 - i) * 1000).toISOString(),
      name: 'Waiting List',
      email,
      phone: null,
      storage_type: 'personal',
      unit_size: '25',
      move_in_date: null,
      message: null,
      marketing_opt_in: 1,
      unit_id: null,
      unverified_reason: null,
      marketing_consent_text: 'Yes, email me',
      marketing_consent_at: now,
      fingerprint: null,
      address_hash: one.addressHash(email),
    }));
    for (let start = 0; start < rows.length; start += 100) {
      const batch = rows.slice(start, start + 100);
      await one.db.insertInto('registrations').values(batch).execute();
      // Each confirmed from their mailbox, so each is in the audience.
      await one.db
        .insertInto('marketing_consents')
        .values(
          batch.map((r) => ({
            registration_id: r.id,
            wording: 'Yes, email me',
            requested_at: now,
            confirmed_at: now,
          })),
        )
        .execute();
    }
    // Every eighth address unsubscribes, each at its own moment of the send.
    const leaving = addresses.filter((_, i) => i % 8 === 3);
    expect(leaving.length).toBeGreaterThanOrEqual(ROUNDS);
    const tokens = await Promise.all(leaving.map((a) => one.announcements.unsubscribeToken(a)));
    const id = await one.announcements.save(
      { subject: 'We are open', body: 'Come and see us.' },
      'owner@example.org',
      new Date(),
    );
    if (!id) throw new Error('no draft');

    const answered = new Map<string, number>();
    const handedOver: { to: string; at: number }[] = [];
    const claims: { at: number; to: string[] }[] = [];
    const addressOf = (m: QueuedMessage) => (typeof m.to === 'string' ? m.to : m.to.address);
    const transport: MailTransport = {
      // Sent when the mail server has it all: the end of the send, which takes a moment.
      async send(message) {
        await sleep(Math.random() * 3);
        handedOver.push({ to: addressOf(message), at: performance.now() });
      },
      close: () => undefined,
    };
    // A worker on each server, its claims watched.
    const workers = [one, two].map(({ store }) =>
      startMailWorker({
        store: {
          outbox: {
            ...store.outbox,
            claim: async (...args: Parameters<typeof store.outbox.claim>) => {
              const at = performance.now();
              const claimed = await store.outbox.claim(...args);
              claims.push({ at, to: claimed.map(addressOf) });
              return claimed;
            },
          },
        },
        transport,
        config: { retryDelaysMs: [100], giveUpAfterMs: 3_600_000, leaseMs: 60_000, pollMs: 10 },
        concurrency: 50,
        log: () => undefined,
      }),
    );
    cleanUps.push(() => Promise.all(workers.map((w) => w.stop())));

    const compose = announcementComposer(FROM);
    await Promise.all([
      one.announcements.send(id, 'owner@example.org', compose, new Date()),
      ...leaving.map((address, i) =>
        afterPause(400, async () => {
          expect(await two.announcements.unsubscribe(tokens[i] as string)).toBe(true);
          answered.set(address, performance.now());
        }),
      ),
    ]);
    const pending = async () =>
      Number(
        (
          await one.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('status', '=', 'pending')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect.poll(pending, { timeout: 20_000, interval: 50 }).toBe(0);

    for (const address of leaving) {
      const at = answered.get(address) ?? 0;
      expect(handedOver.filter((h) => h.to === address && h.at > at)).toEqual([]);
      expect(claims.filter((c) => c.at > at && c.to.includes(address))).toEqual([]);
    }
    // Everyone else got theirs, once.
    const others = handedOver.filter((h) => !leaving.includes(h.to)).map((h) => h.to);
    expect(others.length).toBe(addresses.length - leaving.length);
    expect(new Set(others).size).toBe(others.length);
  });
});
