/**
 * The draft of the owner's facts (the console's Site tab): one row, the
 * whole facts as JSON, with a revision that each save moves on by one, so a
 * save made from an older revision is refused rather than overwriting a
 * colleague's; and who saved it, when, and which fields that save changed,
 * for the refusal to name.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .execute();
}
