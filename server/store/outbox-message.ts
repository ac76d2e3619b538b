/**
 * A message as the outbox keeps it: what is queued (everything needed to
 * send it again, unchanged), and what a worker or the console reads back.
 */
import type { OutboxTable } from './schema.ts';

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
  /**
   * It asks the address to confirm it wants the announcements: the link is
   * made as it is handed over, in place of CONSENT_SLOT in its text and HTML
   * (server/mail/registration-mail.ts).
   */
  consentLink?: true;
};

/** Where an announcement's unsubscribe link goes once it is made (never a character a body may hold). */
export const UNSUBSCRIBE_SLOT = '\u0000unsubscribe-link\u0000';

/** Where a news confirmation link goes once it is made. */
export const CONSENT_SLOT = '\u0000consent-link\u0000';

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
  /** The list it is sent to (RFC 2919 List-Id): a name and a domain-like id. */
  listId?: { name: string; id: string };
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

/** The outbox's registration id for a message about no one registration (the held alert). */
export const NO_REGISTRATION = '';

export const toQueued = (row: OutboxTable, leaseMs: number): QueuedMessage => {
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

export const toEntry = (row: OutboxTable): OutboxEntry => ({
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
