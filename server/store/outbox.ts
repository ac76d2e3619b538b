/**
 * The outbox: every message the server sends is queued here, in the
 * transaction of the row that causes it, and a mail worker (server/mail/worker.ts)
 * claims, sends and marks it. Times are kept by the database's clock, so
 * several servers sharing the database agree on leases and retries.
 * `queue` is the one insert every kind of message goes through.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import { type Actor, writeAudit } from './audit.ts';
import { confirmationAddressKey } from './confirmation-address.ts';
import type { RegistrationsDatabase } from './database.ts';
import { type AnnouncementRate, claimMessages } from './outbox-claim.ts';
import { type Mailbox, type OutboxEntry, type OutgoingMessage, toEntry } from './outbox-message.ts';
import type { DatabaseSchema, OutboxStatus } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export type QueueAs = {
  registrationId: string;
  status: OutboxStatus;
  /** When it was queued (ISO), as the registration's time. */
  at: string;
  /** When its round of attempts began, by the database's clock. */
  queuedAt: RawBuilder<string>;
  /** When it may first be sent, by the database's clock. */
  due: RawBuilder<string>;
  domain: string;
};

const addressOf = (to: Mailbox | string) => (typeof to === 'string' ? to : to.address);

/** Queues one message in the caller's transaction, with the row that causes it. */
export async function queue(trx: Queryable, message: OutgoingMessage, as: QueueAs) {
  const id = randomUUID();
  await trx
    .insertInto('outbox')
    .values({
      id,
      registration_id: as.registrationId,
      kind: message.kind,
      recipient: addressOf(message.to),
      announcement_id: message.announcementId ?? null,
      address_key:
        message.kind === 'visitor-confirmation'
          ? confirmationAddressKey(addressOf(message.to))
          : null,
      subject: message.subject,
      message_id: `<${id}@${as.domain}>`,
      payload: JSON.stringify(message),
      status: as.status,
      attempts: 0,
      created_at: as.at,
      queued_at: as.queuedAt,
      next_attempt_at: as.due,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      sent_at: null,
    })
    .execute();
}

/** The outbox of one database: what the mail worker and the outbox command call. */
export function outboxStore(
  database: Pick<RegistrationsDatabase, 'db' | 'lockKey' | 'databaseTime' | 'addressHash'>,
) {
  const { db, databaseTime } = database;
  /**
   * Puts every held or failed message back in the queue, due at once by the
   * database's clock (a failed one with its retry schedule started again);
   * with an actor, recorded in the same transaction.
   */
  const requeueAll = (from: 'held' | 'failed', actor?: Actor) =>
    db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('outbox')
        .set({
          status: 'pending',
          ...(from === 'failed' && { attempts: 0 }),
          queued_at: databaseTime(),
          next_attempt_at: databaseTime(),
        })
        .where('status', '=', from)
        .executeTakeFirst();
      const n = Number(result.numUpdatedRows);
      if (actor)
        await writeAudit(trx, actor, from === 'held' ? 'release' : 'retry', { messages: n });
      return n;
    });

  return {
    /**
     * Takes up to `limit` due messages for `owner`, for `leaseMs` by the
     * database's clock, and counts an attempt on each. Each row is taken by
     * a conditional UPDATE … RETURNING that only succeeds while nobody else
     * holds a live lease, so two workers (in one process or several) never
     * both take the same message. Announcements come after every other due
     * message, and only as many as `announcements` (their rate) leaves.
     */
    async claim(owner: string, leaseMs: number, limit: number, announcements?: AnnouncementRate) {
      return claimMessages(database, { owner, leaseMs, limit }, announcements);
    },

    /**
     * Asked just before a message is handed to the mail server: true while
     * it is still queued and `owner`'s lease on it is live. Otherwise (it
     * was withdrawn by an erase or purge, or the lease ran out) it must not
     * be sent, and any lease `owner` still has on it is given back.
     */
    async beforeSend(id: string, owner: string): Promise<boolean> {
      const held = await db
        .selectFrom('outbox')
        .select('id')
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('lease_owner', '=', owner)
        .where('lease_until', '>', databaseTime())
        .executeTakeFirst();
      if (held) return true;
      await release(database, id, owner, { attempted: false });
      return false;
    },

    markSent: markSent.bind(null, database),

    markAttemptFailed: markAttemptFailed.bind(null, database),

    release: release.bind(null, database),

    /**
     * Sends the held confirmations: they become pending, due now, and count
     * towards the hour's ceiling from now. Returns how many. With an actor,
     * the release is recorded in the same transaction.
     */
    async releaseHeld(actor?: Actor): Promise<number> {
      return requeueAll('held', actor);
    },

    requeueOne: requeueOne.bind(null, database),

    /** The messages not yet sent: pending (with their next attempt), held and failed. */
    async unsent(): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '!=', 'sent')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toEntry);
    },

    async all(): Promise<OutboxEntry[]> {
      const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
      return rows.map(toEntry);
    },

    /**
     * Puts the failed messages back in the queue for a new round of
     * attempts: due at once, with the retry schedule started again. With an
     * actor, the retry is recorded in the same transaction.
     */
    async retryFailed(actor?: Actor): Promise<number> {
      return requeueAll('failed', actor);
    },
  };
}

