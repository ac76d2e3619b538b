/**
 * Registrations say whether the server verified the browser's human check,
 * and if not, why (`unverified_reason`, null when verified). It takes the
 * place of the spam flag: a flagged row keeps its check's name as the reason,
 * and a row from before the check existed is marked 'before-check'. Used
 * proofs of work are kept until they expire, so each is accepted once, across
 * every server sharing the database. The outbox gains no column: a held
 * confirmation is a row with the status 'held', which no worker claims.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('unverified_reason', 'text').execute();
  await sql`update registrations set unverified_reason = coalesce(spam_reason, 'before-check')`.execute(
    db,
  );
  await db.schema.alterTable('registrations').dropColumn('spam_reason').execute();

  await db.schema
    .createTable('used_proofs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('used_proofs_expiry')
    .on('used_proofs')
    .column('expires_at')
    .execute();
  // The confirmations of the last day to an address, and of the last hour to anyone.
  await db.schema
    .createIndex('outbox_kind_created')
    .on('outbox')
    .columns(['kind', 'created_at'])
    .execute();
}
