import { describe, expect, it } from 'vitest';
import {
  checkFacilityRules,
  featureFloor,
  LAYOUT_ADVICE,
  layoutAdvice,
  sharesEdge,
  unitFloor,
  validateFacilityLayout,
} from '@/layout/layout-rules';
import { formatProblem, LAYOUT_RULES, type Layout } from '@/layout/layout-schema';

function unit(id: string, x: number, y: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    x,
    y,
    width: 40,
    height: 40,
    sqft: 25,
    title: `Unit ${id}`,
    description: '25 sq ft unit.',
    isAvailable: true,
    ...extra,
  };
}

function feature(id: string, kind: string, x: number, y: number, width: number, height: number) {
  return { id, kind, label: id, x, y, width, height };
}

/** Row A along the top, a corridor under it, and the other required features below. */
const SERVICES = [
  feature('corridor', 'corridor', 0, 40, 300, 20),
  feature('entrance', 'entrance', 0, 60, 40, 40),
  feature('office', 'office', 40, 60, 40, 40),
  feature('lift', 'lift', 80, 60, 40, 40),
];

function layoutWith(units: unknown[], features: unknown[] = SERVICES) {
  return { canvas: { width: 300, height: 100 }, units, features };
}

function linesOf(json: unknown): string[] {
  const result = validateFacilityLayout(json);
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe('validateFacilityLayout', () => {
  it('accepts units that open onto a corridor and cover no feature', () => {
    const result = validateFacilityLayout(layoutWith([unit('2-A-1', 0, 0), unit('2-A-2', 40, 0)]));
    expect(result.ok).toBe(true);
  });

  it('checks the shape first, and the facility rules only once the shape is right', () => {
    expect(linesOf(layoutWith([unit('2-A-1', 0, 0, { sqft: 0 })], []))).toEqual([
      '2-A-1: positive-sqft: sqft must be greater than 0, got 0',
    ]);
  });

  it('reports a unit on top of a feature, naming both', () => {
    expect(linesOf(layoutWith([unit('2-A-1', 0, 0), unit('2-A-2', 100, 50)]))).toEqual([
      '2-A-2: covers-feature: covers feature corridor (corridor, x 0 to 300, y 40 to 60); this unit spans x 100 to 140, y 50 to 90',
      '2-A-2: covers-feature: covers feature lift (lift, x 80 to 120, y 60 to 100); this unit spans x 100 to 140, y 50 to 90',
    ]);
  });

  it('reports a unit with no corridor along any edge; a corner is not enough', () => {
    const units = [unit('2-A-1', 0, 0), unit('2-B-1', 200, 0, { height: 20 })];
    const corner = feature('side', 'corridor', 240, 20, 20, 20);
    expect(linesOf(layoutWith([unit('2-A-1', 0, 0)]))).toEqual([]);
    expect(linesOf(layoutWith(units, [...SERVICES.slice(1), corner]))).toEqual([
      '2-A-1: corridor-access: shares no edge with a corridor on floor 2, so there is no way in (this unit spans x 0 to 40, y 0 to 40)',
      '2-B-1: corridor-access: shares no edge with a corridor on floor 2, so there is no way in (this unit spans x 200 to 240, y 0 to 20)',
    ]);
  });

  it('reports a floor with no corridor once, not once per unit', () => {
    const units = [unit('2-A-1', 0, 0), unit('2-A-2', 40, 0)];
    const noCorridor = SERVICES.filter((f) => f.kind !== 'corridor');
    expect(linesOf(layoutWith(units, noCorridor))).toEqual([
      'layout: corridor-access: floor 2 has no corridor, so none of its 2 units opens onto one',
      'layout: required-features: has no corridor; a facility needs an entrance, an office, a lift or stairs and a corridor',
    ]);
  });

  it('wants an entrance, an office, a lift or stairs and a corridor', () => {
    const corridorOnly = [SERVICES[0]];
    expect(linesOf(layoutWith([unit('2-A-1', 0, 0)], corridorOnly))).toEqual([
      'layout: required-features: has no entrance, no office, no lift or stairs; a facility needs an entrance, an office, a lift or stairs and a corridor',
    ]);
    const stairs = SERVICES.map((f) => (f.kind === 'lift' ? { ...f, kind: 'stairs' } : f));
    expect(linesOf(layoutWith([unit('2-A-1', 0, 0)], stairs))).toEqual([]);
  });

  it('uses only rules it documents', () => {
    const units = [unit('2-A-1', 0, 0, { width: 10 }), unit('2-A-2', 20, 50)];
    const lines = linesOf(layoutWith(units, [SERVICES[1]]));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(Object.keys(LAYOUT_RULES)).toContain(line.split(': ')[1]);
  });
});

describe('layoutAdvice', () => {
  it('names each unit smaller than a comfortable tap, and the layout stays valid', () => {
    const json = layoutWith([
      unit('2-A-1', 0, 10, { width: 30, height: 30 }),
      unit('2-A-2', 40, 0),
      unit('2-A-3', 80, 20, { width: 40, height: 20 }),
    ]);
    const result = validateFacilityLayout(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(layoutAdvice(result.layout).map(formatProblem)).toEqual([
      '2-A-1: tap-size: is 30 × 30, under the 40 × 32 that is easy to tap on a phone; the plan zooms in when it is tapped',
      '2-A-3: tap-size: is 40 × 20, under the 40 × 32 that is easy to tap on a phone; the plan zooms in when it is tapped',
    ]);
    expect(Object.keys(LAYOUT_RULES)).not.toContain('tap-size');
    expect(Object.keys(LAYOUT_ADVICE)).toEqual(['tap-size', 'no-features']);
  });

  it('says a layout without features had no features to check', () => {
    const result = validateFacilityLayout(layoutWith([unit('2-A-1', 0, 0)], []));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(layoutAdvice(result.layout).map(formatProblem)).toEqual([
      'layout: no-features: no features: corridors, entrance, office and stairs not checked (covers-feature, corridor-access, required-features)',
    ]);
  });
});

describe("a layout in the spec's shape, without features", () => {
  /** Units only, as the product spec describes them: no features list at all. */
  const specShaped = (units: unknown[]) => ({ canvas: { width: 1150, height: 600 }, units });

  it('is valid: the feature rules have nothing to check', () => {
    const units = [unit('1-A-1', 0, 0), unit('1-A-2', 500, 300), unit('2-A-1', 0, 0)];
    expect(linesOf(specShaped(units))).toEqual([]);
    expect(
      checkFacilityRules({ canvas: { width: 1150, height: 600 }, units, features: [] } as Layout),
    ).toEqual([]);
  });

  it('still gets every rule that protects the data', () => {
    const units = [
      unit('1-A-1', 0, 0),
      unit('1-A-1', 20, 20),
      unit('1A2', 100, 0),
      unit('1-A-3', 1140, 0),
      unit('1-A-4', 200, 0, { width: 0, sqft: 'big' }),
    ];
    expect(linesOf(specShaped(units))).toEqual([
      '1-A-1: unique-id: units[1] repeats the id of units[0]',
      '1-A-1: no-overlap: overlaps units[0] (this unit spans x 20 to 60, y 20 to 60)',
      '1A2: id-format: id "1A2" does not read floor-row letter-number, for example 2-C-1',
      '1-A-3: inside-canvas: spans x 1140 to 1180, y 0 to 40, outside the 1150 × 600 canvas',
      '1-A-4: field-type: sqft must be a number, got string "big"',
      '1-A-4: positive-size: width and height must be greater than 0, got 0 × 40',
    ]);
  });

  it('gets every feature rule once it has a feature', () => {
    const units = [unit('2-A-1', 0, 0), unit('2-A-2', 100, 50)];
    expect(linesOf(layoutWith(units, [feature('entrance', 'entrance', 80, 60, 40, 40)]))).toEqual([
      '2-A-2: covers-feature: covers feature entrance (entrance, x 80 to 120, y 60 to 100); this unit spans x 100 to 140, y 50 to 90',
      'layout: corridor-access: floor 2 has no corridor, so none of its 2 units opens onto one',
      'layout: required-features: has no office, no lift or stairs, no corridor; a facility needs an entrance, an office, a lift or stairs and a corridor',
    ]);
  });
});

describe('floors', () => {
  /** Two floors drawn on the same canvas; each feature here belongs to one floor. */
  function twoFloors(): Layout {
    const on = (floor: number, f: ReturnType<typeof feature>) => ({ ...f, floor });
    return {
      canvas: { width: 300, height: 100 },
      units: [unit('1-A-1', 0, 0), unit('2-A-1', 0, 60)],
      features: [
        on(1, feature('corridor-1', 'corridor', 0, 40, 300, 20)),
        on(2, feature('corridor-2', 'corridor', 0, 40, 300, 20)),
        on(1, feature('entrance', 'entrance', 0, 60, 40, 40)),
        on(2, feature('office', 'office', 200, 0, 40, 40)),
        feature('lift', 'lift', 260, 0, 40, 40),
      ] as unknown as Layout['features'],
    };
  }

  it('reads the floor of a unit from its id, and of a feature from its floor field', () => {
    const layout = twoFloors();
    expect(layout.units.map((u) => unitFloor(u.id))).toEqual(['1', '2']);
    expect(layout.features.map(featureFloor)).toEqual(['1', '2', '1', '2', undefined]);
  });

  it('checks each unit only against the features of its own floor and those on every floor', () => {
    // 2-A-1 sits where the entrance of floor 1 is: fine on floor 2.
    expect(checkFacilityRules(twoFloors())).toEqual([]);
    const layout = twoFloors();
    const moved = { ...layout, units: [...layout.units, unit('1-A-2', 260, 0)] };
    expect(checkFacilityRules(moved).map(formatProblem)).toEqual([
      '1-A-2: covers-feature: covers feature lift (lift, x 260 to 300, y 0 to 40); this unit spans x 260 to 300, y 0 to 40',
    ]);
  });
});

describe('sharesEdge', () => {
  const square = { x: 0, y: 0, width: 10, height: 10 };
  it('counts a shared stretch of edge, not a corner', () => {
    expect(sharesEdge(square, { x: 10, y: 5, width: 10, height: 10 })).toBe(true);
    expect(sharesEdge(square, { x: 0, y: 10.4, width: 10, height: 10 })).toBe(true);
    expect(sharesEdge(square, { x: 10, y: 10, width: 10, height: 10 })).toBe(false);
    expect(sharesEdge(square, { x: 12, y: 0, width: 10, height: 10 })).toBe(false);
  });
});
