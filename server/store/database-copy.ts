/**
 * Copies every table of one registrations database into another (an SQLite
 * file into PostgreSQL, when a site moves to more than one server), through
 * the same Kysely queries on both. Idempotent: a row whose key is already in
 * the target is left as it is, so a second run copies nothing new and an
 * interrupted run can simply be run again. The target is written in one
 * transaction: all of a run's rows arrive, or none.
 */
import type { Kysely, Transaction } from 'kysely';
import type { RegistrationsDatabase } from './database.ts';
import type { DatabaseSchema } from './schema.ts';

/** Each table with its primary key, in the order they are copied; a new table must be added here. */
export const copiedTables: {
  readonly [T in keyof DatabaseSchema]: keyof DatabaseSchema[T] & string;
} = {
  registrations: 'id',
  outbox: 'id',
  used_proofs: 'id',
  staff_members: 'id',
  staff_credentials: 'id',
  staff_invites: 'token_hash',
  staff_sessions: 'id_hash',
  staff_challenges: 'challenge',
  staff_audit: 'id',
  lead_status: 'registration_id',
  unit_availability: 'unit_id',
  lead_stage_changes: 'id',
  unit_holds: 'id',
  announcements: 'id',
  unsubscribes: 'address_hash',
  unsubscribe_tokens: 'token_hash',
  address_hash_scheme: 'id',
  site_drafts: 'id',
  site_versions: 'version',
  site_live: 'id',
  marketing_consents: 'registration_id',
  consent_tokens: 'token_hash',
};

/** Rows per INSERT: well under both databases' limit on bound parameters. */
const BATCH = 200;

export type CopyReport = { table: string; read: number; copied: number }[];

/**
 * Copies `from` into `to`; `record`, when given, writes in the target's
 * transaction once the rows are in (the copy's audit entry), with how many
 * rows were copied.
 */
export async function copyDatabase(
  from: RegistrationsDatabase,
  to: RegistrationsDatabase,
  record?: (trx: Transaction<DatabaseSchema>, copied: number) => Promise<void>,
): Promise<CopyReport> {
  // biome-ignore lint/suspicious/noExplicitAny: tables are walked by name; every row goes back into the table it came from.
  const source = from.db as Kysely<any>;
  const report: CopyReport = [];
  await to.db.transaction().execute(async (trx) => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const target = trx as Kysely<any>;
    for (const [table, key] of Object.entries(copiedTables)) {
      const rows = await source.selectFrom(table).selectAll().orderBy(key).execute();
      let copied = 0;
      for (let start = 0; start < rows.length; start += BATCH) {
        const result = await target
          .insertInto(table)
          .values(rows.slice(start, start + BATCH))
          .onConflict((conflict) => conflict.column(key).doNothing())
          .executeTakeFirst();
        copied += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      report.push({ table, read: rows.length, copied });
    }
    await record?.(
      trx,
      report.reduce((sum, r) => sum + r.copied, 0),
    );
  });
  return report;
}
