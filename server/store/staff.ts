/**
 * The console's data, through the one database module (server/store/database.ts), so it
 * runs unchanged on SQLite and PostgreSQL. Every function that performs a
 * staff action takes the actor and writes the audit entry in the action's
 * own transaction (server/store/audit.ts).
 */
import { type Actor, readAudit, type StaffAction, writeAudit } from './audit.ts';
import { type DatabaseSource, databaseFrom } from './database.ts';
import { holdsStore } from './holds.ts';
import { markContacted } from './lead-status.ts';
import { outboxStore } from './outbox.ts';
import { staffMembersStore } from './staff-members.ts';
import { DEFAULT_SESSION_IDLE_MS, staffSessionsStore } from './staff-sessions.ts';
import { unitAvailabilityStore } from './unit-availability.ts';

// What the console and the commands have always imported from here.
export { hashSecret, INVITE_LIFETIME_MS, isStaffEmail, type StaffMember } from './staff-members.ts';
export {
  CHALLENGE_LIFETIME_MS,
  type ChallengePurpose,
  DEFAULT_SESSION_IDLE_MS,
  type FailedSignIn,
  SESSION_ABSOLUTE_MS,
  type Session,
} from './staff-sessions.ts';
export type { StaffAction };

export type StaffStore = Awaited<ReturnType<typeof openStaffStore>>;

/**
 * The console's stores on one database: members and their passkeys
 * (staff-members.ts), sign-in and sessions (staff-sessions.ts), what staff
 * keep about leads (lead-status.ts), lead stages and holds (holds.ts), the
 * live availability of units (unit-availability.ts), and the audit log.
 */
export async function openStaffStore(source: DatabaseSource, options: { idleMs?: number } = {}) {
  const database = await databaseFrom(source);
  const { db } = database;
  const holds = holdsStore(database);
  const outbox = outboxStore(database);

  return {
    location: database.location,
    db,
    /** Lead stages and unit holds (holds.ts). */
    holds,
    ...staffMembersStore(database),
    ...staffSessionsStore(database, options.idleMs ?? DEFAULT_SESSION_IDLE_MS),
    ...unitAvailabilityStore(database, holds),

    /** The latest entries, newest first (at most `limit`, none before `since`, ISO). */
    async auditLog(auditOptions: { limit?: number; since?: string } = {}) {
      return readAudit(db, auditOptions);
    },

    /** Marks a lead contacted (by whom, when) and keeps the note, if one is given. */
    markContacted: (
      registrationId: string,
      by: Actor,
      change: { contacted?: boolean; note?: string | null },
      now = new Date(),
    ) => markContacted(database, registrationId, by, change, now),

    /**
     * Puts one failed or held message back in the queue, with its audit
     * entry; false when it was neither (outbox.ts).
     */
    requeue: outbox.requeueOne,

    /** Records an action on the whole database (a backup, a copy), which has no transaction of its own. */
    async record(actor: Actor, action: 'backup' | 'copy', detail: Record<string, unknown>) {
      await writeAudit(db, actor, action, detail);
    },

    close: database.close,
  };
}
