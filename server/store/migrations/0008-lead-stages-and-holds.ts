/**
 * A lead's stage (new, contacted, offered, held, moved-in, lost) with each
 * change kept (who and when), and the units staff hold for a lead until a
 * date. A lead marked contacted before this release starts at the Contacted
 * stage, by whom and when it was marked, with its contacted time and note
 * kept as they were.
 *
 * At most one hold of a unit is live (not released) at a time: a unique
 * index over the live holds, so the database itself refuses a second,
 * whichever server takes it.
 */
import { type Kysely, sql } from 'kysely';

type Before = {
  lead_status: {
    registration_id: string;
    contacted_at: string | null;
    contacted_by: string | null;
    stage: string;
    stage_at: string | null;
    stage_by: string | null;
  };
  lead_stage_changes: {
    id: string;
    registration_id: string;
    stage: string;
    at: string;
    by: string;
  };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lead_status')
    .addColumn('stage', 'text', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('lead_status').addColumn('stage_at', 'text').execute();
  await db.schema.alterTable('lead_status').addColumn('stage_by', 'text').execute();

  await db.schema
    .createTable('lead_stage_changes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('registration_id', 'text', (col) => col.notNull())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('by', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('lead_stage_changes_registration')
    .on('lead_stage_changes')
    .columns(['registration_id', 'at'])
    .execute();

  const leads = db as unknown as Kysely<Before>;
  const contacted = await leads
    .selectFrom('lead_status')
    .select(['registration_id', 'contacted_at', 'contacted_by'])
    .where('contacted_at', 'is not', null)
    .execute();
  for (const lead of contacted) {
    const at = lead.contacted_at ?? '';
    const by = lead.contacted_by ?? 'unknown';
    await leads
      .updateTable('lead_status')
      .set({ stage: 'contacted', stage_at: at, stage_by: by })
      .where('registration_id', '=', lead.registration_id)
      .execute();
    await leads
      .insertInto('lead_stage_changes')
      .values({
        id: `${at}-${lead.registration_id}`,
        registration_id: lead.registration_id,
        stage: 'contacted',
        at,
        by,
      })
      .execute();
  }

  await db.schema
    .createTable('unit_holds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('unit_id', 'text', (col) => col.notNull())
    .addColumn('registration_id', 'text', (col) => col.notNull())
    // ISO times, UTC; held_until is compared with the database's clock.
    .addColumn('held_until', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('released_at', 'text')
    // A member's email, or "expired".
    .addColumn('released_by', 'text')
    .execute();
  await db.schema
    .createIndex('unit_holds_one_live')
    .on('unit_holds')
    .column('unit_id')
    .unique()
    .where(sql.ref('released_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('unit_holds_registration')
    .on('unit_holds')
    .column('registration_id')
    .execute();
}
