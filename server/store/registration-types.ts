/**
 * A registration as the store keeps and returns it, and what adding one
 * takes and comes to.
 */
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { OutgoingMessage } from './outbox-message.ts';
import type { RegistrationsTable } from './schema.ts';

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

/** Two identical registrations within this time are stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

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

export const fromRow = (row: RegistrationsTable): StoredRegistration => ({
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
