/**
 * The Registrations tab's addresses: the list at /staff/registrations, its
 * search, filters, sort and page in the query, and a lead's own page at
 * /staff/registrations/<reference> with the list's query kept, so "Back to
 * the list" returns to the same page of the same search, and an address
 * shared among staff or reloaded opens the same thing.
 */
import {
  defaultLeadSort,
  isLeadSortKey,
  type LeadSortKey,
  type SortOrder,
} from '@/staff-shared/lead-sort';

export const LIST_PATH = '/staff/registrations';

export type ListQuery = {
  q: string;
  type: string;
  size: string;
  verified: string;
  stage: string;
  page: number;
  sort: LeadSortKey;
  order: SortOrder;
};

export const FILTER_FIELDS = ['q', 'type', 'size', 'verified', 'stage'] as const;
export type ListFilter = Pick<ListQuery, (typeof FILTER_FIELDS)[number]>;

export const EMPTY_QUERY: ListQuery = {
  q: '',
  type: '',
  size: '',
  verified: '',
  stage: '',
  page: 1,
  ...defaultLeadSort,
};

/** What the address says: the list's query, and the lead open, if any. */
export function readAddress(
  pathname: string,
  search: string,
): { query: ListQuery; lead: string | null } {
  const params = new URLSearchParams(search);
  const query: ListQuery = { ...EMPTY_QUERY };
  for (const field of FILTER_FIELDS) query[field] = params.get(field) ?? '';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  const sort = params.get('sort');
  if (isLeadSortKey(sort)) {
    query.sort = sort;
    query.order = params.get('order') === 'desc' ? 'desc' : 'asc';
  }
  const rest = pathname.startsWith(`${LIST_PATH}/`) ? pathname.slice(LIST_PATH.length + 1) : '';
  return { query, lead: rest ? decodeURIComponent(rest) : null };
}

/** The query as the address and the server take it, leaving out what is as it starts. */
export function queryText(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) if (query[field]) params.set(field, query[field]);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.sort !== defaultLeadSort.sort || query.order !== defaultLeadSort.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listAddress = (query: ListQuery) => `${LIST_PATH}${queryText(query)}`;

export const leadAddress = (reference: string, query: ListQuery) =>
  `${LIST_PATH}/${encodeURIComponent(reference)}${queryText(query)}`;
