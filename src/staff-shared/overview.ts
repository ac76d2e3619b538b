/**
 * The console's overview, as the server sends it (server/
 * server/store/demand-overview.ts) and the overview tab draws it (src/staff/).
 */
export type WeekCount = {
  /** The Monday the week starts on, YYYY-MM-DD (UTC). */
  week: string;
  verified: number;
  unverified: number;
};

export type SizeDemand = {
  sqft: number;
  /** Registrations that asked for this size. */
  asked: number;
  /** Units of this size on the plan. */
  units: number;
  /** Of them, available now (the built plan with the console's changes and holds). */
  available: number;
};

export type Overview = {
  weeks: WeekCount[];
  sizes: SizeDemand[];
  /** Registrations that did not choose a size. */
  notSure: number;
  total: number;
  contacted: { leads: number; medianMs: number | null };
  mail: { held: number; failed: number; pending: number };
};
