/**
 * The one lock every write about a person takes, and the erase takes too:
 * the registration's own row. On PostgreSQL the row is read FOR UPDATE, so
 * a hold, a stage, a note, a queued message or a consent written on one
 * server waits for an erase running on another (and the reverse), then
 * reads the registration again: gone means the write lost, and it answers
 * as for a reference nobody has. On SQLite every transaction already holds
 * the file's write lock from its start (see database.ts), so the read alone
 * is enough.
 */
import type { Transaction } from 'kysely';
import type { RegistrationsDatabase } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

type Trx = Transaction<DatabaseSchema>;

/** What a write about a person may need of the registration it has just locked. */
export type LockedRegistration = { id: string; email: string | null; verified: boolean };

/**
 * Locks registration `id` for the rest of `trx` and returns it, or null
 * when there is no such registration (never made, or erased before the
 * lock was granted). Call it first in the transaction, before any write.
 */
export async function lockRegistration(
  kind: RegistrationsDatabase['kind'],
  trx: Trx,
  id: string,
): Promise<LockedRegistration | null> {
  const query = trx
    .selectFrom('registrations')
    .select(['id', 'email', 'unverified_reason'])
    .where('id', '=', id);
  const row = await (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, email: row.email, verified: row.unverified_reason === null };
}
