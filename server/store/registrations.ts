/**
 * The registrations and their outbox, stored through the one database module
 * (server/store/database.ts). Every call is asynchronous and every write is committed
 * before its promise resolves, so the endpoint answers 201 only for a row
 * (and the messages it causes) that is on disk. Every query is Kysely's query
 * builder, with nothing specific to SQLite, so it runs on PostgreSQL as well.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { type Actor, writeAudit } from './audit.ts';
import { confirmationAddressKey } from './confirmation-address.ts';
import { type DatabaseSource, databaseFrom, type RegistrationsDatabase } from './database.ts';
import { unsubscribedAt } from './do-not-contact.ts';
import type {
  DatabaseSchema,
  LeadStatusTable,
  OutboxStatus,
  OutboxTable,
  RegistrationsTable,
} from './schema.ts';

/**
 * Why a registration is not verified as sent by a person's browser:
 * - 'no-proof': no proof of work came with it (posted without JavaScript, or by a script);
 * - 'check-unfinished': the browser said its check did not finish in time;
 * - 'invalid-proof', 'expired-proof', 'reused-proof': a proof came, but it is
 *   not one the server issued and the browser solved, it is too old, or it was
 *   used before;
 * - 'honeypot': the hidden field people never see was filled in;
 * - 'before-check', 'too-fast': stored before the check existed (too-fast:
 *   flagged by the timer it replaced).
 */
export type UnverifiedReason =
  | 'no-proof'
  | 'check-unfinished'
  | 'invalid-proof'
  | 'expired-proof'
  | 'reused-proof'
  | 'honeypot'
  | 'before-check'
  | 'too-fast';

export type StoredRegistration = Registration & {
  id: string;
  createdAt: string;
  /** null when the human check verified it. */
  unverifiedReason: UnverifiedReason | null;
  /** The opt-in's wording as shown, and when it was given (null without opt-in). */
  marketingConsent: { text: string; at: string } | null;
};

/**
 * 'staff-alert': the one message saying confirmations are being held (not
 * tied to one registration). 'hold-offer': a unit held for a person by staff
 * (server/mail/hold-mail.ts). 'announcement': one person's copy of an announcement to
 * the waiting list, sent at a limited rate after all other mail
 * (server/store/announcements.ts); 'announcement-test': its test to staff.
 */
export type MessageKind =
  | 'visitor-confirmation'
  | 'staff-notification'
  | 'staff-alert'
  /** A unit held for a person by staff (hold-mail.ts). */
  | 'hold-offer'
  | 'announcement'
  | 'announcement-test';

/**
 * An address as the mail library takes it: name and address apart, so
 * nothing in either can become another header or another recipient.
 */
export type Mailbox = { name: string; address: string };

/** A message as it is queued: everything needed to send it again, unchanged. */
export type OutgoingMessage = {
  kind: MessageKind;
  /** Configured addresses (MAIL_FROM, STAFF_EMAIL) are strings; anything from a visitor is a Mailbox. */
  from: string;
  to: Mailbox | string;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html?: string;
  /** The announcement it is a copy of. */
  announcementId?: string;
  /**
   * It carries an unsubscribe link: made as it is handed over (see
   * MailWorkerOptions.prepare), in place of UNSUBSCRIBE_SLOT in its text and
   * HTML, and in its List-Unsubscribe header.
   */
  unsubscribe?: true;
};

/** Where an announcement's unsubscribe link goes once it is made (never a character a body may hold). */
export const UNSUBSCRIBE_SLOT = '\u0000unsubscribe-link\u0000';

