/**
 * Registrations written straight into a registrations database, thousands
 * in a second or two: for the lead list's tests, its bench and the
 * console's end-to-end test. Rows as the registration endpoint stores them
 * (server/store/schema.ts), with a stage and a contact where asked; no
 * email is queued and no audit entry is written, as nothing happened.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema, RegistrationsTable } from '../../server/store/schema.ts';
import { type LeadStage, leadStages } from '../../src/staff-shared/lead-stage.ts';

export type SeedLead = {
  name: string;
  createdAt: string;
  unitSize: RegistrationsTable['unit_size'];
  verified: boolean;
  stage?: LeadStage;
  /** When staff marked it contacted, if they did. */
  contactedAt?: string | null;
  id?: string;
};

const FIRST = ['Alex', 'Sam', 'Jordan', 'Priya', 'Tomasz', 'Niamh', 'Oluwaseun', 'Chen', 'Fatima'];
const LAST = ['Jones', 'Okafor', 'Nowak', 'Patel', 'Murphy', 'Evans', 'Li', 'Hughes', 'Begum'];
const HOUR_MS = 3_600_000;
/**
 * Sizes the plan has (the form's list, src/features/registration/, reads
 * the layout's JSON, which a browser test's loader cannot import).
 */
const SIZES: readonly SeedLead['unitSize'][] = ['25', '35', '50', '75', '100', '150', 'not-sure'];

/**
 * `count` leads, one an hour back from `newest`, with names, sizes, stages
 * and contacts spread over the lists, the same every time for a `tag`
 * (put in every name, so a search finds them all); all of one size when
 * given, so they leave the overview's demand by size as it was.
 */
export function syntheticLeads(
  count: number,
  newest: Date,
  tag: string,
  { unitSize }: { unitSize?: SeedLead['unitSize'] } = {},
): SeedLead[] {
  return Array.from({ length: count }, (_, i) => {
    const stage = leadStages[i % leadStages.length] ?? 'new';
    const createdAt = new Date(newest.getTime() - i * HOUR_MS).toISOString();
    return {
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${tag}${i}`,
      createdAt,
      unitSize: unitSize ?? SIZES[(i * 5) % SIZES.length] ?? '25',
      verified: i % 4 !== 0,
      stage,
      contactedAt:
        stage === 'new'
          ? null
          : new Date(Date.parse(createdAt) + ((i % 48) + 1) * HOUR_MS).toISOString(),
    };
  });
}

const BATCH = 200;

/** Writes the leads in one transaction, in batches; returns their references in order. */
export async function seedLeads(
  db: Kysely<DatabaseSchema>,
  leads: readonly SeedLead[],
): Promise<string[]> {
  const ids = leads.map((lead) => lead.id ?? randomUUID());
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < leads.length; start += BATCH) {
      const batch = leads.slice(start, start + BATCH);
      await trx
        .insertInto('registrations')
        .values(
          batch.map((lead, i) => ({
            id: ids[start + i] ?? '',
            created_at: lead.createdAt,
            name: lead.name,
            email: `${lead.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`,
            phone: null,
            storage_type: 'personal' as const,
            unit_size: lead.unitSize,
            move_in_date: null,
            message: null,
            marketing_opt_in: 0,
            unit_id: null,
            unverified_reason: lead.verified ? null : 'no-proof',
            marketing_consent_text: null,
            marketing_consent_at: null,
            fingerprint: null,
            address_hash: null,
          })),
        )
        .execute();
      const noted = batch
        .map((lead, i) => ({ lead, id: ids[start + i] ?? '' }))
        .filter(({ lead }) => (lead.stage && lead.stage !== 'new') || lead.contactedAt);
      if (noted.length > 0)
        await trx
          .insertInto('lead_status')
          .values(
            noted.map(({ lead, id }) => ({
              registration_id: id,
              contacted_at: lead.contactedAt ?? null,
              contacted_by: lead.contactedAt ? 'seed@example.org' : null,
              note: null,
              updated_at: lead.createdAt,
              stage: lead.stage ?? 'new',
              stage_at: lead.stage && lead.stage !== 'new' ? lead.createdAt : null,
              stage_by: lead.stage && lead.stage !== 'new' ? 'seed@example.org' : null,
            })),
          )
          .execute();
    }
  });
  return ids;
}
