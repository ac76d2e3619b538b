/**
 * Announcements to the waiting list, and the do-not-contact list they obey.
 *
 * Who an announcement reaches, decided by the store when it is sent (the
 * console shows the same count before): one message per address (any case)
 * among the registrations with an email address whose holder agreed to hear
 * from us on a registration the human check verified, and did not
 * unsubscribe after their latest such agreement. An address that
 * unsubscribed gets nothing more, whatever it registers later, until it
 * ticks the box on the form again.
 *
 * An announcement is sent once: the send takes a transaction-scoped lock on
 * it and sets its sent time only where none is set, in the transaction that
 * queues its messages, so two presses (or two servers) queue them once. Each
 * message goes through the outbox (server/store/registrations.ts), which sends at
 * most so many announcements a minute and sends other mail first.
 *
 * The do-not-contact list and the unsubscribe tokens keep SHA-256 hashes of
 * addresses (lower case) and of tokens, never the address or the token: an
 * unsubscribe link carries 32 random bytes, made when the message is handed
 * to the mail server (so no queued message holds one), naming one address
 * and nothing else.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  type AnnouncementDraft,
  type AnnouncementReach,
  type AnnouncementSummary,
  normaliseDraft,
} from '../../src/staff-shared/announcement.ts';
import { type Actor, writeAudit } from './audit.ts';
import { type DatabaseSource, databaseFrom } from './database.ts';
import { addressHash, sha256 } from './do-not-contact.ts';
import { NO_REGISTRATION, type OutgoingMessage } from './registrations.ts';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Who the audit log says unsubscribed: the person, by their link (never their address). */
export const UNSUBSCRIBE_ACTOR: Actor = 'recipient (unsubscribe link)';

/** An unsubscribe token: 32 random bytes, base64url. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** One address an announcement goes to, with the registration it goes by. */
export type AnnouncementRecipient = {
  address: string;
  registrationId: string;
  /** When they last agreed to hear from us (ISO): the date the message gives. */
  consentAt: string;
};

/** Builds each message of an announcement (announcement-mail.ts). */
export type ComposeAnnouncement = (
  draft: AnnouncementDraft,
  to: { address: string; registeredOn: string | null },
) => OutgoingMessage;

/**
 * Who an announcement reaches now, and whom it leaves out and why. Every
 * registration with an email address is read once: the waiting list of one
 * facility is thousands at most.
 */
export async function announcementAudience(db: Queryable) {
  const rows = await db
    .selectFrom('registrations')
    .select(['id', 'email', 'marketing_opt_in', 'marketing_consent_at', 'unverified_reason'])
    .select('created_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const unsubscribed = new Map(
    (await db.selectFrom('unsubscribes').selectAll().execute()).map((u) => [
      u.address_hash,
      u.unsubscribed_at,
    ]),
  );
  const reach: AnnouncementReach = {
    recipients: 0,
    leftOut: { noEmail: 0, noConsent: 0, unverified: 0, unsubscribed: 0, repeats: 0 },
  };
  const byAddress = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.email) {
      reach.leftOut.noEmail++;
      continue;
    }
    const key = row.email.trim().toLowerCase();
    byAddress.set(key, [...(byAddress.get(key) ?? []), row]);
  }
  const recipients: AnnouncementRecipient[] = [];
  for (const [key, registrations] of byAddress) {
    const consenting = registrations.filter((r) => r.marketing_opt_in === 1);
    const verified = consenting.filter((r) => r.unverified_reason === null);
    const latest = verified.at(-1);
    if (consenting.length === 0) reach.leftOut.noConsent++;
    else if (!latest) reach.leftOut.unverified++;
    else {
      const consentAt = latest.marketing_consent_at ?? latest.created_at;
      const stopped = unsubscribed.get(sha256(key));
      if (stopped !== undefined && stopped >= consentAt) reach.leftOut.unsubscribed++;
      else {
        recipients.push({ address: latest.email ?? key, registrationId: latest.id, consentAt });
        reach.leftOut.repeats += registrations.length - 1;
      }
    }
  }
  reach.recipients = recipients.length;
  return { reach, recipients };
}

export type AnnouncementStore = Awaited<ReturnType<typeof openAnnouncementStore>>;