export type QueuedMessage = OutgoingMessage & {
  id: string;
  registrationId: string;
  /** The Message-ID header, the same on every attempt. */
  messageId: string;
  attempts: number;
  queuedAt: string;
  /** When it was claimed, by the database's clock. */
  claimedAt: string;
  /** The one-click unsubscribe address (RFC 8058), set as it is handed over. */
  listUnsubscribe?: string;
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

/** The outbox's registration id for a message about no one registration (the held alert). */
export const NO_REGISTRATION = '';

/** One address gets at most one confirmation in this time, however many registrations name it. */
export const CONFIRMATION_PER_ADDRESS_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** A proof of work the server issued, checked as solved and unexpired: still to be used once. */
export type FreshProof = { id: string; expiresAt: Date };

export type AddOptions = {
  now?: Date;
  /**
   * The human check's outcome before the store's own part: a fresh proof to
   * spend (the registration is verified if it was not used before), or the
   * reason it is not verified. Neither: not verified, 'no-proof'.
   */
  verification?: { proof: FreshProof } | { reason: UnverifiedReason };
  /** Confirmations sent in an hour before the rest are held (MAIL_CONFIRMATIONS_PER_HOUR). */
  confirmationsPerHour?: number;
  /** The alert to staff that confirmations are held, with how many; queued once per spell of holding. */
  heldAlert?: (held: number) => OutgoingMessage;
  /** How long the alert waits before it goes, so the count takes in a burst (its count is kept up to date until then). */
  heldAlertDelayMs?: number;
  /** The opt-in's wording the visitor saw (kept only when they ticked it). */
  marketingConsentText?: string;
  /** The messages the registration causes, queued in its transaction. */
  compose?: (stored: StoredRegistration) => OutgoingMessage[];
  /** The domain of the Message-ID headers (the sender's). */
  messageIdDomain?: string;
};

/** What became of the visitor's confirmation: queued to go, held by the ceiling, or none. */
export type ConfirmationOutcome = 'queued' | 'held' | 'none';

export type AddResult = {
  registration: StoredRegistration;
  duplicate: boolean;
  confirmation: ConfirmationOutcome;
};

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
  unverifiedReason: row.unverified_reason as UnverifiedReason | null,
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

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type LockKey = RegistrationsDatabase['lockKey'];
type DatabaseClock = RegistrationsDatabase['databaseTime'];

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

/**
 * Spends a fresh proof: recorded as used in this transaction, so across every
 * server sharing the database a proof verifies one registration only (a
 * second transaction inserting the same id waits for the first and then
 * finds it). Proofs past their expiry are dropped on the way: the check
 * refuses them anyway.
 */
async function spendProof(
  trx: Transaction<DatabaseSchema>,
  verification: AddOptions['verification'],
  clock: DatabaseClock,
): Promise<UnverifiedReason | null> {
  if (!verification) return 'no-proof';
  if ('reason' in verification) return verification.reason;
  // By the database's clock: a server whose clock runs fast must not forget a
  // proof that another server would still accept.
  await trx.deleteFrom('used_proofs').where('expires_at', '<', clock()).execute();
  const inserted = await trx
    .insertInto('used_proofs')
    .values({ id: verification.proof.id, expires_at: verification.proof.expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? null : 'reused-proof';
}

async function confirmationOf(
  trx: Queryable,
  registrationId: string,
): Promise<ConfirmationOutcome> {
  const row = await trx
    .selectFrom('outbox')
    .select('status')
    .where('registration_id', '=', registrationId)
    .where('kind', '=', 'visitor-confirmation')
    .executeTakeFirst();
  if (!row) return 'none';
  return row.status === 'held' ? 'held' : 'queued';
}

/** The lock every decision about the hourly ceiling takes, on every server. */
const CEILING_LOCK = 'confirmations:hourly-ceiling';

/**
 * Whether a confirmation may go: none when the address (by its key, see
 * server/store/confirmation-address.ts) had one in the last 24 hours, whatever became of
 * it; held when the hour's ceiling is reached. Each count is taken under a
 * transaction-scoped lock (on the address's key, then on the ceiling), so
 * two registrations deciding at once at two servers take turns, and the
 * second sees what the first queued: count-then-insert is otherwise a race
 * on PostgreSQL. The locks are taken after the registration's own (its
 * fingerprint) and its proof, always in this order.
 */
async function confirmationAllowance(
  trx: Transaction<DatabaseSchema>,
  message: OutgoingMessage,
  now: Date,
  options: AddOptions,
  { lockKey, clock }: { lockKey: LockKey; clock: DatabaseClock },
): Promise<ConfirmationOutcome> {
  const key = confirmationAddressKey(addressOf(message.to));
  await lockKey(trx, `confirmations:address:${key}`);
  const recent = await trx
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'visitor-confirmation')
    .where('address_key', '=', key)
    .where('created_at', '>=', new Date(now.getTime() - CONFIRMATION_PER_ADDRESS_MS).toISOString())
    .executeTakeFirst();
  if (recent) return 'none';
  const ceiling = options.confirmationsPerHour ?? Number.POSITIVE_INFINITY;
  if (ceiling === Number.POSITIVE_INFINITY) return 'queued';
  await lockKey(trx, CEILING_LOCK);
  const { sent } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('sent'))
    .where('kind', '=', 'visitor-confirmation')
    .where('status', '!=', 'held')
    // When each was queued or released, by the database's clock: the same
    // hour for every server, and a released confirmation counts from its release.
    .where('queued_at', '>=', clock(-HOUR_MS))
    .executeTakeFirstOrThrow();
  return Number(sent) >= ceiling ? 'held' : 'queued';
}

/**
 * Tells staff that confirmations are being held: one alert per spell of
 * holding (queued with the first held confirmation, after the gathering
 * delay), its count kept up to date while it waits to go.
 */
async function alertHeld(
  trx: Transaction<DatabaseSchema>,
  now: Date,
  options: AddOptions,
  domain: string,
  clock: DatabaseClock,
) {
  if (!options.heldAlert) return;
  const { held } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('kind', '=', 'visitor-confirmation')
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow();
  const alert = options.heldAlert(Number(held));
  if (Number(held) === 1) {
    await queue(trx, alert, {
      registrationId: NO_REGISTRATION,
      status: 'pending',
      at: now.toISOString(),
      queuedAt: clock(),
      due: clock(options.heldAlertDelayMs ?? 0),
      domain,
    });
    return;
  }
  // Only an alert no worker has taken yet is brought up to date.
  await trx
    .updateTable('outbox')
    .set({ payload: JSON.stringify(alert), subject: alert.subject })
    .where('kind', '=', 'staff-alert')
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', clock())
    .where('lease_owner', 'is', null)
    .execute();
}

export type RegistrationStore = Awaited<ReturnType<typeof openRegistrationStore>>;

/** How often an erase or purge looks again while a worker is still sending one of the messages. */
const WITHDRAW_POLL_MS = 100;

export type RemovalOptions = {
  /** Told, once, that the removal waits for a message being sent (until `until` at most). */
  onWait?: (messages: number, until: string) => void;
  /** The member of staff (or command line) doing it: the audit entry is written in the removal's transaction. */
  actor?: Actor;
  /** The time the audit entry gives (by default, now). */
  now?: Date;
};

/** What an erase or purge would remove, shown before anything goes. */
export type RemovalPreview = {
  registrations: number;
  /** The messages they caused, queued or sent. */
  emails: number;
  /** The oldest and newest of them (ISO), or null when there are none. */
  first: string | null;
  last: string | null;
};

const counted = (p: RemovalPreview) => ({ registrations: p.registrations, emails: p.emails });

/** What erasing a person would remove: their address (null when found by reference only) and counts. */
export type ErasePreview = { address: string | null; registrations: number; emails: number };

/** A registration as exported, with what staff noted about it. */
export type ExportedRegistration = StoredRegistration & {
  contacted: { at: string; by: string | null } | null;
  note: string | null;
  /** The lead's stage (LeadStage) and who set it when. */
  stage: { stage: string; at: string | null; by: string | null };
  /** When its address unsubscribed from announcements, while that stands; null otherwise. */
  unsubscribedAt: string | null;
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

/** At most `perWindow` announcements are sent in any `windowMs` (MAIL_ANNOUNCEMENTS_PER_MINUTE). */
export type AnnouncementRate = { perWindow: number; windowMs: number };

const UNLIMITED: AnnouncementRate = { perWindow: Number.POSITIVE_INFINITY, windowMs: 60_000 };

/** The lock every decision about the announcements' rate takes, on every server. */
const ANNOUNCEMENT_RATE_LOCK = 'outbox:announcement-rate';

/** Opens the configured database (creating and migrating it if needed). */
export async function openRegistrationStore(source: DatabaseSource) {
  const { db, location, lockKey, databaseTime, close } = await databaseFrom(source);
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
        .select('id')
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
      const claimed: QueuedMessage[] = [];
      for (const { id } of due) {
        const row = await claimOne(trx, id, owner, leaseMs);
        if (row) claimed.push(row);
      }
      return claimed;
    });
  }

  /** How many registrations `where` finds, their date range and how many messages they caused. */
  async function removalPreview(
    where: Parameters<ReturnType<typeof db.selectFrom<'registrations'>>['where']>[0],
  ): Promise<RemovalPreview> {
    const found = await db
      .selectFrom('registrations')
      .where(where)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('created_at').as('first'),
        eb.fn.max('created_at').as('last'),
      ])
      .executeTakeFirstOrThrow();
    const { emails } = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('emails'))
      .where('registration_id', 'in', (eb) =>
        eb.selectFrom('registrations').select('id').where(where),
      )
      .executeTakeFirstOrThrow();
    return {
      registrations: Number(found.n),
      emails: Number(emails),
      first: (found.first as string | null) ?? null,
      last: (found.last as string | null) ?? null,
    };
  }

  /**
   * Deletes the registrations `select` finds, with every message they caused,
   * so that once it returns nothing more is sent or written for them. In one
   * transaction it withdraws their unsent messages (no worker claims them
   * again, and a worker that has claimed one gives it back without sending,
   * see outbox.beforeSend) and checks for live leases. While a worker still
   * holds one, it may be handing that message to the mail server or writing
   * its file: the removal then commits the withdrawal, waits, and looks
   * again. A worker gives a lease back as soon as its send ends, and abandons
   * any send well before its lease runs out (server/mail/worker.ts), so the wait is
   * at most the send in progress, and never longer than the lease. When no
   * lease is live, the rows go in that same transaction.
   */
  async function removeWithMessages(
    select: (trx: Kysely<DatabaseSchema>) => Promise<{ id: string; created_at: string }[]>,
    options: RemovalOptions,
    audit?: (removed: Removed) => { action: 'erase' | 'purge'; detail: Record<string, unknown> },
  ): Promise<Removed> {
    let told = false;
    for (;;) {
      const outcome = await db.transaction().execute(async (trx): Promise<Removed | Busy> => {
        const matches = await select(trx);
        const ids = matches.map((r) => r.id);
        const registrations = matches.map((r) => ({ id: r.id, createdAt: r.created_at }));
        const record = async (removed: Removed) => {
          if (!options.actor || !audit) return;
          const entry = audit(removed);
          await writeAudit(trx, options.actor, entry.action, entry.detail, options.now);
        };
        if (ids.length === 0) {
          await record({ registrations, messageIds: [] });
          return { registrations, messageIds: [] };
        }
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
        // What staff noted about them goes with them (the console's lead status).
        await trx.deleteFrom('lead_status').where('registration_id', 'in', ids).execute();
        await trx.deleteFrom('lead_stage_changes').where('registration_id', 'in', ids).execute();
        // A unit held for them is free again.
        await trx.deleteFrom('unit_holds').where('registration_id', 'in', ids).execute();
        await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
        await record({ registrations, messageIds });
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
      const domain = options.messageIdDomain ?? 'localhost';
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
        if (earlier) {
          const confirmation = await confirmationOf(trx, earlier.id);
          return { registration: fromRow(earlier), duplicate: true, confirmation };
        }

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
          unverified_reason: await spendProof(trx, options.verification, databaseTime),
          marketing_consent_text: consentText,
          marketing_consent_at: consentText === null ? null : createdAt,
          fingerprint,
        };
        await trx.insertInto('registrations').values(row).execute();
        const stored = fromRow(row);
        let confirmation: ConfirmationOutcome = 'none';
        for (const message of options.compose?.(stored) ?? []) {
          let status: OutboxStatus = 'pending';
          if (message.kind === 'visitor-confirmation') {
            // Mail to an address a visitor typed goes only with a verified proof, whatever composed it.
            if (stored.unverifiedReason) continue;
            const outcome = await confirmationAllowance(trx, message, now, options, {
              lockKey,
              clock: databaseTime,
            });
            if (outcome === 'none') continue;
            status = outcome === 'held' ? 'held' : 'pending';
            confirmation = outcome;
          }
          await queue(trx, message, {
            registrationId: stored.id,
            status,
            at: createdAt,
            // The outbox keeps time by the database's clock (see outbox.claim).
            queuedAt: databaseTime(),
            due: databaseTime(),
            domain,
          });
          if (status === 'held') await alertHeld(trx, now, options, domain, databaseTime);
        }
        return { registration: stored, duplicate: false, confirmation };
      });
    },

    /** Whether a confirmation to the visitor was queued for this registration (held ones not counted). */
    async confirmationQueued(registrationId: string): Promise<boolean> {
      return (await confirmationOf(db, registrationId)) === 'queued';
    },

    async find(id: string): Promise<StoredRegistration | undefined> {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    /** Every stored registration, verified or not. */
    async count(): Promise<number> {
      return (await this.counts()).all;
    },

    /** How many are stored, and how many of them the human check did not verify. */
    async counts(): Promise<{ all: number; unverified: number }> {
      const row = await db
        .selectFrom('registrations')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('all'),
          eb.fn.count<number | string>('unverified_reason').as('unverified'),
        ])
        .executeTakeFirstOrThrow();
      return { all: Number(row.all), unverified: Number(row.unverified) };
    },

    /**
     * The registrations made on or after `from` (an ISO date or time), oldest
     * first: every one, or only those the human check verified.
     */
    async list(from = '', { verifiedOnly = false } = {}): Promise<StoredRegistration[]> {
      let query = db
        .selectFrom('registrations')
        .selectAll()
        .where('created_at', '>=', from)
        .orderBy('created_at')
        .orderBy('id');
      if (verifiedOnly) query = query.where('unverified_reason', 'is', null);
      return (await query.execute()).map(fromRow);
    },

    /**
     * What `erase(who)` would remove, read only: the address (for an erase
     * by reference, that registration's, or null when it has none), how many
     * registrations and how many emails they caused.
     */
    async erasePreview(who: { email: string } | { id: string }): Promise<ErasePreview> {
      const address = 'email' in who ? who.email.trim().toLowerCase() : '';
      const preview = await removalPreview((eb) =>
        'email' in who ? eb(eb.fn('lower', ['email']), '=', address) : eb('id', '=', who.id),
      );
      if ('email' in who) return { address: who.email.trim(), ...counted(preview) };
      const found = await db
        .selectFrom('registrations')
        .select('email')
        .where('id', '=', who.id)
        .executeTakeFirst();
      return { address: found?.email ?? null, ...counted(preview) };
    },

    /**
     * What the console's Erase takes for one registration: every registration
     * with its email address (any case), or that one alone when it has none;
     * with what that would remove. Null when no registration has the reference.
     */
    async eraseScope(id: string) {
      const found = await db
        .selectFrom('registrations')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return null;
      const who = found.email ? { email: found.email } : { id };
      return { who, preview: await this.erasePreview(who) };
    },

    /**
     * Erases every registration with this email address (any case) or this
     * id, and every message they caused, sent or not. Returns what went.
     * Waits for a message of theirs being sent at that moment (see
     * removeWithMessages): once it returns, nothing more goes out for them.
     * With an actor, the erase is recorded (references and counts only) in
     * its transaction.
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
        (removed) => ({
          action: 'erase',
          detail: {
            registrations: removed.registrations,
            messages: removed.messageIds.length,
            byEmail: 'email' in who,
          },
        }),
      );
    },

    /** What purging the registrations made before `before` (ISO) would delete, read only. */
    async purgePreview(before: string): Promise<RemovalPreview> {
      return removalPreview((eb) => eb('created_at', '<', before));
    },

    /**
     * Deletes the registrations made before `before` (ISO) and their
     * messages, waiting as erase does for a message being sent. With an
     * actor, the purge is recorded (the cut-off and counts) in its transaction.
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
        (gone) => ({
          action: 'purge',
          detail: {
            before,
            registrations: gone.registrations.length,
            messages: gone.messageIds.length,
          },
        }),
      );
      return { registrations: removed.registrations.length, messageIds: removed.messageIds };
    },

    /**
     * The registrations made on or after `from` (ISO), oldest first, with
     * what staff noted about each, for the CSV export; the export is recorded
     * with `actor` in the same transaction.
     */
    async exportRows(
      from: string,
      { verifiedOnly = false }: { verifiedOnly?: boolean },
      actor: Actor,
      now = new Date(),
    ): Promise<ExportedRegistration[]> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('registrations')
          .selectAll()
          .where('created_at', '>=', from)
          .orderBy('created_at')
          .orderBy('id');
        if (verifiedOnly) query = query.where('unverified_reason', 'is', null);
        const rows = await query.execute();
        const ids = rows.map((r) => r.id);
        const notes = new Map<string, LeadStatusTable>();
        for (let start = 0; start < ids.length; start += 500) {
          const batch = await trx
            .selectFrom('lead_status')
            .selectAll()
            .where('registration_id', 'in', ids.slice(start, start + 500))
            .execute();
          for (const n of batch) notes.set(n.registration_id, n);
        }
        const unsubscribed = await unsubscribedAt(
          trx,
          rows.map((r) => r.email),
        );
        await writeAudit(
          trx,
          actor,
          'export',
          {
            rows: rows.length,
            verifiedOnly,
            ...(from ? { since: from } : {}),
          },
          now,
        );
        return rows.map((row, i) => {
          const status = notes.get(row.id);
          return {
            ...fromRow(row),
            contacted: status?.contacted_at
              ? { at: status.contacted_at, by: status.contacted_by }
              : null,
            note: status?.note ?? null,
            stage: {
              stage: status?.stage ?? 'new',
              at: status?.stage_at ?? null,
              by: status?.stage_by ?? null,
            },
            unsubscribedAt: unsubscribed[i] ?? null,
          };
        });
      });
    },

    outbox: {
      /**
       * Takes up to `limit` due messages for `owner`, for `leaseMs` by the
       * database's clock, and counts an attempt on each. Each row is taken by
       * a conditional UPDATE … RETURNING that only succeeds while nobody else
       * holds a live lease, so two workers (in one process or several) never
       * both take the same message. Announcements come after every other due
       * message, and only as many as `announcements` (their rate) leaves.
       */
      async claim(
        owner: string,
        leaseMs: number,
        limit: number,
        announcements: AnnouncementRate = UNLIMITED,
      ) {
        const claimed: QueuedMessage[] = [];
        // Everything else first: an announcement to the whole list never delays a confirmation.
        const due = await leaseIsFree()
          .where('kind', '!=', 'announcement')
          .orderBy('next_attempt_at')
          .limit(limit)
          .execute();
        for (const { id } of due) {
          const row = await claimOne(db, id, owner, leaseMs);
          if (row) claimed.push(row);
        }
        const room = limit - claimed.length;
        if (room > 0)
          claimed.push(...(await claimAnnouncements(owner, leaseMs, room, announcements)));
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

      /**
       * Sends the held confirmations: they become pending, due now, and count
       * towards the hour's ceiling from now. Returns how many. With an actor,
       * the release is recorded in the same transaction.
       */
      async releaseHeld(actor?: Actor): Promise<number> {
        return requeueAll('held', actor);
      },

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
    },

    close,
  };
}
