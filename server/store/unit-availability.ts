/**
 * The live availability of units as staff set it in the console (or a
 * command-line import replaced it), over the plan's built availability; a
 * unit held for a lead is never available.
 */
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { type holdsStore, unitLockKey } from './holds.ts';

export function unitAvailabilityStore(
  { db, lockKey }: Pick<RegistrationsDatabase, 'db' | 'lockKey'>,
  holds: Pick<ReturnType<typeof holdsStore>, 'live'>,
) {
  return {
    /**
     * The units staff changed since the build: id → available. A unit held
     * for a lead is not available (Reserved on the public plan), whatever
     * else was set for it.
     */
    async availabilityOverrides(): Promise<Map<string, boolean>> {
      const rows = await db.selectFrom('unit_availability').selectAll().execute();
      const live = new Map(rows.map((r) => [r.unit_id, r.available === 1]));
      for (const hold of await holds.live()) live.set(hold.unitId, false);
      return live;
    },

    /** The units set in the console, with who set them and when, by unit id. */
    async consoleChanges() {
      const rows = await db
        .selectFrom('unit_availability')
        .selectAll()
        .orderBy('unit_id')
        .execute();
      return rows.map((r) => ({
        id: r.unit_id,
        available: r.available === 1,
        at: r.updated_at,
        by: r.updated_by,
      }));
    },

    /**
     * Sets the live availability of units, with the audit entry of the
     * action (a status change or an import), in one transaction, under
     * each unit's lock: a hold of one of them waits, then sees the change.
     */
    async setAvailability(
      changes: readonly { id: string; available: boolean }[],
      actor: Actor,
      audit: { action: 'status-change' | 'import'; detail: Record<string, unknown> },
      now = new Date(),
    ) {
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        // In one order, so two imports never wait for each other.
        for (const id of [...new Set(changes.map((c) => c.id))].sort())
          await lockKey(trx, unitLockKey(id));
        for (const { id, available } of changes) {
          await trx.deleteFrom('unit_availability').where('unit_id', '=', id).execute();
          await trx
            .insertInto('unit_availability')
            .values({
              unit_id: id,
              available: available ? 1 : 0,
              updated_at: at,
              updated_by: actor,
            })
            .execute();
        }
        await writeAudit(trx, actor, audit.action, audit.detail, now);
      });
    },

    /**
     * Records a command-line import of the plan's availability (units:import),
     * dropping the console's own settings of the units in `replaced` (the
     * file wins for them), in one transaction.
     */
    async recordImport(
      actor: Actor,
      detail: Record<string, unknown>,
      replaced: readonly string[] = [],
      now = new Date(),
    ) {
      await db.transaction().execute(async (trx) => {
        if (replaced.length > 0)
          await trx.deleteFrom('unit_availability').where('unit_id', 'in', replaced).execute();
        await writeAudit(trx, actor, 'import', detail, now);
      });
    },
  };
}
