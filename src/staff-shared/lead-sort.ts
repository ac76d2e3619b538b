/**
 * The columns the console's list of registrations sorts by, and which way
 * each goes first when its header is pressed. The server's route takes
 * the same names (server/console/data-routes.ts) and sorts in the database.
 */
export const leadSortKeys = ['name', 'size', 'stage', 'received', 'verified', 'contacted'] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Newest first until staff choose otherwise. */
export const defaultLeadSort: { sort: LeadSortKey; order: SortOrder } = {
  sort: 'received',
  order: 'desc',
};

/** A header pressed for the first time sorts this way: times newest first, the rest A to Z. */
export const firstOrder: Record<LeadSortKey, SortOrder> = {
  name: 'asc',
  size: 'asc',
  stage: 'asc',
  received: 'desc',
  verified: 'desc',
  contacted: 'desc',
};

export const isLeadSortKey = (value: unknown): value is LeadSortKey =>
  typeof value === 'string' && (leadSortKeys as readonly string[]).includes(value);