export type SendOutcome =
  | { ok: true; recipients: number }
  | { ok: false; reason: 'not-found' | 'already-sent' };

export async function openAnnouncementStore(
  source: DatabaseSource,
  { messageIdDomain = 'localhost' }: { messageIdDomain?: string } = {},
) {
  const { db, lockKey, databaseTime, close } = await databaseFrom(source);

  async function queue(
    trx: Transaction<DatabaseSchema>,
    message: OutgoingMessage,
    registrationId: string,
    at: string,
  ) {
    const id = randomUUID();
    await trx
      .insertInto('outbox')
      .values({
        id,
        registration_id: registrationId,
        kind: message.kind,
        recipient: typeof message.to === 'string' ? message.to : message.to.address,
        address_key: null,
        subject: message.subject,
        message_id: `<${id}@${messageIdDomain}>`,
        payload: JSON.stringify(message),
        status: 'pending',
        attempts: 0,
        created_at: at,
        queued_at: databaseTime(),
        next_attempt_at: databaseTime(),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: null,
      })
      .execute();
  }

  const summary = async (rows: DatabaseSchema['announcements'][]) => {
    const counts = rows.length
      ? await db
          .selectFrom('outbox')
          .select(['payload', 'status'])
          .where('kind', '=', 'announcement')
          .execute()
      : [];
    return rows.map((r): AnnouncementSummary => {
      const messages = { pending: 0, sent: 0, failed: 0, withdrawn: 0 };
      for (const m of counts) {
        if ((JSON.parse(m.payload) as OutgoingMessage).announcementId !== r.id) continue;
        const state = m.status === 'held' ? 'pending' : m.status;
        messages[state] += 1;
      }
      return {
        id: r.id,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
        createdBy: r.created_by,
        updatedAt: r.updated_at,
        updatedBy: r.updated_by,
        sentAt: r.sent_at,
        sentBy: r.sent_by,
        recipients: r.recipients,
        messages,
      };
    });
  };

  return {
    /** Who an announcement would reach now, and whom it leaves out. */
    async reach(): Promise<AnnouncementReach> {
      return (await announcementAudience(db)).reach;
    },

    /** Every announcement, newest first, with its messages' states once sent. */
    async list(): Promise<AnnouncementSummary[]> {
      const rows = await db
        .selectFrom('announcements')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return summary(rows);
    },

    async find(id: string): Promise<AnnouncementSummary | undefined> {
      const rows = await db.selectFrom('announcements').selectAll().where('id', '=', id).execute();
      return (await summary(rows))[0];
    },

    /**
     * Saves a draft: a new announcement, or changes to one not yet sent
     * (null when `id` names none, or one already sent). Recorded in the
     * audit log with its reference.
     */
    async save(draft: AnnouncementDraft, actor: Actor, now: Date, id?: string) {
      const { subject, body } = normaliseDraft(draft);
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let announcementId = id;
        if (announcementId) {
          const updated = await trx
            .updateTable('announcements')
            .set({ subject, body, updated_at: at, updated_by: actor })
            .where('id', '=', announcementId)
            .where('sent_at', 'is', null)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) return null;
        } else {
          announcementId = randomUUID();
          await trx
            .insertInto('announcements')
            .values({
              id: announcementId,
              subject,
              body,
              created_at: at,
              created_by: actor,
              updated_at: at,
              updated_by: actor,
              sent_at: null,
              sent_by: null,
              recipients: null,
            })
            .execute();
        }
        await writeAudit(
          trx,
          actor,
          'announcement-draft',
          { announcement: announcementId, new: !id },
          now,
        );
        return announcementId;
      });
    },

    /** Queues the announcement to `member` alone (a test), recorded in the audit log. */
    async queueTest(id: string, member: string, compose: ComposeAnnouncement, now: Date) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('announcements')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return false;
        const message = compose(row, { address: member, registeredOn: null });
        await queue(trx, { ...message, announcementId: id }, NO_REGISTRATION, now.toISOString());
        await writeAudit(trx, member, 'announcement-test', { announcement: id }, now);
        return true;
      });
    },

    /**
     * Sends the announcement: one message per address it reaches, queued in
     * one transaction with its sent time, sender and count, and the audit
     * entry. Refused when it was sent before (by anyone, on any server).
     */
    async send(id: string, actor: Actor, compose: ComposeAnnouncement, now: Date) {
      return db.transaction().execute(async (trx): Promise<SendOutcome> => {
        await lockKey(trx, `announcement:${id}`);
        // A write first, which changes nothing: on SQLite the transaction then
        // holds the write lock from the start, so a second send waits for this
        // one rather than failing as "locked", and then finds it sent.
        await trx
          .updateTable('announcements')
          .set((eb) => ({ sent_at: eb.ref('sent_at') }))
          .where('id', '=', id)
          .execute();
        const row = await trx
          .selectFrom('announcements')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'not-found' };
        if (row.sent_at !== null) return { ok: false, reason: 'already-sent' };
        const { reach, recipients } = await announcementAudience(trx);
        const at = now.toISOString();
        const marked = await trx
          .updateTable('announcements')
          .set({ sent_at: at, sent_by: actor, recipients: recipients.length })
          .where('id', '=', id)
          .where('sent_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return { ok: false, reason: 'already-sent' };
        for (const r of recipients) {
          const message = compose(row, { address: r.address, registeredOn: r.consentAt });
          await queue(trx, { ...message, announcementId: id }, r.registrationId, at);
        }
        await writeAudit(
          trx,
          actor,
          'announcement-send',
          { announcement: id, recipients: recipients.length, ...reach.leftOut },
          now,
        );
        return { ok: true, recipients: recipients.length };
      });
    },

    /**
     * A new unsubscribe token for `address`, kept as a hash with the hash of
     * the address: made as a message is handed over, so none is queued.
     */
    async unsubscribeToken(address: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('unsubscribe_tokens')
        .values({
          token_hash: sha256(token),
          address_hash: addressHash(address),
          created_at: new Date().toISOString(),
        })
        .execute();
      return token;
    },

    /** True when `token` is one this site issued. */
    async knowsToken(token: string): Promise<boolean> {
      if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
      const row = await db
        .selectFrom('unsubscribe_tokens')
        .select('token_hash')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Puts the address `token` names on the do-not-contact list, at once:
     * its announcements not yet sent are withdrawn, and the audit log gets
     * the references of its registrations (never the address). False when
     * the token is not one this site issued: then nobody is unsubscribed.
     */
    async unsubscribe(token: string, now = new Date()): Promise<boolean> {
      if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('unsubscribe_tokens')
          .select('address_hash')
          .where('token_hash', '=', sha256(token))
          .executeTakeFirst();
        if (!found) return false;
        const hash = found.address_hash;
        const at = now.toISOString();
        await lockKey(trx, `unsubscribe:${hash}`);
        const existing = await trx
          .selectFrom('unsubscribes')
          .select('unsubscribed_at')
          .where('address_hash', '=', hash)
          .executeTakeFirst();
        if (existing)
          await trx
            .updateTable('unsubscribes')
            .set({ unsubscribed_at: at })
            .where('address_hash', '=', hash)
            .execute();
        else
          await trx
            .insertInto('unsubscribes')
            .values({ address_hash: hash, unsubscribed_at: at })
            .execute();
        const waiting = await trx
          .selectFrom('outbox')
          .select(['id', 'recipient'])
          .where('kind', '=', 'announcement')
          .where('status', 'in', ['pending', 'failed'])
          .execute();
        const withdraw = waiting.filter((m) => addressHash(m.recipient) === hash).map((m) => m.id);
        if (withdraw.length > 0)
          await trx
            .updateTable('outbox')
            .set({ status: 'withdrawn' })
            .where('id', 'in', withdraw)
            .execute();
        const registrations = (
          await trx
            .selectFrom('registrations')
            .select(['id', 'email'])
            .where('email', 'is not', null)
            .execute()
        )
          .filter((r) => addressHash(r.email ?? '') === hash)
          .map((r) => r.id);
        await writeAudit(
          trx,
          UNSUBSCRIBE_ACTOR,
          'unsubscribe',
          { registrations, withdrawn: withdraw.length },
          now,
        );
        return true;
      });
    },

    close,
  };
}
