/**
 * Announcements to the waiting list: drafts, a test to staff, and the one
 * send. Whom one reaches is announcement-audience.ts; the do-not-contact
 * list it obeys and the unsubscribe links are unsubscribes.ts.
 *
 * An announcement is sent once: the send takes a transaction-scoped lock on
 * it and sets its sent time only where none is set, in the transaction that
 * queues its messages, so two presses (or two servers) queue them once. Each
 * message goes through the outbox (server/store/outbox.ts), which sends at
 * most so many announcements a minute and sends other mail first.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  type AnnouncementDraft,
  type AnnouncementReach,
  type AnnouncementSummary,
  normaliseDraft,
} from '../../src/staff-shared/announcement.ts';
import { announcementReach, announcementRecipients } from './announcement-audience.ts';
import { type Actor, writeAudit } from './audit.ts';
import { consentStore } from './consents.ts';
import { type DatabaseSource, databaseFrom, type RegistrationsDatabase } from './database.ts';
import { queue } from './outbox.ts';
import { NO_REGISTRATION, type OutgoingMessage } from './outbox-message.ts';
import { lockRegistrations } from './person-lock.ts';
import type { DatabaseSchema } from './schema.ts';
import { unsubscribeStore } from './unsubscribes.ts';

/** Builds each message of an announcement (announcement-mail.ts). */
export type ComposeAnnouncement = (
  draft: AnnouncementDraft,
  to: { address: string; registeredOn: string | null },
) => OutgoingMessage;

type MessageCounts = AnnouncementSummary['messages'];

export type AnnouncementStore = Awaited<ReturnType<typeof openAnnouncementStore>>;

export type SendOutcome =
  | { ok: true; recipients: number }
  | { ok: false; reason: 'not-found' | 'already-sent' };

export async function openAnnouncementStore(
  source: DatabaseSource,
  { messageIdDomain = 'localhost' }: { messageIdDomain?: string } = {},
) {
  const { db, kind, lockKey, databaseTime, addressHash, close } = await databaseFrom(source);

  const database = { db, kind, lockKey, databaseTime, addressHash };
  /** Queues one copy of announcement `id` in the transaction that causes it, due at once. */
  const queueCopy = (
    trx: Transaction<DatabaseSchema>,
    message: OutgoingMessage,
    registrationId: string,
    at: string,
  ) =>
    queue(trx, message, {
      registrationId,
      status: 'pending',
      at,
      queuedAt: databaseTime(),
      due: databaseTime(),
      domain: messageIdDomain,
    });

  return {
    /** Who an announcement would reach now, and whom it leaves out. */
    async reach(): Promise<AnnouncementReach> {
      return announcementReach(db);
    },

    list: list.bind(null, { db }),

    async find(id: string): Promise<AnnouncementSummary | undefined> {
      const rows = await db.selectFrom('announcements').selectAll().where('id', '=', id).execute();
      return (await summarise(db, rows))[0];
    },

    save: save.bind(null, { db }),

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
        await queueCopy(
          trx,
          { ...message, announcementId: id },
          NO_REGISTRATION,
          now.toISOString(),
        );
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
      return sendAnnouncement({ db, kind, lockKey, queueCopy }, { id, actor, compose, now });
    },

    ...unsubscribeStore(database),

    ...consentStore({ db, kind }),

    close,
  };
}

type QueueCopy = (
  trx: Transaction<DatabaseSchema>,
  message: OutgoingMessage,
  registrationId: string,
  at: string,
) => Promise<unknown>;

/**
 * Sends the announcement: one message per address it reaches, queued in
 * one transaction with its sent time, sender and count, and the audit
 * entry. Refused when it was sent before (by anyone, on any server).
 */
async function sendAnnouncement(
  {
    db,
    kind,
    lockKey,
    queueCopy,
  }: Pick<RegistrationsDatabase, 'db' | 'kind' | 'lockKey'> & {
    queueCopy: QueueCopy;
  },
  {
    id,
    actor,
    compose,
    now,
  }: { id: string; actor: Actor; compose: ComposeAnnouncement; now: Date },
) {
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
    const reach = await announcementReach(trx);
    // Each copy is queued under its person's lock, as every write about a
    // person is: one erased meanwhile is left out, and one erased later takes its copy.
    const found = await announcementRecipients(trx);
    const locked = await lockRegistrations(
      kind,
      trx,
      found.map((r) => r.registrationId),
    );
    const recipients = found.filter((r) => locked.has(r.registrationId));
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
      await queueCopy(trx, { ...message, announcementId: id }, r.registrationId, at);
    }
    await writeAudit(
      trx,
      actor,
      'announcement-send',
      {
        announcement: id,
        recipients: recipients.length,
        waiting: reach.waiting,
        ...reach.leftOut,
      },
      now,
    );
    return { ok: true, recipients: recipients.length };
  });
}

/**
 * Saves a draft: a new announcement, or changes to one not yet sent
 * (null when `id` names none, or one already sent). Recorded in the
 * audit log with its reference.
 */
export async function save(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  draft: AnnouncementDraft,
  actor: Actor,
  now: Date,
  id?: string,
) {
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
}

/**
 * Each announcement with its messages counted by state: one grouped count
 * over the outbox's index on the announcement, whatever the list's length.
 * A held copy counts as pending (it is still to go).
 */
async function summarise(db: Kysely<DatabaseSchema>, rows: DatabaseSchema['announcements'][]) {
  const counted =
    rows.length === 0
      ? []
      : await db
          .selectFrom('outbox')
          .select((eb) => ['announcement_id', 'status', eb.fn.countAll<number | string>().as('n')])
          .where(
            'announcement_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('kind', '=', 'announcement')
          .groupBy(['announcement_id', 'status'])
          .execute();
  return rows.map((r): AnnouncementSummary => {
    const messages: MessageCounts = { pending: 0, sent: 0, failed: 0, withdrawn: 0 };
    for (const c of counted) {
      if (c.announcement_id !== r.id) continue;
      messages[c.status === 'held' ? 'pending' : c.status] += Number(c.n);
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
}

/** Every announcement, newest first, with its messages' states once sent. */
export async function list({
  db,
}: Pick<RegistrationsDatabase, 'db'>): Promise<AnnouncementSummary[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return summarise(db, rows);
}
