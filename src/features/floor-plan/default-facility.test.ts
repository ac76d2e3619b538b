// @vitest-environment node
import { describe, expect, it } from 'vitest';
import facilitySource from '../../../data/facility.json';
import committedUnits from '../../../data/units.json';
import { buildLayout } from './facility-source';
import { assertLayout, type FacilityFeature, UNIT_ID_PATTERN, type Unit } from './layout-schema';
import { rectsOverlap } from './rect-overlaps';

const layout = assertLayout(committedUnits);

/** True when the rectangles share a stretch of edge (not just a corner). */
function sharesEdge(unit: Unit, feature: FacilityFeature): boolean {
  const grown = {
    x: unit.x - 0.5,
    y: unit.y - 0.5,
    width: unit.width + 1,
    height: unit.height + 1,
  };
  const acrossX =
    Math.min(unit.x + unit.width, feature.x + feature.width) - Math.max(unit.x, feature.x);
  const acrossY =
    Math.min(unit.y + unit.height, feature.y + feature.height) - Math.max(unit.y, feature.y);
  return rectsOverlap(grown, feature) && (acrossX > 0 || acrossY > 0);
}

describe('the default facility', () => {
  it('is what data/facility.json generates', () => {
    const built = buildLayout(facilitySource);
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

  it('keeps units large enough to tap on a phone once zoomed', () => {
    for (const unit of layout.units) {
      expect(unit.width).toBeGreaterThanOrEqual(40);
      expect(unit.height).toBeGreaterThanOrEqual(32);
    }
    const doubled = layout.units.find((u) => u.id === '2-G-2');
    const single = layout.units.find((u) => u.id === '2-G-1');
    expect((doubled?.width ?? 0) * (doubled?.height ?? 0)).toBeGreaterThan(
      1.9 * (single?.width ?? 0) * (single?.height ?? 0),
    );
  });

  it('has an entrance, an office, a lift or stairs, and corridors', () => {
    const kinds = new Set(layout.features.map((f) => f.kind));
    expect(kinds).toContain('entrance');
    expect(kinds).toContain('office');
    expect(kinds.has('lift') || kinds.has('stairs')).toBe(true);
    expect(kinds).toContain('corridor');
  });

  it('puts no unit on top of a feature', () => {
    for (const unit of layout.units) {
      const covered = layout.features.filter((f) => rectsOverlap(unit, f)).map((f) => f.id);
      expect({ unit: unit.id, covered }).toEqual({ unit: unit.id, covered: [] });
    }
  });

  it('opens every unit onto a corridor', () => {
    const corridors = layout.features.filter((f) => f.kind === 'corridor');
    const shut = layout.units
      .filter((u) => !corridors.some((c) => sharesEdge(u, c)))
      .map((u) => u.id);
    expect(shut).toEqual([]);
  });

  it('describes units soberly, by size', () => {
    const unit = layout.units.find((u) => u.id === '2-C-1');
    expect(unit?.title).toBe('Unit 2-C-1');
    expect(unit?.description).toMatch(/^25 sq ft unit on floor 2, row C\. /);
  });
});
