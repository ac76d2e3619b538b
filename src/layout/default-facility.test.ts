// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UNIT_ID_PATTERN } from '@/content/unit-id';
import { buildFacilityLayout } from '@/layout/facility-source';
import { validateFacilityLayout } from '@/layout/layout-rules';
import { assertLayout, formatProblem } from '@/layout/layout-schema';
import facilitySource from '../../data/facility.json';
import committedUnits from '../../data/units.json';

const layout = assertLayout(committedUnits);

describe('the default facility', () => {
  it('is what data/facility.json generates', () => {
    const built = buildFacilityLayout(facilitySource);
    expect(built.ok && built.layout).toEqual(layout);
  });

  it('draws on the 1150 × 600 canvas of the spec', () => {
    expect(layout.canvas).toEqual({ width: 1150, height: 600 });
  });

  it('has about 130 units, with ids of the form floor-row letter-number', () => {
    expect(layout.units.length).toBeGreaterThanOrEqual(120);
    expect(layout.units.length).toBeLessThanOrEqual(140);
    for (const unit of layout.units) expect(unit.id).toMatch(UNIT_ID_PATTERN);
  });

  it('has one 50 sq ft unit, 2-G-2, and every other unit is 25 sq ft', () => {
    const others = layout.units.filter((u) => u.sqft !== 25);
    expect(others.map((u) => [u.id, u.sqft])).toEqual([['2-G-2', 50]]);
  });

  it('has roughly a fifth of its units reserved', () => {
    const reserved = layout.units.filter((u) => !u.isAvailable).length / layout.units.length;
    expect(reserved).toBeGreaterThanOrEqual(0.15);
    expect(reserved).toBeLessThanOrEqual(0.25);
  });

  it('meets every facility rule layout:validate applies (taps, features, corridors)', () => {
    const result = validateFacilityLayout(committedUnits);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('makes 2-G-2 twice the size of its neighbours', () => {
    const doubled = layout.units.find((u) => u.id === '2-G-2');
    const single = layout.units.find((u) => u.id === '2-G-1');
    expect((doubled?.width ?? 0) * (doubled?.height ?? 0)).toBeGreaterThan(
      1.9 * (single?.width ?? 0) * (single?.height ?? 0),
    );
  });

  it('describes units soberly, by size', () => {
    const unit = layout.units.find((u) => u.id === '2-C-1');
    expect(unit?.title).toBe('Unit 2-C-1');
    expect(unit?.description).toMatch(/^25 sq ft unit on floor 2, row C\. /);
  });
});
