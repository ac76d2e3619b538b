/**
 * A lead's stage and the units staff hold for leads, through the one
 * database module, so it runs unchanged on SQLite and PostgreSQL.
 *
 * - Every write here takes the lead's own lock first (person-lock.ts), as
 *   the erase does: a stage, a hold or a release never outlives an erase
 *   running beside it on another server, and one that comes after it finds
 *   no lead.
 * - A stage change keeps who made it and when (lead_stage_changes) and is
 *   recorded in the audit log, in one transaction.
 * - A hold is refused when the unit is not available now: taken on the plan
 *   (unless staff set it available), set not available by staff, or held.
 *   The database itself refuses a second live hold of a unit (a unique index
 *   over live holds, migration 0008), whichever server asks. A lead the
 *   human check did not verify is held only once staff say they confirmed
 *   its address with the person. A hold sets the lead to "Unit held" and
 *   queues the email to the person in the same transaction.
 * - A hold past its date reads as ended at once (every read compares its
 *   date with the database's clock); the expiry then records it
 *   (hold-endings.ts). Neither an end nor a release sends anything.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LeadStage, UnitHold } from '../../src/staff-shared/lead-stage.ts';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { EXPIRED, expire, release } from './hold-endings.ts';
import { setStageIn } from './lead-status.ts';
import { queue } from './outbox.ts';
import type { OutgoingMessage } from './outbox-message.ts';
import { lockRegistration } from './person-lock.ts';
import type { DatabaseSchema, UnitHoldsTable } from './schema.ts';

export { EXPIRED };

type Trx = Transaction<DatabaseSchema>;
type Database = Pick<RegistrationsDatabase, 'db' | 'kind' | 'lockKey' | 'databaseTime'>;

/** Why a unit cannot be held now, other than a live hold. */
export type UnitUnavailable =
  | { reason: 'taken' }
  | { reason: 'not-available'; by: string; at: string };

/**
 * What a hold came to: made; refused because the unit is held (by whom),
 * or not available, or because the lead's address is not confirmed; or no
 * such lead.
 */
export type HoldOutcome =
  | { held: UnitHold; emailed: boolean }
  | { refused: UnitHold }
  | { unavailable: UnitUnavailable }
  | { unconfirmed: true }
  | { notFound: true };

export type HoldRequest = {
  unitId: string;
  registrationId: string;
  heldUntil: string;
  /** The unit's status in the build's units data (data/units.json). */
  availableOnPlan: boolean;
  /**
   * Staff confirmed the address with the person: needed to hold for a lead
   * the human check did not verify, and kept in the audit entry.
   */
  confirmedAddress?: boolean;
  message: (address: string) => OutgoingMessage;
  messageIdDomain: string;
};

/** The key every write about one unit's availability takes (holds and staff's changes). */
export const unitLockKey = (unitId: string) => `unit:${unitId}`;

