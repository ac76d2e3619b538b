/**
 * The numbers of the console's overview: registrations per week since the
 * first (verified and not), demand by size step against the plan, how many
 * leads were contacted and how long after registering (the median), and the
 * mail that needs a look. Counted from the database with Kysely's builder
 * (SQLite and PostgreSQL alike) and grouped here, so weeks and medians mean
 * the same on both.
 */
import type { Kysely } from 'kysely';
import { sizeStepSqft } from '../../src/content/size-step-sqft.ts';
import { NOT_SURE } from '../../src/features/registration/registration-schema.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';
import type { Overview, WeekCount } from '../../src/staff-shared/overview.ts';
import type { DatabaseSchema } from './schema.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The Monday (UTC) of the week an instant falls in, as YYYY-MM-DD. */
export function weekOf(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every week from the first registration's to now's, each with its counts (empty weeks included). */
export function weeklyCounts(
  registrations: readonly { createdAt: string; verified: boolean }[],
  now: Date,
): WeekCount[] {
  if (registrations.length === 0) return [];
  const first = registrations.reduce(
    (a, r) => (r.createdAt < a ? r.createdAt : a),
    now.toISOString(),
  );
  const weeks: WeekCount[] = [];
  const last = weekOf(now.toISOString());
  for (let week = weekOf(first); week <= last; ) {
    weeks.push({ week, verified: 0, unverified: 0 });
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
  }
  const byWeek = new Map(weeks.map((w) => [w.week, w]));
  for (const r of registrations) {
    const entry = byWeek.get(weekOf(r.createdAt));
    if (!entry) continue;
    if (r.verified) entry.verified++;
    else entry.unverified++;
  }
  return weeks;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function demandOverview(
  db: Kysely<DatabaseSchema>,
  layout: Layout,
  live: Record<string, boolean>,
  now: Date,
): Promise<Overview> {
  const rows = await db
    .selectFrom('registrations')
    .leftJoin('lead_status', 'lead_status.registration_id', 'registrations.id')
    .select([
      'registrations.created_at',
      'registrations.unit_size',
      'registrations.unverified_reason',
      'lead_status.contacted_at',
    ])
    .execute();
  const weeks = weeklyCounts(
    rows.map((r) => ({ createdAt: r.created_at, verified: r.unverified_reason === null })),
    now,
  );
  const sizes = sizeStepSqft.map((sqft) => {
    const units = layout.units.filter((u) => u.sqft === sqft);
    return {
      sqft,
      asked: rows.filter((r) => r.unit_size === `${sqft}`).length,
      units: units.length,
      available: units.filter((u) => live[u.id]).length,
    };
  });
  const waits = rows.flatMap((r) =>
    r.contacted_at ? [Math.max(0, Date.parse(r.contacted_at) - Date.parse(r.created_at))] : [],
  );
  const mail = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', 'in', ['held', 'failed', 'pending'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(mail.find((m) => m.status === status)?.n ?? 0);
  return {
    weeks,
    sizes,
    notSure: rows.filter((r) => r.unit_size === NOT_SURE).length,
    total: rows.length,
    contacted: { leads: waits.length, medianMs: median(waits) },
    mail: { held: count('held'), failed: count('failed'), pending: count('pending') },
  };
}
