/**
 * The registrations and their outbox, stored through the one database module
 * (database.ts). Every call is asynchronous and every write is committed
 * before its promise resolves, so the endpoint answers 201 only for a row
 * (and the messages it causes) that is on disk. Every query is Kysely's query
 * builder, with nothing specific to SQLite, so it runs on PostgreSQL as well.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { type DatabaseConfig, databaseConfig, openDatabase } from './database.ts';
import type { DatabaseSchema, OutboxTable, RegistrationsTable } from './database-schema.ts';

export type SpamReason = 'honeypot' | 'too-fast';

export type StoredRegistration = Registration & {
  id: string;
  createdAt: string;
  spamReason: SpamReason | null;
  /** The opt-in's wording as shown, and when it was given (null without opt-in). */
  marketingConsent: { text: string; at: string } | null;
};

export type MessageKind = 'visitor-confirmation' | 'staff-notification';

/** A message as it is queued: everything needed to send it again, unchanged. */
export type OutgoingMessage = {
  kind: MessageKind;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

export type QueuedMessage = OutgoingMessage & {
  id: string;
  registrationId: string;
  /** The Message-ID header, the same on every attempt. */
  messageId: string;
  attempts: number;
  queuedAt: string;
  /** When it was claimed, by the database's clock. */
  claimedAt: string;
};

export type OutboxEntry = {
  id: string;
  kind: MessageKind;
  recipient: string;
  subject: string;
  status: OutboxTable['status'];
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  lastError: string | null;
};

/** Two identical registrations within this time are stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

export type AddOptions = {
  now?: Date;
  spamReason?: SpamReason | null;
  /** The opt-in's wording the visitor saw (kept only when they ticked it). */
  marketingConsentText?: string;
  /** The messages the registration causes, queued in its transaction. */
  compose?: (stored: StoredRegistration) => OutgoingMessage[];
  /** The domain of the Message-ID headers (the sender's). */
  messageIdDomain?: string;
};

export type AddResult = { registration: StoredRegistration; duplicate: boolean };

const fromRow = (row: RegistrationsTable): StoredRegistration => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  storageType: row.storage_type,
  unitSize: row.unit_size,
  moveInDate: row.move_in_date,
  message: row.message,
  marketingOptIn: row.marketing_opt_in === 1,
  unitId: row.unit_id,
  spamReason: row.spam_reason as SpamReason | null,
  marketingConsent:
    row.marketing_consent_text && row.marketing_consent_at
      ? { text: row.marketing_consent_text, at: row.marketing_consent_at }
      : null,
});

const toQueued = (row: OutboxTable, leaseMs: number): QueuedMessage => {
  const payload = JSON.parse(row.payload) as OutgoingMessage;
  return {
    ...payload,
    id: row.id,
    registrationId: row.registration_id,
    messageId: row.message_id,
    attempts: row.attempts,
    queuedAt: row.queued_at,
    claimedAt: new Date(Date.parse(row.lease_until ?? '') - leaseMs).toISOString(),
  };
};

const toEntry = (row: OutboxTable): OutboxEntry => ({
  id: row.id,
  kind: row.kind as MessageKind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
});