const toHold = (r: UnitHoldsTable): UnitHold => ({
  id: r.id,
  unitId: r.unit_id,
  registrationId: r.registration_id,
  heldUntil: r.held_until,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

/** A unique index refused the row: SQLite's and PostgreSQL's words for it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Why the unit is not available now, by the plan and staff's setting; null when it is. */
async function unavailable(
  trx: Trx,
  unitId: string,
  availableOnPlan: boolean,
): Promise<UnitUnavailable | null> {
  const set = await trx
    .selectFrom('unit_availability')
    .selectAll()
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  if (set)
    return set.available === 1
      ? null
      : { reason: 'not-available', by: set.updated_by, at: set.updated_at };
  return availableOnPlan ? null : { reason: 'taken' };
}

/**
 * The hold's one transaction: under the lead's lock and the unit's, the
 * checks, the hold, the stage, the audit entry and the email.
 */
async function holdIn(
  { kind, lockKey, databaseTime }: Database,
  trx: Trx,
  request: HoldRequest,
  by: Actor,
  now: Date,
): Promise<HoldOutcome> {
  const at = now.toISOString();
  const lead = await lockRegistration(kind, trx, request.registrationId);
  if (!lead) return { notFound: true };
  await lockKey(trx, unitLockKey(request.unitId));
  const why = await unavailable(trx, request.unitId, request.availableOnPlan);
  if (why) return { unavailable: why };
  const holder = await trx
    .selectFrom('unit_holds')
    .selectAll()
    .where('unit_id', '=', request.unitId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (holder) return { refused: toHold(holder) };
  const confirmedAddress = request.confirmedAddress === true;
  // Mail to an address nobody has confirmed goes only on staff's word that they did.
  if (lead.email && !lead.verified && !confirmedAddress) return { unconfirmed: true };
  const row: UnitHoldsTable = {
    id: randomUUID(),
    unit_id: request.unitId,
    registration_id: lead.id,
    held_until: request.heldUntil,
    created_at: at,
    created_by: by,
    released_at: null,
    released_by: null,
  };
  await trx.insertInto('unit_holds').values(row).execute();
  await setStageIn(trx, lead.id, 'held', by, at);
  await writeAudit(
    trx,
    by,
    'hold',
    {
      unit: request.unitId,
      registration: lead.id,
      until: request.heldUntil,
      ...(!lead.verified && { confirmedAddress }),
    },
    now,
  );
  if (lead.email)
    await queue(trx, request.message(lead.email), {
      registrationId: lead.id,
      status: 'pending',
      at,
      queuedAt: databaseTime(),
      due: databaseTime(),
      domain: request.messageIdDomain,
    });
  return { held: toHold(row), emailed: lead.email !== null };
}

export function holdsStore(database: Database) {
  const { db, kind, databaseTime } = database;

  const liveHold = (unitId: string) =>
    db
      .selectFrom('unit_holds')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('released_at', 'is', null)
      .where('held_until', '>', databaseTime())
      .executeTakeFirst();

  return {
    /** Moves a lead to a stage, with who and when, and its audit entry; false when there is no such lead. */
    async setStage(registrationId: string, stage: LeadStage, by: Actor, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        if (!(await lockRegistration(kind, trx, registrationId))) return false;
        await setStageIn(trx, registrationId, stage, by, now.toISOString());
        await writeAudit(trx, by, 'stage', { registration: registrationId, stage }, now);
        return true;
      });
    },

    /** A lead's stage changes, oldest first. */
    async stageHistory(registrationId: string) {
      const rows = await db
        .selectFrom('lead_stage_changes')
        .select(['stage', 'at', 'by'])
        .where('registration_id', '=', registrationId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ stage: r.stage as LeadStage, at: r.at, by: r.by }));
    },

    /**
     * Holds a unit for a lead until `heldUntil` (ISO), sets the lead to
     * "Unit held" and queues `message(address)` to the person when they gave
     * an address, with the audit entry, in one transaction under the lead's
     * lock and the unit's. Refused, and nothing sent, when the unit is not
     * available now (the answer says why, or names the live hold), or when
     * the human check did not verify the lead and staff did not confirm its
     * address. A hold of the unit past its date is ended first.
     */
    async hold(request: HoldRequest, by: Actor, now = new Date()): Promise<HoldOutcome> {
      await expire(database, request.unitId);
      try {
        return await db.transaction().execute((trx) => holdIn(database, trx, request, by, now));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const holder = await liveHold(request.unitId);
        if (!holder) throw error;
        return { refused: toHold(holder) };
      }
    },

    /** Ends a live hold, by a member of staff; false when it was not live (hold-endings.ts). */
    release: (holdId: string, by: Actor, now = new Date()) => release(database, holdId, by, now),

    /** Ends the holds past their date; returns the units freed (hold-endings.ts). */
    expire: () => expire(database),

    /** Every live hold, by unit: a hold past its date is not, whenever the expiry last ran. */
    async live(): Promise<UnitHold[]> {
      const rows = await db
        .selectFrom('unit_holds')
        .selectAll()
        .where('released_at', 'is', null)
        .where('held_until', '>', databaseTime())
        .orderBy('unit_id')
        .execute();
      return rows.map(toHold);
    },
  };
}

export type HoldsStore = ReturnType<typeof holdsStore>;
