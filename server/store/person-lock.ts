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

/** Registrations locked per query: well under both databases' limit on bound parameters. */
const LOCK_BATCH = 500;

/**
 * Locks the registrations `ids` for the rest of `trx`, as lockRegistration
 * locks one, in the order of their ids (so two writers locking several
 * never wait for each other), and returns those still there: one erased
 * before its lock was granted is left out.
 */
export async function lockRegistrations(
  kind: RegistrationsDatabase['kind'],
  trx: Trx,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids)].sort();
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += LOCK_BATCH) {
    const query = trx
      .selectFrom('registrations')
      .select('id')
      .where('id', 'in', wanted.slice(start, start + LOCK_BATCH))
      .orderBy('id');
    for (const row of await (kind === 'postgres' ? query.forUpdate() : query).execute())
      found.add(row.id);
  }
  return found;
}
