/**
 * The registrations as the console lists them: newest first, searched by
 * name, email, phone or reference, filtered by storage type, size and
 * verified or not, each with what staff noted and the state of the emails
 * it caused. Kysely's query builder only, so it runs on SQLite and
 * PostgreSQL alike; what was searched for is always a bound parameter.
 * A registration is verified when the human check found no reason against
 * it (`unverified_reason` is null).
 */
import { type Kysely, sql } from 'kysely';
import { unverifiedReasonText } from '../../src/content/registration-mail.ts';
import { storageTypes, unitSizes } from '../../src/features/registration/registration-schema.ts';
import type { EmailState, Lead } from '../../src/staff-shared/lead.ts';
import { isLeadStage, type LeadStage } from '../../src/staff-shared/lead-stage.ts';
import { unsubscribedAt } from './do-not-contact.ts';
import type { DatabaseSchema } from './schema.ts';

export const LEADS_PAGE_SIZE = 50;
const SEARCH_MAX = 100;

export type LeadFilter = {
  search: string;
  storageType: string | null;
  unitSize: string | null;
  verified: 'yes' | 'no' | null;
  stage: LeadStage | null;
  page: number;
};

/** Reads a filter from a query string; anything not in the lists is refused with its name. */
export function readLeadFilter(
  params: URLSearchParams,
): { ok: true; filter: LeadFilter } | { ok: false; problem: string } {
  const search = (params.get('q') ?? '').trim();
  if (search.length > SEARCH_MAX)
    return { ok: false, problem: `q: at most ${SEARCH_MAX} characters` };
  const storageType = params.get('type') || null;
  if (storageType !== null && !(storageTypes as readonly string[]).includes(storageType))
    return { ok: false, problem: `type: not a storage type (${storageTypes.join(', ')})` };
  const unitSize = params.get('size') || null;
  if (unitSize !== null && !(unitSizes as readonly string[]).includes(unitSize))
    return { ok: false, problem: 'size: not a unit size' };
  const verified = params.get('verified') || null;
  if (verified !== null && verified !== 'yes' && verified !== 'no')
    return { ok: false, problem: 'verified: yes or no' };
  const stage = params.get('stage') || null;
  if (stage !== null && !isLeadStage(stage)) return { ok: false, problem: 'stage: not a stage' };
  const pageText = params.get('page') ?? '1';
  if (!/^[1-9]\d{0,5}$/.test(pageText))
    return { ok: false, problem: 'page: a whole number from 1' };
  return {
    ok: true,
    filter: { search, storageType, unitSize, verified, stage, page: Number(pageText) },
  };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLeads(
  db: Kysely<DatabaseSchema>,
  filter: LeadFilter,
): Promise<{ leads: Lead[]; total: number; pageSize: number }> {
  let query = db
    .selectFrom('registrations')
    .leftJoin('lead_status', 'lead_status.registration_id', 'registrations.id');
  if (filter.search) {
    const lower = containing(filter.search.toLowerCase());
    const digits = filter.search.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(registrations.name) like ${lower} escape ${'\\'}`,
        sql<boolean>`lower(registrations.email) like ${lower} escape ${'\\'}`,
        sql<boolean>`lower(registrations.id) like ${lower} escape ${'\\'}`,
        ...(digits.length >= 3
          ? [
              sql<boolean>`replace(registrations.phone, ' ', '') like ${containing(digits)} escape ${'\\'}`,
            ]
          : []),
      ]),
    );
  }
  if (filter.storageType)
    query = query.where('registrations.storage_type', '=', filter.storageType as never);
  if (filter.unitSize)
    query = query.where('registrations.unit_size', '=', filter.unitSize as never);
  if (filter.verified)
    query = query.where(
      'registrations.unverified_reason',
      filter.verified === 'yes' ? 'is' : 'is not',
      null,
    );
  // A lead with no status row yet is New.
  if (filter.stage === 'new')
    query = query.where((eb) =>
      eb.or([eb('lead_status.stage', 'is', null), eb('lead_status.stage', '=', 'new')]),
    );
  else if (filter.stage) query = query.where('lead_status.stage', '=', filter.stage);
  const counted = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'registrations.id',
      'registrations.created_at',
      'registrations.name',
      'registrations.email',
      'registrations.address_hash',
      'registrations.phone',
      'registrations.storage_type',
      'registrations.unit_size',
      'registrations.unit_id',
      'registrations.move_in_date',
      'registrations.message',
      'registrations.unverified_reason',
      'lead_status.contacted_at',
      'lead_status.contacted_by',
      'lead_status.note',
      'lead_status.stage',
      'lead_status.stage_at',
      'lead_status.stage_by',
    ])
    .orderBy('registrations.created_at', 'desc')
    .orderBy('registrations.id', 'desc')
    .limit(LEADS_PAGE_SIZE)
    .offset((filter.page - 1) * LEADS_PAGE_SIZE)
    .execute();
  const ids = rows.map((r) => r.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .selectFrom('outbox')
          .select(['registration_id', 'kind', 'status'])
          .where('registration_id', 'in', ids)
          .execute();
  const stateOf = (id: string, kind: string): EmailState =>
    (messages.find((m) => m.registration_id === id && m.kind === kind)?.status as EmailState) ??
    'none';
  const unsubscribed = await unsubscribedAt(
    db,
    rows.map((r) => r.address_hash),
  );
  const leads = rows.map((r, i) => {
    const reason = r.unverified_reason as keyof typeof unverifiedReasonText | null;
    return {
      id: r.id,
      createdAt: r.created_at,
      name: r.name,
      email: r.email,
      phone: r.phone,
      storageType: r.storage_type,
      unitSize: r.unit_size,
      unitId: r.unit_id,
      moveInDate: r.move_in_date,
      message: r.message,
      verified: reason === null,
      unverifiedReason: reason === null ? null : (unverifiedReasonText[reason] ?? reason),
      contactedAt: r.contacted_at,
      contactedBy: r.contacted_by,
      note: r.note,
      stage: isLeadStage(r.stage) ? r.stage : 'new',
      stageAt: r.stage_at,
      stageBy: r.stage_by,
      emails: {
        visitor: stateOf(r.id, 'visitor-confirmation'),
        staff: stateOf(r.id, 'staff-notification'),
      },
      unsubscribedAt: unsubscribed[i] ?? null,
    };
  });
  return { leads, total: Number(counted.n), pageSize: LEADS_PAGE_SIZE };
}
