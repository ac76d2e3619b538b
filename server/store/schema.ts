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
  /** Why the human check did not verify the registration (see UnverifiedReason), or null when it did. */
  unverified_reason: string | null;
  /** The opt-in's wording as the visitor saw it, and when they ticked it (null without opt-in). */
  marketing_consent_text: string | null;
  marketing_consent_at: string | null;
  /** A hash of what was sent, for the duplicate guard. */
  fingerprint: string | null;
  /** The address's do-not-contact key (server/store/do-not-contact.ts), null without an address. */
  address_hash: string | null;
};

/**
 * 'held': a confirmation past the hourly ceiling, waiting for staff to release
 * it; never claimed. 'withdrawn': the registration is being erased or purged
 * while a worker may be sending the message; no worker takes it again, and the
 * erase waits for the one sending it to finish before deleting it
 * (server/store/registration-removal.ts).
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'held' | 'withdrawn';

export type OutboxTable = {
  id: string;
  registration_id: string;
  kind: string;
  recipient: string;
  /**
   * A confirmation's address as the limit of one a day counts it
   * (server/store/confirmation-address.ts); null on every other message.
   */
  address_key: string | null;
  /** The announcement a message is a copy of (or a test of); null on every other message. */
  announcement_id: string | null;
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

/** A proof of work accepted once, kept until it expires (ISO time). */
export type UsedProofsTable = {
  id: string;
  expires_at: string;
};

/** An announcement to the waiting list (migration 0009); sent at most once. */
export type AnnouncementsTable = {
  id: string;
  subject: string;
  body: string;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
  sent_at: string | null;
  sent_by: string | null;
  recipients: number | null;
};

/** The do-not-contact list: an address (as a hash) and when it unsubscribed. */
export type UnsubscribesTable = { address_hash: string; unsubscribed_at: string };

/** An unsubscribe link's token (as a hash) and the one address (as a hash) it names. */
export type UnsubscribeTokensTable = {
  token_hash: string;
  address_hash: string;
  created_at: string;
};

/** The rule the address hashes follow, once the server has re-keyed them (migration 0013). */
export type AddressHashSchemeTable = {
  id: number;
  scheme: string;
  key_check: string;
  rekeyed_at: string;
};

/**
 * Consent to the announcements (migration 0012), one per registration that
 * ticked the box with an email address: requested when ticked, confirmed
 * when the address confirms it from the email we sent (double opt-in).
 */
export type MarketingConsentsTable = {
  registration_id: string;
  /** The box's wording as shown; null on a registration from before it was kept. */
  wording: string | null;
  requested_at: string;
  /** When the address confirmed it; null while it is only requested. */
  confirmed_at: string | null;
};

/** A consent confirmation link's token (as a hash), the consent it names, and until when it works. */
export type ConsentTokensTable = {
  token_hash: string;
  registration_id: string;
  created_at: string;
  expires_at: string;
};

/** Every table: the registrations' and, from migration 0006, the console's. */
export type DatabaseSchema = StaffSchema & {
  address_hash_scheme: AddressHashSchemeTable;
  marketing_consents: MarketingConsentsTable;
  consent_tokens: ConsentTokensTable;
  announcements: AnnouncementsTable;
  unsubscribes: UnsubscribesTable;
  unsubscribe_tokens: UnsubscribeTokensTable;
  registrations: RegistrationsTable;
  outbox: OutboxTable;
  used_proofs: UsedProofsTable;
};

export type StaffMembersTable = { id: string; email: string; created_at: string };

export type StaffCredentialsTable = {
  id: string;
  staff_id: string;
  public_key: string;
  /** A bigint column: PostgreSQL's driver reads it as a string. */
  counter: number | string;
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
};

export type StaffInvitesTable = {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  message_id: string | null;
};

export type StaffSessionsTable = {
  id_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
};

export type StaffChallengesTable = {
  challenge: string;
  purpose: 'enrol' | 'sign-in' | 'verify';
  staff_id: string | null;
  expires_at: string;
};

export type StaffAuditTable = {
  id: string;
  at: string;
  staff_email: string;
  action: string;
  detail: string;
};

export type LeadStatusTable = {
  registration_id: string;
  contacted_at: string | null;
  contacted_by: string | null;
  note: string | null;
  updated_at: string;
  /** From migration 0008: the lead's stage (LeadStage), and who set it when. */
  stage: string;
  stage_at: string | null;
  stage_by: string | null;
};

/** Each change of a lead's stage: who made it and when. */
export type LeadStageChangesTable = {
  id: string;
  registration_id: string;
  stage: string;
  at: string;
  by: string;
};

/**
 * A unit kept for a lead until `held_until` (ISO, UTC); live while
 * `released_at` is null. `released_by` is the member who released it, or
 * "expired".
 */
export type UnitHoldsTable = {
  id: string;
  unit_id: string;
  registration_id: string;
  held_until: string;
  created_at: string;
  created_by: string;
  released_at: string | null;
  released_by: string | null;
};

export type UnitAvailabilityTable = {
  unit_id: string;
  available: number;
  updated_at: string;
  updated_by: string;
};

/** The draft of the owner's facts (migration 0015): one row, id "site". */
export type SiteDraftsTable = {
  id: string;
  /** The whole facts, as JSON. */
  facts: string;
  /** Moves on by one with each save (a bigint-free integer on both databases). */
  revision: number;
  saved_by: string;
  saved_at: string;
  /** The paths the last save changed, as a JSON list. */
  changed: string;
};

/** A published version of the owner's facts (migration 0016). */
export type SiteVersionsTable = {
  /** 1 for the first publish, one more for each after it. */
  version: number;
  /** The whole facts, as JSON. */
  facts: string;
  published_by: string;
  published_at: string;
  /** What it changed from the version live before it: a JSON list of { path, before, after }. */
  changes: string;
};

/** The version the site serves (migration 0016): one row, id "site". */
export type SiteLiveTable = {
  id: string;
  version: number;
  /** Moves on by one at every publish and roll back. */
  serial: number;
  switched_by: string;
  switched_at: string;
};

/** The console's tables (migration 0006), beside the registrations. */
export type StaffSchema = {
  staff_members: StaffMembersTable;
  staff_credentials: StaffCredentialsTable;
  staff_invites: StaffInvitesTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  staff_audit: StaffAuditTable;
  lead_status: LeadStatusTable;
  unit_availability: UnitAvailabilityTable;
  lead_stage_changes: LeadStageChangesTable;
  unit_holds: UnitHoldsTable;
  site_drafts: SiteDraftsTable;
  site_versions: SiteVersionsTable;
  site_live: SiteLiveTable;
};
