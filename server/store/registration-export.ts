/**
 * The registrations for the CSV export, with what staff noted about each and
 * whether their address unsubscribed; the export is recorded in its own
 * transaction.
 */
import type { Kysely } from 'kysely';
import { type Actor, writeAudit } from './audit.ts';
import { unsubscribedAt } from './do-not-contact.ts';
import { fromRow, type StoredRegistration } from './registration-types.ts';
import type { DatabaseSchema, LeadStatusTable } from './schema.ts';

/** A registration as exported, with what staff noted about it. */
export type ExportedRegistration = StoredRegistration & {
  contacted: { at: string; by: string | null } | null;
  note: string | null;
  /** The lead's stage (LeadStage) and who set it when. */
  stage: { stage: string; at: string | null; by: string | null };
  /** When its address unsubscribed from announcements, while that stands; null otherwise. */
  unsubscribedAt: string | null;
};

/**
 * The registrations made on or after `from` (an ISO date or time), oldest
 * first: every one, or only those the human check verified.
 */
export function registrationsFrom(db: Kysely<DatabaseSchema>, from: string, verifiedOnly: boolean) {
  const query = db
    .selectFrom('registrations')
    .selectAll()
    .where('created_at', '>=', from)
    .orderBy('created_at')
    .orderBy('id');
  return verifiedOnly ? query.where('unverified_reason', 'is', null) : query;
}

/**
 * The registrations made on or after `from` (ISO), oldest first, with
 * what staff noted about each, for the CSV export; the export is recorded
 * with `actor` in the same transaction.
 */
export async function exportRows(
  db: Kysely<DatabaseSchema>,
  from: string,
  { verifiedOnly = false }: { verifiedOnly?: boolean },
  actor: Actor,
  now = new Date(),
): Promise<ExportedRegistration[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await registrationsFrom(trx, from, verifiedOnly).execute();
    const ids = rows.map((r) => r.id);
    const notes = new Map<string, LeadStatusTable>();
    for (let start = 0; start < ids.length; start += 500) {
      const batch = await trx
        .selectFrom('lead_status')
        .selectAll()
        .where('registration_id', 'in', ids.slice(start, start + 500))
        .execute();
      for (const n of batch) notes.set(n.registration_id, n);
    }
    const unsubscribed = await unsubscribedAt(
      trx,
      rows.map((r) => r.address_hash),
    );
    await writeAudit(
      trx,
      actor,
      'export',
      {
        rows: rows.length,
        verifiedOnly,
        ...(from ? { since: from } : {}),
      },
      now,
    );
    return rows.map((row, i) => {
      const status = notes.get(row.id);
      return {
        ...fromRow(row),
        contacted: status?.contacted_at
          ? { at: status.contacted_at, by: status.contacted_by }
          : null,
        note: status?.note ?? null,
        stage: {
          stage: status?.stage ?? 'new',
          at: status?.stage_at ?? null,
          by: status?.stage_by ?? null,
        },
        unsubscribedAt: unsubscribed[i] ?? null,
      };
    });
  });
}
