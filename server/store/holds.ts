/**
 * A lead's stage and the units staff hold for leads, through the one
 * database module, so it runs unchanged on SQLite and PostgreSQL.
 *
 * - A stage change keeps who made it and when (lead_stage_changes) and is
 *   recorded in the audit log, in one transaction.
 * - A hold is refused by the database when the unit is already held (a
 *   unique index over live holds, migration 0008), whichever server asks.
 *   It sets the lead to "Unit held" and queues the email to the person in
 *   the same transaction (the outbox sends it once).
 * - A hold ends when staff release it, or when the expiry finds it past its
 *   date by the database's clock. The expiry is one conditional update: of
 *   two servers running it at once, the second finds nothing left to end.
 *   Neither way sends anything to the person.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LeadStage, UnitHold } from '../../src/staff-shared/lead-stage.ts';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { registrationExists, setStageIn } from './lead-status.ts';
import { queue } from './outbox.ts';
import type { OutgoingMessage } from './outbox-message.ts';
import type { DatabaseSchema, UnitHoldsTable } from './schema.ts';

/** Who the audit log names when a hold ran out. */
export const EXPIRED = 'expired';

type Trx = Transaction<DatabaseSchema>;

/** What a hold came to: made, refused because the unit is held (by whom), or no such lead. */
export type HoldOutcome =
  | { held: UnitHold; emailed: boolean }
  | { refused: UnitHold }
  | { notFound: true };

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

async function holdEnded(trx: Trx, registrationId: string, by: Actor, at: string) {
  const status = await trx
    .selectFrom('lead_status')
    .select('stage')
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  if (status?.stage === 'held') await setStageIn(trx, registrationId, 'offered', by, at);
}

export function holdsStore(database: Pick<RegistrationsDatabase, 'db' | 'databaseTime'>) {
  const { db, databaseTime } = database;

  const liveHold = (unitId: string) =>
    db
      .selectFrom('unit_holds')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('released_at', 'is', null)
      .executeTakeFirst();

  return {
    /** Moves a lead to a stage, with who and when, and its audit entry; false when there is no such lead. */
    async setStage(registrationId: string, stage: LeadStage, by: Actor, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        if (!(await registrationExists(trx, registrationId))) return false;
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
     * an address, with the audit entry, in one transaction. A unit already
     * held is refused by the database: the answer names the live hold.
     */
    async hold(
      request: {
        unitId: string;
        registrationId: string;
        heldUntil: string;
        message: (address: string) => OutgoingMessage;
        messageIdDomain: string;
      },
      by: Actor,
      now = new Date(),
    ): Promise<HoldOutcome> {
      const at = now.toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const lead = await trx
            .selectFrom('registrations')
            .select(['id', 'email'])
            .where('id', '=', request.registrationId)
            .executeTakeFirst();
          if (!lead) return { notFound: true } as const;
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
            { unit: request.unitId, registration: lead.id, until: request.heldUntil },
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
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const holder = await liveHold(request.unitId);
        if (!holder) throw error;
        return { refused: toHold(holder) };
      }
    },

    release: release.bind(null, database),

    expire: expire.bind(null, database),

    /** Every live hold, by unit. */
    async live(): Promise<UnitHold[]> {
      const rows = await db
        .selectFrom('unit_holds')
        .selectAll()
        .where('released_at', 'is', null)
        .orderBy('unit_id')
        .execute();
      return rows.map(toHold);
    },
  };
}

export type HoldsStore = ReturnType<typeof holdsStore>;

/** Ends a live hold, by a member of staff, with its audit entry; false when it was not live. */
export async function release(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  holdId: string,
  by: Actor,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('unit_holds')
      .set({ released_at: at, released_by: by })
      .where('id', '=', holdId)
      .where('released_at', 'is', null)
      .returning(['unit_id', 'registration_id'])
      .executeTakeFirst();
    if (!ended) return false;
    await holdEnded(trx, ended.registration_id, by, at);
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
 * Ends every live hold past its date by the database's clock, each with
 * an audit entry by "expired"; returns the units freed. One conditional
 * update: a second server running it at the same moment waits for the
 * first's rows and then finds them ended, so each hold expires once.
 */
export async function expire({
  db,
  databaseTime,
}: Pick<RegistrationsDatabase, 'db' | 'databaseTime'>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('unit_holds')
      .set({ released_at: databaseTime(), released_by: EXPIRED })
      .where('released_at', 'is', null)
      .where('held_until', '<=', databaseTime())
      .returning(['unit_id', 'registration_id', 'released_at', 'held_until'])
      .execute();
    for (const hold of ended) {
      const at = hold.released_at ?? new Date().toISOString();
      await holdEnded(trx, hold.registration_id, EXPIRED, at);
      await writeAudit(
        trx,
        EXPIRED,
        'expire-hold',
        { unit: hold.unit_id, registration: hold.registration_id, until: hold.held_until },
        new Date(at),
      );
    }
    return ended.map((h) => h.unit_id);
  });
}
