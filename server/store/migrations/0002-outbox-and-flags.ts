/**
 * Registrations gain the spam flag (the check a submission tripped, or null),
 * the marketing consent as the visitor saw it, and a fingerprint of what was
 * sent for the duplicate guard. The outbox holds each message a registration
 * causes, written in the same transaction as the registration, until a mail
 * worker has handed it to the mail server.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('spam_reason', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('marketing_consent_text', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('marketing_consent_at', 'text').execute();
  await db.schema.alterTable('registrations').addColumn('fingerprint', 'text').execute();
  await db.schema
    .createIndex('registrations_fingerprint')
    .on('registrations')
    .columns(['fingerprint', 'created_at'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('registration_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull())
    // The whole message as JSON (from, to, reply-to, text, html): what was queued is what is sent.
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // When the current round of attempts began: at queueing, or at a retry by staff.
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_registration')
    .on('outbox')
    .column('registration_id')
    .execute();
}
