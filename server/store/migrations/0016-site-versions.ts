/**
 * The published versions of the owner's facts (the console's Site tab):
 * each version's whole facts as JSON, who published it, when, and the
 * field-by-field list of what it changed; and one row naming the version
 * the site serves, with a serial that moves on at every publish and roll
 * back, so every server sees the switch by reading one row.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('site_live')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('switched_by', 'text', (c) => c.notNull())
    .addColumn('switched_at', 'text', (c) => c.notNull())
    .execute();
}
