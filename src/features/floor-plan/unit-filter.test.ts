import { describe, expect, it } from 'vitest';
import {
  filterMask,
  isFilterActive,
  matchesFilter,
  NO_UNIT_FILTER,
  unitSizes,
} from '@/features/floor-plan/unit-filter';
import type { Unit } from '@/layout/layout-schema';

const unit = (id: string, sqft: number, isAvailable: boolean): Unit => ({
  id,
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  sqft,
  title: `Unit ${id}`,
  description: 'A unit.',
  isAvailable,
});
const units = [unit('2-A-1', 25, true), unit('2-A-2', 25, false), unit('2-G-2', 50, true)];

describe('unit filter', () => {
  it('matches every unit when nothing is chosen', () => {
    expect(isFilterActive(NO_UNIT_FILTER)).toBe(false);
    expect(units.every((u) => matchesFilter(u, NO_UNIT_FILTER))).toBe(true);
  });

  it('keeps available units only, units of one size, or both', () => {
    const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
      units.filter((u) => matchesFilter(u, filter)).map((u) => u.id);
    expect(ids({ availableOnly: true, sqft: null })).toEqual(['2-A-1', '2-G-2']);
    expect(ids({ availableOnly: false, sqft: 25 })).toEqual(['2-A-1', '2-A-2']);
    expect(ids({ availableOnly: true, sqft: 25 })).toEqual(['2-A-1']);
    expect(isFilterActive({ availableOnly: false, sqft: 50 })).toBe(true);
  });

  it('lists the sizes present, smallest first, and marks matches for the plan', () => {
    expect(unitSizes([...units].reverse())).toEqual([25, 50]);
    expect([...filterMask(units, { availableOnly: true, sqft: null })]).toEqual([1, 0, 1]);
  });
});
