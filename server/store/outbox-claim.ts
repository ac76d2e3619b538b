/**
 * Claiming due messages for a worker: each by a conditional UPDATE …
 * RETURNING that succeeds only while nobody else holds a live lease, so two
 * workers (in one process or several) never both take the same message.
 * Announcements come after every other due message, at their own rate
 * (MAIL_ANNOUNCEMENTS_PER_MINUTE), shared by every server under one lock,
 * and each is checked against the do-not-contact list as it is claimed,
 * under the lock its address's unsubscribe writes under.
 */
import type { Kysely, Transaction } from 'kysely';
import type { RegistrationsDatabase } from './database.ts';
import { doNotContactLock, unsubscribedAt } from './do-not-contact.ts';
import { NO_REGISTRATION, type QueuedMessage, toQueued } from './outbox-message.ts';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type Database = Pick<RegistrationsDatabase, 'db' | 'lockKey' | 'databaseTime' | 'addressHash'>;

/** At most `perWindow` announcements are sent in any `windowMs` (MAIL_ANNOUNCEMENTS_PER_MINUTE). */
export type AnnouncementRate = { perWindow: number; windowMs: number };

const UNLIMITED: AnnouncementRate = { perWindow: Number.POSITIVE_INFINITY, windowMs: 60_000 };

/** The lock every decision about the announcements' rate takes, on every server. */
const ANNOUNCEMENT_RATE_LOCK = 'outbox:announcement-rate';

type Claim = { owner: string; leaseMs: number };

/**
 * Of the due announcements, those whose address is on the do-not-contact
 * list, read under each address's lock, the one its unsubscribe writes
 * under (unsubscribes.ts): an unsubscribe that answered before is seen,
 * and one still writing is waited for. Those are withdrawn, never sent.
 */
async function onTheList(
  { lockKey, addressHash }: Pick<Database, 'lockKey' | 'addressHash'>,
  trx: Transaction<DatabaseSchema>,
  due: { id: string; recipient: string }[],
) {
  const hashes = due.map((m) => addressHash(m.recipient));
  // In one order, so two claims never wait for each other.
  for (const hash of [...new Set(hashes)].sort()) await lockKey(trx, doNotContactLock(hash));
  const standing = await unsubscribedAt(trx, hashes);
  const stopped = due.filter((_, i) => standing[i] !== null).map((m) => m.id);
  if (stopped.length > 0)
    await trx
      .updateTable('outbox')
      .set({ status: 'withdrawn' })
      .where('id', 'in', stopped)
      .where('status', '=', 'pending')
      .execute();
  return new Set(stopped);
}

function claiming({ db, lockKey, databaseTime, addressHash }: Database) {
  const leaseIsFree = () =>
    db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', databaseTime())
      .where((eb) =>
        eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseTime())]),
      );

  /**
   * Takes one due message for `owner` by a conditional UPDATE … RETURNING
   * that only succeeds while nobody else holds a live lease, and counts an
   * attempt on it.
   */
  async function claimOne(trx: Queryable, id: string, owner: string, leaseMs: number) {
    const row = await trx
      .updateTable('outbox')
      .set((eb) => ({
        lease_owner: owner,
        lease_until: databaseTime(leaseMs),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      // The lease conditions on the row itself, not in a subquery: PostgreSQL
      // re-checks them on the row a concurrent claim has just updated, so
      // only one of two racing workers gets it.
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', databaseTime())
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseTime())]))
      .returningAll()
      .executeTakeFirst();
    return row ? toQueued(row, leaseMs) : null;
  }

  /**
   * Takes up to `room` due announcements, as many as the rate leaves: those
   * sent within the window and those being sent now (a live lease) count
   * against it, by the database's clock. The count and the claims are made
   * under one lock, so workers on several servers share one rate.
   */
  async function claimAnnouncements(
    owner: string,
    leaseMs: number,
    room: number,
    rate: AnnouncementRate,
  ) {
    // Most passes have none due: they take no lock.
    const any = await leaseIsFree().where('kind', '=', 'announcement').limit(1).execute();
    if (any.length === 0) return [];
    return db.transaction().execute(async (trx) => {
      await lockKey(trx, ANNOUNCEMENT_RATE_LOCK);
      // A write first, which changes nothing: on SQLite the transaction then
      // holds the write lock from the start (another connection waits for it
      // rather than failing as "locked" when a reader turns writer).
      await trx
        .updateTable('outbox')
        .set((eb) => ({ lease_owner: eb.ref('lease_owner') }))
        .where('id', '=', NO_REGISTRATION)
        .execute();
      const { used } = await trx
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('used'))
        .where('kind', '=', 'announcement')
        .where((eb) =>
          eb.or([
            eb('sent_at', '>=', databaseTime(-rate.windowMs)),
            eb.and([eb('lease_owner', 'is not', null), eb('lease_until', '>=', databaseTime())]),
          ]),
        )
        .executeTakeFirstOrThrow();
      const allowed = Math.min(room, rate.perWindow - Number(used));
      if (allowed <= 0) return [];
      const due = await trx
        .selectFrom('outbox')
        .select(['id', 'recipient'])
        .where('kind', '=', 'announcement')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', databaseTime())
        .where((eb) =>
          eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseTime())]),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(allowed)
        .execute();
      const unsubscribed = await onTheList({ lockKey, addressHash }, trx, due);
      const claimed: QueuedMessage[] = [];
      for (const { id } of due) {
        if (unsubscribed.has(id)) continue;
        const row = await claimOne(trx, id, owner, leaseMs);
        if (row) claimed.push(row);
      }
      return claimed;
    });
  }

  return { leaseIsFree, claimOne, claimAnnouncements };
}

/**
 * Takes up to `limit` due messages for `owner`, for `leaseMs` by the
 * database's clock, and counts an attempt on each. Each row is taken by
 * a conditional UPDATE … RETURNING that only succeeds while nobody else
 * holds a live lease, so two workers (in one process or several) never
 * both take the same message. Announcements come after every other due
 * message, and only as many as `announcements` (their rate) leaves.
 */
export async function claimMessages(
  database: Database,
  { owner, leaseMs, limit }: Claim & { limit: number },
  announcements: AnnouncementRate = UNLIMITED,
) {
  const { leaseIsFree, claimOne, claimAnnouncements } = claiming(database);
  const claimed: QueuedMessage[] = [];
  // Everything else first: an announcement to the whole list never delays a confirmation.
  const due = await leaseIsFree()
    .where('kind', '!=', 'announcement')
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  for (const { id } of due) {
    const row = await claimOne(database.db, id, owner, leaseMs);
    if (row) claimed.push(row);
  }
  const room = limit - claimed.length;
  if (room > 0) claimed.push(...(await claimAnnouncements(owner, leaseMs, room, announcements)));
  return claimed;
}
