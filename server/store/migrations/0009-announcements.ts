/**
 * Announcements to the waiting list: each one written in the console and
 * sent at most once; the do-not-contact list of addresses that unsubscribed;
 * and the unsubscribe links' tokens. Addresses in both are kept only as
 * SHA-256 hashes of the address in lower case (server/store/announcements.ts), and
 * a token only as a hash of it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    // Set once, by the one send an announcement gets.
    .addColumn('sent_at', 'text')
    .addColumn('sent_by', 'text')
    .addColumn('recipients', 'integer')
    .execute();

  await db.schema
    .createTable('unsubscribes')
    // SHA-256 of the address in lower case: the list works without keeping the address.
    .addColumn('address_hash', 'text', (col) => col.primaryKey())
    .addColumn('unsubscribed_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('unsubscribe_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
