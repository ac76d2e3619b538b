/**
 * The registrations table as the first release of the store created it.
 * `ifNotExists` adopts a file written before migrations were numbered.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('storage_type', 'text', (col) => col.notNull())
    .addColumn('unit_size', 'text', (col) => col.notNull())
    .addColumn('move_in_date', 'text')
    .addColumn('message', 'text')
    .addColumn('marketing_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unit_id', 'text')
    .execute();
  await db.schema
    .createIndex('registrations_created_at')
    .ifNotExists()
    .on('registrations')
    .column('created_at')
    .execute();
}