/** What identifies "the same registration": every field, with case and spacing of the email ignored. */
export function registrationFingerprint(r: Registration): string {
  const fields = [
    r.name,
    r.email?.toLowerCase() ?? '',
    r.phone?.replace(/\s+/g, '') ?? '',
    r.storageType,
    r.unitSize,
    r.moveInDate ?? '',
    r.message ?? '',
    r.marketingOptIn ? 'yes' : 'no',
    r.unitId ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export type RegistrationStore = Awaited<ReturnType<typeof openRegistrationStore>>;

/** How often an erase or purge looks again while a worker is still sending one of the messages. */
const WITHDRAW_POLL_MS = 100;

export type RemovalOptions = {
  /** Told, once, that the removal waits for a message being sent (until `until` at most). */
  onWait?: (messages: number, until: string) => void;
};

/** What erase and purge commands print when they wait (see RemovalOptions.onWait). */
export function removalWaitNotice(messages: number, until: string): string {
  return `Waiting for ${messages === 1 ? 'a message' : `${messages} messages`} being sent at this moment to finish (at the latest ${until}), so that nothing more goes out for them.`;
}

/** Messages an erase or purge must wait for: a worker holds a live lease on them. */
type Busy = { leased: number; until: string };

/** What an erase or purge removed. */
export type Removed = {
  registrations: { id: string; createdAt: string }[];
  messageIds: string[];
};

/** Opens the configured database (creating and migrating it if needed). */
export async function openRegistrationStore(config: DatabaseConfig = databaseConfig()) {
  const { db, location, lockKey, databaseTime, close } = await openDatabase(config);
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
   * Deletes the registrations `select` finds, with every message they caused,
   * so that once it returns nothing more is sent or written for them. In one
   * transaction it withdraws their unsent messages (no worker claims them
   * again, and a worker that has claimed one gives it back without sending,
   * see outbox.beforeSend) and checks for live leases. While a worker still
   * holds one, it may be handing that message to the mail server or writing
   * its file: the removal then commits the withdrawal, waits, and looks
   * again. A worker gives a lease back as soon as its send ends, and abandons
   * any send well before its lease runs out (mail-worker.ts), so the wait is
   * at most the send in progress, and never longer than the lease. When no
   * lease is live, the rows go in that same transaction.
   */
  async function removeWithMessages(
    select: (trx: Kysely<DatabaseSchema>) => Promise<{ id: string; created_at: string }[]>,
    options: RemovalOptions,
  ): Promise<Removed> {
    let told = false;
    for (;;) {
      const outcome = await db.transaction().execute(async (trx): Promise<Removed | Busy> => {
        const matches = await select(trx);
        const ids = matches.map((r) => r.id);
        const registrations = matches.map((r) => ({ id: r.id, createdAt: r.created_at }));
        if (ids.length === 0) return { registrations, messageIds: [] };
        await trx
          .updateTable('outbox')
          .set({ status: 'withdrawn' })
          .where('registration_id', 'in', ids)
          .where('status', 'not in', ['sent', 'withdrawn'])
          .execute();
        const leased = await trx
          .selectFrom('outbox')
          .select('lease_until')
          .where('registration_id', 'in', ids)
          .where('lease_owner', 'is not', null)
          .where('lease_until', '>=', databaseTime())
          .orderBy('lease_until', 'desc')
          .execute();
        if (leased.length > 0)
          return { leased: leased.length, until: leased[0]?.lease_until ?? '' };
        // Every message their registrations caused: the confirmation to them and the staff copy.
        const messageIds = (
          await trx
            .deleteFrom('outbox')
            .where('registration_id', 'in', ids)
            .returning('id')
            .execute()
        ).map((m) => m.id);
        await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
        return { registrations, messageIds };
      });
      if (!('leased' in outcome)) return outcome;
      if (!told) options.onWait?.(outcome.leased, outcome.until);
      told = true;
      await sleep(WITHDRAW_POLL_MS);
    }
  }

  return {
    /** Where the registrations are kept, for messages to staff. */
    location,

    /**
     * Stores one registration and queues the messages it causes, in one
     * transaction: both are committed when the promise resolves. The same
     * registration sent again within ten minutes is not stored again: the
     * first one is returned, with `duplicate: true`.
     */
    async add(registration: Registration, options: AddOptions = {}): Promise<AddResult> {
      const now = options.now ?? new Date();
      const createdAt = now.toISOString();
      const fingerprint = registrationFingerprint(registration);
      return db.transaction().execute(async (trx) => {
        // Two copies arriving at once (at two servers) are checked one after the other.
        await lockKey(trx, fingerprint);
        const earlier = await trx
          .selectFrom('registrations')
          .selectAll()
          .where('fingerprint', '=', fingerprint)
          .where('created_at', '>=', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
          .orderBy('created_at')
          .executeTakeFirst();
        if (earlier) return { registration: fromRow(earlier), duplicate: true };

        const consentText = registration.marketingOptIn
          ? (options.marketingConsentText ?? null)
          : null;
        const row: RegistrationsTable = {
          id: randomUUID(),
          created_at: createdAt,
          name: registration.name,
          email: registration.email,
          phone: registration.phone,
          storage_type: registration.storageType,
          unit_size: registration.unitSize,
          move_in_date: registration.moveInDate,
          message: registration.message,
          marketing_opt_in: registration.marketingOptIn ? 1 : 0,
          unit_id: registration.unitId,
          spam_reason: options.spamReason ?? null,
          marketing_consent_text: consentText,
          marketing_consent_at: consentText === null ? null : createdAt,
          fingerprint,
        };
        await trx.insertInto('registrations').values(row).execute();
        const stored = fromRow(row);
        const messages = options.compose?.(stored) ?? [];
        const domain = options.messageIdDomain ?? 'localhost';
        for (const message of messages) {
          const id = randomUUID();
          await trx
            .insertInto('outbox')
            .values({
              id,
              registration_id: stored.id,
              kind: message.kind,
              recipient: message.to,
              subject: message.subject,
              message_id: `<${id}@${domain}>`,
              payload: JSON.stringify(message),
              status: 'pending',
              attempts: 0,
              created_at: createdAt,
              // The outbox keeps time by the database's clock (see outbox.claim).
              queued_at: databaseTime(),
              next_attempt_at: databaseTime(),
              lease_owner: null,
              lease_until: null,
              last_error: null,
              sent_at: null,
            })
            .execute();
        }
        return { registration: stored, duplicate: false };
      });
    },

    async find(id: string): Promise<StoredRegistration | undefined> {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    /** Every stored registration, flagged ones included. */
    async count(): Promise<number> {
      return (await this.counts()).all;
    },

    /** How many are stored, and how many of them are flagged by a spam check. */
    async counts(): Promise<{ all: number; flagged: number }> {
      const row = await db
        .selectFrom('registrations')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('all'),
          eb.fn.count<number | string>('spam_reason').as('flagged'),
        ])
        .executeTakeFirstOrThrow();
      return { all: Number(row.all), flagged: Number(row.flagged) };
    },

    /**
     * The registrations made on or after `from` (an ISO date or time), oldest
     * first; those flagged by a spam check only when asked.
     */
    async list(from = '', { includeFlagged = false } = {}): Promise<StoredRegistration[]> {
      let query = db
        .selectFrom('registrations')
        .selectAll()
        .where('created_at', '>=', from)
        .orderBy('created_at')
        .orderBy('id');
      if (!includeFlagged) query = query.where('spam_reason', 'is', null);
      return (await query.execute()).map(fromRow);
    },

    /**
     * Erases every registration with this email address (any case) or this
     * id, and every message they caused, sent or not. Returns what went.
     * Waits for a message of theirs being sent at that moment (see
     * removeWithMessages): once it returns, nothing more goes out for them.
     */
    async erase(who: { email: string } | { id: string }, options: RemovalOptions = {}) {
      const address = 'email' in who ? who.email.trim().toLowerCase() : '';
      return removeWithMessages(
        (trx) =>
          trx
            .selectFrom('registrations')
            .select(['id', 'created_at'])
            .where((eb) =>
              'email' in who ? eb(eb.fn('lower', ['email']), '=', address) : eb('id', '=', who.id),
            )
            .orderBy('created_at')
            .execute(),
        options,
      );
    },

    /**
     * Deletes the registrations made before `before` (ISO) and their
     * messages, waiting as erase does for a message being sent.
     */
    async purge(before: string, options: RemovalOptions = {}) {
      const removed = await removeWithMessages(
        (trx) =>
          trx
            .selectFrom('registrations')
            .select(['id', 'created_at'])
            .where('created_at', '<', before)
            .orderBy('created_at')
            .execute(),
        options,
      );
      return { registrations: removed.registrations.length, messageIds: removed.messageIds };
    },

    outbox: {
      /**
       * Takes up to `limit` due messages for `owner`, for `leaseMs` by the
       * database's clock, and counts an attempt on each. Each row is taken by
       * a conditional UPDATE … RETURNING that only succeeds while nobody else
       * holds a live lease, so two workers (in one process or several) never
       * both take the same message.
       */
      async claim(owner: string, leaseMs: number, limit: number) {
        const due = await leaseIsFree().orderBy('next_attempt_at').limit(limit).execute();
        const claimed: QueuedMessage[] = [];
        for (const { id } of due) {
          const row = await db
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
            .where((eb) =>
              eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', databaseTime())]),
            )
            .returningAll()
            .executeTakeFirst();
          if (row) claimed.push(toQueued(row, leaseMs));
        }
        return claimed;
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
        await this.release(id, owner, { attempted: false });
        return false;
      },

      /**
       * Records that the mail server accepted the message, if `owner` still
       * holds it. Returns false when it does not (withdrawn meanwhile, whose
       * lease is then given back, or taken over by another worker).
       */
      async markSent(id: string, owner: string): Promise<boolean> {
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
      },

      /**
       * Records a failed attempt by `owner`: tried again `retryInMs` from now
       * (by the database's clock), or failed for good when null.
       */
      async markAttemptFailed(id: string, owner: string, error: string, retryInMs: number | null) {
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
      },

      /**
       * Gives back a message `owner` claimed: at once, and without counting
       * the claim as an attempt when it was never sent (a worker stopping).
       */
      async release(id: string, owner: string, { attempted }: { attempted: boolean }) {
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
      },

      /** The messages not yet sent: pending (with their next attempt) and failed. */
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
       * attempts: due at once, with the retry schedule started again.
       */
      async retryFailed(): Promise<number> {
        const result = await db
          .updateTable('outbox')
          .set({
            status: 'pending',
            attempts: 0,
            queued_at: databaseTime(),
            next_attempt_at: databaseTime(),
          })
          .where('status', '=', 'failed')
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
    },

    close,
  };
}