/**
 * Records that the mail server accepted the message, if `owner` still
 * holds it. Returns false when it does not (withdrawn meanwhile, whose
 * lease is then given back, or taken over by another worker).
 */
export async function markSent(
  { db, databaseTime }: Pick<RegistrationsDatabase, 'db' | 'databaseTime'>,
  id: string,
  owner: string,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: eb
        .case()
        .when('status', '=', 'pending')
        .then('sent' as const)
        .else(eb.ref('status'))
        .end(),
      sent_at: databaseTime(),
      lease_owner: null,
      lease_until: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .returning('status')
    .executeTakeFirst();
  return result?.status === 'sent';
}

/**
 * Records a failed attempt by `owner`: tried again `retryInMs` from now
 * (by the database's clock), or failed for good when null.
 */
export async function markAttemptFailed(
  { db, databaseTime }: Pick<RegistrationsDatabase, 'db' | 'databaseTime'>,
  id: string,
  owner: string,
  error: string,
  retryInMs: number | null,
) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      status: eb
        .case()
        .when('status', '=', 'pending')
        .then(retryInMs === null ? ('failed' as const) : ('pending' as const))
        .else(eb.ref('status'))
        .end(),
      next_attempt_at: databaseTime(retryInMs ?? 0),
      last_error: error.slice(0, 500),
      lease_owner: null,
      lease_until: null,
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Gives back a message `owner` claimed: at once, and without counting
 * the claim as an attempt when it was never sent (a worker stopping).
 */
export async function release(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  id: string,
  owner: string,
  { attempted }: { attempted: boolean },
) {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      lease_owner: null,
      lease_until: null,
      ...(attempted ? {} : { attempts: eb('attempts', '-', 1) }),
    }))
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}

/**
 * Puts one failed or held message back in the queue, with its audit
 * entry; false when it was neither. A retry starts the retry schedule
 * again (attempts back to 0), as `registrations:outbox -- --retry` does.
 */
export async function requeueOne(
  { db, databaseTime }: Pick<RegistrationsDatabase, 'db' | 'databaseTime'>,
  messageId: string,
  from: 'failed' | 'held',
  actor: Actor,
  now = new Date(),
) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('outbox')
      // By the database's clock, as the worker and the hourly ceiling count: a released
      // confirmation counts from its release, whichever server's clock is off.
      .set({
        status: 'pending',
        attempts: 0,
        queued_at: databaseTime(),
        next_attempt_at: databaseTime(),
      })
      .where('id', '=', messageId)
      .where('status', '=', from as OutboxStatus)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await writeAudit(
      trx,
      actor,
      from === 'failed' ? 'retry' : 'release',
      { message: messageId },
      now,
    );
    return true;
  });
}
