/**
 * What staff keep about each lead (lead_status): whether and when it was
 * contacted, a note, and its stage. `setStageIn` is the one stage update:
 * a stage set by staff, by "Mark contacted", or by a hold starting or ending
 * goes through it, and keeps who made the change and when.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { type LeadStage, reachedStages } from '../../src/staff-shared/lead-stage.ts';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { lockRegistration } from './person-lock.ts';
import type { DatabaseSchema } from './schema.ts';

type Trx = Transaction<DatabaseSchema>;

/**
 * Sets a lead's stage (creating its status row if need be) and keeps the
 * change; the first move to a stage that means it was spoken to sets when it
 * was contacted, as "Mark contacted" did.
 */
export async function setStageIn(
  trx: Trx,
  registrationId: string,
  stage: LeadStage,
  by: Actor,
  at: string,
) {
  const current = await trx
    .selectFrom('lead_status')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  const reached = reachedStages.includes(stage);
  const contacted =
    current?.contacted_at || !reached
      ? { contacted_at: current?.contacted_at ?? null, contacted_by: current?.contacted_by ?? null }
      : { contacted_at: at, contacted_by: by };
  const next = { stage, stage_at: at, stage_by: by, updated_at: at, ...contacted };
  if (current)
    await trx
      .updateTable('lead_status')
      .set(next)
      .where('registration_id', '=', registrationId)
      .execute();
  else
    await trx
      .insertInto('lead_status')
      .values({ registration_id: registrationId, note: null, ...next })
      .execute();
  await trx
    .insertInto('lead_stage_changes')
    .values({ id: randomUUID(), registration_id: registrationId, stage, at, by })
    .execute();
}

/**
 * Marks a lead contacted (by whom, when) and keeps the note, if one is
 * given, with their audit entries. Marking contacted moves a new lead to
 * the Contacted stage, and clearing it moves it back, through the one stage
 * update. False when there is no such lead (or it was erased first: the
 * lead's lock, person-lock.ts, orders the two).
 */
export async function markContacted(
  { db, kind }: Pick<RegistrationsDatabase, 'db' | 'kind'>,
  registrationId: string,
  by: Actor,
  change: { contacted?: boolean; note?: string | null },
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await lockRegistration(kind, trx, registrationId))) return false;
    const current = await trx
      .selectFrom('lead_status')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .executeTakeFirst();
    const contacted =
      change.contacted === undefined
        ? {
            contacted_at: current?.contacted_at ?? null,
            contacted_by: current?.contacted_by ?? null,
          }
        : change.contacted
          ? { contacted_at: at, contacted_by: by }
          : { contacted_at: null, contacted_by: null };
    const note = change.note === undefined ? (current?.note ?? null) : change.note || null;
    if (current)
      await trx
        .updateTable('lead_status')
        .set({ ...contacted, note, updated_at: at })
        .where('registration_id', '=', registrationId)
        .execute();
    else
      await trx
        .insertInto('lead_status')
        .values({
          registration_id: registrationId,
          ...contacted,
          note,
          updated_at: at,
          stage: 'new',
          stage_at: null,
          stage_by: null,
        })
        .execute();
    const stage = current?.stage ?? 'new';
    if (change.contacted === true && stage === 'new')
      await setStageIn(trx, registrationId, 'contacted', by, at);
    if (change.contacted === false && stage === 'contacted')
      await setStageIn(trx, registrationId, 'new', by, at);
    if (change.contacted !== undefined)
      await writeAudit(
        trx,
        by,
        'contacted',
        { registration: registrationId, contacted: change.contacted },
        now,
      );
    if (change.note !== undefined)
      await writeAudit(trx, by, 'note', { registration: registrationId }, now);
    return true;
  });
}
