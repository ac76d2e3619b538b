/**
 * The owner's console: members of staff and their passkeys, one-time
 * enrolment invites and sign-in sessions (both kept only as SHA-256 hashes of
 * the secret the browser holds), the WebAuthn challenges in flight, the audit
 * log of staff actions, what staff noted about each lead, and the units whose
 * availability staff changed since the build (over the built data/units.json).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_members')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower case; one member per address.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_credentials')
    // The credential id as base64url, as the browser reports it.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    // JSON array of transports, or null.
    .addColumn('transports', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_credentials_staff')
    .on('staff_credentials')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_invites')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    // The outbox message that carried the link, deleted once the link is spent.
    .addColumn('message_id', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_challenges')
    .addColumn('challenge', 'text', (col) => col.primaryKey())
    // 'enrol', 'sign-in' or 'verify'.
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    // Kept as written, so the log still says who after a member is removed.
    .addColumn('staff_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    // What was done, as JSON: references and counts, never a person's details.
    .addColumn('detail', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();

  await db.schema
    .createTable('lead_status')
    .addColumn('registration_id', 'text', (col) => col.primaryKey())
    .addColumn('contacted_at', 'text')
    .addColumn('contacted_by', 'text')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('unit_availability')
    .addColumn('unit_id', 'text', (col) => col.primaryKey())
    .addColumn('available', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();
}
