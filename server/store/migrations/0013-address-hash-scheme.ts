/**
 * Which rule the stored address hashes follow (registrations.address_hash,
 * unsubscribes and unsubscribe_tokens). Migration 0010 left them as plain
 * SHA-256 of the address, which anyone can reverse by hashing guesses. The
 * keyed rule needs the server's secret, which a migration cannot know, so
 * this only makes the table: the server re-keys the rows at start-up, in one
 * transaction, and records the rule here (server/store/address-hash.ts).
 * No row means the rows are still plain SHA-256.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_hash_scheme')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('scheme', 'text', (col) => col.notNull())
    // A keyed hash of a fixed text: tells whether a server has the same secret, and reveals nothing of it.
    .addColumn('key_check', 'text', (col) => col.notNull())
    .addColumn('rekeyed_at', 'text', (col) => col.notNull())
    .execute();
}
