/**
 * The registrations as the console lists them: newest first, searched by
 * name, email, phone or reference, filtered by storage type, size and
 * verified or not, each with what staff noted and the state of the emails
 * it caused. Kysely's query builder only, so it runs on SQLite and
 * PostgreSQL alike; what was searched for is always a bound parameter.
 * A registration is verified when the human check found no reason against
 * it (`unverified_reason` is null).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { unverifiedReasonText } from '../../src/content/registration-mail.ts';
import { storageTypes, unitSizes } from '../../src/features/registration/registration-schema.ts';
import type { EmailState, Lead } from '../../src/staff-shared/lead.ts';
import {
  defaultLeadSort,
  isLeadSortKey,
  type LeadSortKey,
  type SortOrder,
} from '../../src/staff-shared/lead-sort.ts';
import { isLeadStage, type LeadStage, leadStages } from '../../src/staff-shared/lead-stage.ts';
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
  sort: LeadSortKey;
  order: SortOrder;
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
  const sort = params.get('sort') || defaultLeadSort.sort;
  if (!isLeadSortKey(sort)) return { ok: false, problem: 'sort: not a column' };
  const order = params.get('order') || (params.get('sort') ? 'asc' : defaultLeadSort.order);
  if (order !== 'asc' && order !== 'desc') return { ok: false, problem: 'order: asc or desc' };
  return {
    ok: true,
    filter: {
      search,
      storageType,
      unitSize,
      verified,
      stage,
      page: Number(pageText),
      sort,
      order,
    },
  };
}

const LEAD_COLUMNS = [
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
  'registrations.marketing_opt_in',
  'registrations.unverified_reason',
  'lead_status.contacted_at',
  'lead_status.contacted_by',
  'lead_status.note',
  'lead_status.stage',
  'lead_status.stage_at',
  'lead_status.stage_by',
] as const;

/** `%text%` for LIKE, with LIKE's own wildcards in the text escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stage's place in the list of stages; a lead with no status row yet is New. */
const stageRank = sql<number>`case coalesce(lead_status.stage, 'new') ${sql.join(
  leadStages.map((stage, i) => sql`when ${sql.lit(stage)} then ${sql.lit(i)}`),
  sql` `,
)} else 0 end`;

/**
 * What each column sorts by in the database. Each is a list of terms; a
 * term marked `last` keeps the empty ones (no size chosen, never contacted)
 * at the end whichever way the column goes.
 */
const sortTerms: Record<LeadSortKey, { by: RawBuilder<unknown>; last?: boolean }[]> = {
  name: [{ by: sql`lower(registrations.name)` }],
  size: [
    { by: sql`case when registrations.unit_size = 'not-sure' then 1 else 0 end`, last: true },
    { by: sql`cast(nullif(registrations.unit_size, 'not-sure') as integer)` },
  ],
  stage: [{ by: stageRank }],
  received: [],
  verified: [{ by: sql`case when registrations.unverified_reason is null then 1 else 0 end` }],
  contacted: [
    { by: sql`case when lead_status.contacted_at is null then 1 else 0 end`, last: true },
    { by: sql`lead_status.contacted_at` },
  ],
};

/** The list's order: the filter's column, then newest first (by time received, then reference). */
function orderTerms(
  filter: Pick<LeadFilter, 'sort' | 'order'>,
): [RawBuilder<unknown>, SortOrder][] {
  const ties = filter.sort === 'received' ? filter.order : 'desc';
  return [
    ...sortTerms[filter.sort].map((term): [RawBuilder<unknown>, SortOrder] => [
      term.by,
      term.last ? 'asc' : filter.order,
    ]),
    [sql`registrations.created_at`, ties],
    [sql`registrations.id`, ties],
  ];
}

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
    .select(LEAD_COLUMNS)
    .$call((q) => orderTerms(filter).reduce((sorted, [by, order]) => sorted.orderBy(by, order), q))
    .limit(LEADS_PAGE_SIZE)
    .offset((filter.page - 1) * LEADS_PAGE_SIZE)
    .execute();
  return { leads: await withMail(db, rows), total: Number(counted.n), pageSize: LEADS_PAGE_SIZE };
}

type LeadRow = {
  id: string;
  created_at: string;
  name: string;
  email: string | null;
  address_hash: string | null;
  phone: string | null;
  storage_type: Lead['storageType'];
  unit_size: string;
  unit_id: string | null;
  move_in_date: string | null;
  message: string | null;
  marketing_opt_in: number;
  unverified_reason: string | null;
  contacted_at: string | null;
  contacted_by: string | null;
  note: string | null;
  stage: string | null;
  stage_at: string | null;
  stage_by: string | null;
};

/** The leads of these rows, each with the state of the emails it caused and whether its address unsubscribed. */
async function withMail(db: Kysely<DatabaseSchema>, rows: readonly LeadRow[]): Promise<Lead[]> {
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
  // Each registration's consent to the news: requested with the box, confirmed from the mailbox.
  const consents =
    ids.length === 0
      ? []
      : await db
          .selectFrom('marketing_consents')
          .select(['registration_id', 'confirmed_at'])
          .where('registration_id', 'in', ids)
          .execute();
  const consentOf = (id: string) => consents.find((c) => c.registration_id === id);
  return rows.map((r, i) => {
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
      marketingOptIn: Number(r.marketing_opt_in) === 1,
      newsConfirmedAt: consentOf(r.id)?.confirmed_at ?? null,
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
}

/** One lead by its reference, as the list shows it; null when none has it. */
export async function findLead(db: Kysely<DatabaseSchema>, id: string): Promise<Lead | null> {
  const rows = await db
    .selectFrom('registrations')
    .leftJoin('lead_status', 'lead_status.registration_id', 'registrations.id')
    .select(LEAD_COLUMNS)
    .where('registrations.id', '=', id)
    .execute();
  return (await withMail(db, rows))[0] ?? null;
}

/**
 * The names of the registrations with these references (those still
 * stored: an erased one has none), for the console and the commands to say
 * who rather than which UUID.
 */
export async function leadNames(
  db: Kysely<DatabaseSchema>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 500) {
    const batch = await db
      .selectFrom('registrations')
      .select(['id', 'name'])
      .where('id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const row of batch) names.set(row.id, row.name);
  }
  return names;
}
