/**
 * The tables of the registrations database, as Kysely sees them. The same
 * types serve SQLite and PostgreSQL: times are ISO 8601 UTC strings (they sort
 * as text on both), yes/no values are the integers 0 and 1.
 */
import type { Registration } from '../../src/features/registration/registration-schema.ts';

export type RegistrationsTable = {
  id: string;
  created_at: string;
  name: string;
  email: string | null;
  phone: string | null;
  storage_type: Registration['storageType'];
  unit_size: Registration['unitSize'];
  move_in_date: string | null;
  message: string | null;
  marketing_opt_in: number;
  unit_id: string | null;
  /** The spam check the submission tripped ('honeypot', 'too-fast'), or null. */
  spam_reason: string | null;
  /** The opt-in's wording as the visitor saw it, and when they ticked it (null without opt-in). */
  marketing_consent_text: string | null;
  marketing_consent_at: string | null;
  /** A hash of what was sent, for the duplicate guard. */
  fingerprint: string | null;
};

/**
 * 'withdrawn': the registration is being erased or purged while a worker may
 * be sending the message; no worker takes it again, and the erase waits for
 * the one sending it to finish before deleting it (registration-store.ts).
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'withdrawn';

export type OutboxTable = {
  id: string;
  registration_id: string;
  kind: string;
  recipient: string;
  subject: string;
  message_id: string;
  payload: string;
  status: OutboxStatus;
  attempts: number;
  created_at: string;
  queued_at: string;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
};

export type DatabaseSchema = {
  registrations: RegistrationsTable;
  outbox: OutboxTable;
};
