/**
 * How a hold ends: released by staff, or past its date. Each end is written
 * under the lead's own lock (person-lock.ts), as every write about a person
 * is, so it never outlives an erase, and the lead goes back to "Offered"
 * only when it has no other live hold.
 */
import type { Transaction } from 'kysely';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { setStageIn } from './lead-status.ts';
import { lockRegistration } from './person-lock.ts';
import type { DatabaseSchema } from './schema.ts';

/** Who the audit log names when a hold ran out. */
export const EXPIRED = 'expired';

type Trx = Transaction<DatabaseSchema>;
type Database = Pick<RegistrationsDatabase, 'db' | 'kind' | 'databaseTime'>;

/**
 * After a hold of the lead's ended: back to "Offered" from "Unit held",
 * unless another of its holds is still live (not released, not past its date).
 */
export async function holdEnded(
  trx: Trx,
  { databaseTime }: Pick<Database, 'databaseTime'>,
  registrationId: string,
  by: Actor,
  at: string,
) {
  const stillHeld = await trx
    .selectFrom('unit_holds')
    .select('id')
    .where('registration_id', '=', registrationId)
    .where('released_at', 'is', null)
    .where('held_until', '>', databaseTime())
    .executeTakeFirst();
  if (stillHeld) return;
  const status = await trx
    .selectFrom('lead_status')
    .select('stage')
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  if (status?.stage === 'held') await setStageIn(trx, registrationId, 'offered', by, at);
}

/** Ends a live hold, by a member of staff, with its audit entry; false when it was not live. */
export async function release(
  database: Database,
  holdId: string,
  by: Actor,
  now = new Date(),
): Promise<boolean> {
  const { db, kind } = database;
  const at = now.toISOString();
  const hold = await db
    .selectFrom('unit_holds')
    .select('registration_id')
    .where('id', '=', holdId)
    .executeTakeFirst();
  if (!hold) return false;
  return db.transaction().execute(async (trx) => {
    // Gone with an erase: so is the hold.
    if (!(await lockRegistration(kind, trx, hold.registration_id))) return false;
    const ended = await trx
      .updateTable('unit_holds')
      .set({ released_at: at, released_by: by })
      .where('id', '=', holdId)
      .where('released_at', 'is', null)
      .returning(['unit_id', 'registration_id'])
      .executeTakeFirst();
    if (!ended) return false;
    await holdEnded(trx, database, ended.registration_id, by, at);
    await writeAudit(
      trx,
      by,
      'release-hold',
      { unit: ended.unit_id, registration: ended.registration_id },
      now,
    );
    return true;
  });
}

/**
 * Ends every live hold past its date by the database's clock (of one unit,
 * when `unitId` is given), each with an audit entry by "expired"; returns
 * the units freed. Each hold ends in a transaction of its own under its
 * lead's lock, by a conditional update: a second server running it at the
 * same moment finds the hold ended, so each hold expires once.
 */
export async function expire(database: Database, unitId?: string): Promise<string[]> {
  const { db, kind, databaseTime } = database;
  let due = db
    .selectFrom('unit_holds')
    .select(['id', 'registration_id'])
    .where('released_at', 'is', null)
    .where('held_until', '<=', databaseTime());
  if (unitId !== undefined) due = due.where('unit_id', '=', unitId);
  const freed: string[] = [];
  for (const hold of await due.orderBy('held_until').execute()) {
    const unit = await db.transaction().execute(async (trx) => {
      const lead = await lockRegistration(kind, trx, hold.registration_id);
      const ended = await trx
        .updateTable('unit_holds')
        .set({ released_at: databaseTime(), released_by: EXPIRED })
        .where('id', '=', hold.id)
        .where('released_at', 'is', null)
        .where('held_until', '<=', databaseTime())
        .returning(['unit_id', 'registration_id', 'released_at', 'held_until'])
        .executeTakeFirst();
      if (!ended) return null;
      const at = ended.released_at ?? new Date().toISOString();
      // A hold whose lead is gone (left by a release before erases took holds) only ends.
      if (lead) await holdEnded(trx, database, ended.registration_id, EXPIRED, at);
      await writeAudit(
        trx,
        EXPIRED,
        'expire-hold',
        { unit: ended.unit_id, registration: ended.registration_id, until: ended.held_until },
        new Date(at),
      );
      return ended.unit_id;
    });
    if (unit) freed.push(unit);
  }
  return freed;
}
