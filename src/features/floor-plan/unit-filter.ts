/**
 * The unit list's filter, which also highlights the matching units on the
 * plan. Pure TypeScript.
 */

import type { Unit } from '@/layout/layout-schema';
import type { UnitFilter } from '@/store/floor-plan-state';

export type { UnitFilter } from '@/store/floor-plan-state';
export { NO_UNIT_FILTER } from '@/store/floor-plan-state';

export function isFilterActive(filter: UnitFilter): boolean {
  return filter.availableOnly || filter.sqft !== null;
}

export function matchesFilter(unit: Pick<Unit, 'isAvailable' | 'sqft'>, filter: UnitFilter) {
  return (
    (!filter.availableOnly || unit.isAvailable) &&
    (filter.sqft === null || unit.sqft === filter.sqft)
  );
}

/** The distinct unit sizes, smallest first: the options of the size filter. */
export function unitSizes(units: readonly Pick<Unit, 'sqft'>[]): number[] {
  return [...new Set(units.map((u) => u.sqft))].sort((a, b) => a - b);
}

/** For each unit, 1 when it matches the filter: what the plan highlights. */
export function filterMask(units: readonly Unit[], filter: UnitFilter): Uint8Array {
  return Uint8Array.from(units, (u) => (matchesFilter(u, filter) ? 1 : 0));
}
