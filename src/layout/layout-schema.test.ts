import { describe, expect, it } from 'vitest';
import {
  assertLayout,
  compareUnitIds,
  describeValue,
  formatLayoutJson,
  formatProblem,
  LAYOUT_LIMITS,
  LAYOUT_RULES,
  type Layout,
  LayoutError,
  type LayoutProblem,
  parseLayout,
  parseUnitId,
  type Unit,
} from '@/layout/layout-schema';

function unit(id: string, x: number, y = 0, extra: Record<string, unknown> = {}) {
  return {
    id,
    x,
    y,
    width: 40,
    height: 32,
    sqft: 25,
    title: `Unit ${id}`,
    description: '25 sq ft unit on floor 2, row A.',
    isAvailable: true,
    ...extra,
  };
}

function layoutWith(units: unknown[], features: unknown[] = []) {
  return { canvas: { width: 200, height: 100 }, units, features };
}

function problemsOf(json: unknown): LayoutProblem[] {
  const result = parseLayout(json);
  return result.ok ? [] : result.problems;
}

function linesOf(json: unknown): string[] {
  return problemsOf(json).map(formatProblem);
}

describe('parseLayout', () => {
  it('returns a typed layout for valid data, dropping unknown keys', () => {
    const json = {
      ...layoutWith(
        [unit('2-A-1', 0, 0, { colour: 'green' }), unit('2-A-2', 40)],
        [{ id: 'office', kind: 'office', label: 'Office', x: 0, y: 50, width: 60, height: 50 }],
      ),
      generatedBy: 'someone',
    };
    const result = parseLayout(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.layout.canvas).toEqual({ width: 200, height: 100 });
    expect(result.layout.units).toEqual([unit('2-A-1', 0), unit('2-A-2', 40)]);
    expect(result.layout.features).toEqual([
      { id: 'office', kind: 'office', label: 'Office', x: 0, y: 50, width: 60, height: 50 },
    ]);
  });

  it('reads a missing features list as no features', () => {
    const result = parseLayout({ canvas: { width: 100, height: 100 }, units: [] });
    expect(result).toEqual({
      ok: true,
      layout: { canvas: { width: 100, height: 100 }, units: [], features: [] },
    });
  });

  it('accepts units that touch edge to edge and units flush with the canvas edges', () => {
    const units = [
      unit('2-A-1', 0),
      unit('2-A-2', 40),
      unit('2-B-1', 0, 32),
      unit('2-A-3', 160, 68),
    ];
    expect(problemsOf(layoutWith(units))).toEqual([]);
  });

  it.each([
    [null, 'layout: shape: the top level must be an object with canvas and units, got null'],
    [[], 'layout: shape: the top level must be an object with canvas and units, got an array'],
    [{ units: [] }, 'layout: missing-field: canvas is missing'],
    [
      { canvas: 5, units: [] },
      'layout: field-type: canvas must be an object with width and height, got number 5',
    ],
    [
      { canvas: { width: 0, height: 10 }, units: [] },
      'canvas: positive-size: width and height must be greater than 0, got 0 × 10',
    ],
    [
      { canvas: { width: '1150', height: 10 }, units: [] },
      'canvas: field-type: width must be a number, got string "1150"',
    ],
    [{ canvas: { width: 10, height: 10 } }, 'layout: missing-field: units is missing'],
    [
      { canvas: { width: 10, height: 10 }, units: {} },
      'layout: shape: units must be an array, got an object',
    ],
    [
      { canvas: { width: 10, height: 10 }, units: [], features: 'none' },
      'layout: shape: features must be an array, got string "none"',
    ],
  ])('names a problem with the file as a whole: %j', (json, line) => {
    expect(linesOf(json)).toEqual([line]);
  });

  it.each([
    ['missing-field', { sqft: undefined }, '2-A-1: missing-field: sqft is missing'],
    ['field-type', { y: null }, '2-A-1: field-type: y must be a number, got null'],
    [
      'field-type',
      { title: '  ' },
      '2-A-1: field-type: title must be non-empty text, got string "  "',
    ],
    [
      'field-type',
      { description: 7 },
      '2-A-1: field-type: description must be non-empty text, got number 7',
    ],
    [
      'field-type',
      { isAvailable: 'true' },
      '2-A-1: field-type: isAvailable must be true or false, got string "true"',
    ],
    [
      'field-type',
      { isAvailable: 1 },
      '2-A-1: field-type: isAvailable must be true or false, got number 1',
    ],
    [
      'id-format',
      { id: '2-c-1' },
      '2-c-1: id-format: id "2-c-1" does not read floor-row letter-number, for example 2-C-1',
    ],
    [
      'id-format',
      { id: 'B-2-1' },
      'B-2-1: id-format: id "B-2-1" does not read floor-row letter-number, for example 2-C-1',
    ],
    [
      'positive-size',
      { height: 0 },
      '2-A-1: positive-size: width and height must be greater than 0, got 40 × 0',
    ],
    [
      'positive-size',
      { width: -40 },
      '2-A-1: positive-size: width and height must be greater than 0, got -40 × 32',
    ],
    [
      'inside-canvas',
      { x: -1 },
      '2-A-1: inside-canvas: spans x -1 to 39, y 0 to 32, outside the 200 × 100 canvas',
    ],
    [
      'inside-canvas',
      { y: 70 },
      '2-A-1: inside-canvas: spans x 0 to 40, y 70 to 102, outside the 200 × 100 canvas',
    ],
    ['positive-sqft', { sqft: 0 }, '2-A-1: positive-sqft: sqft must be greater than 0, got 0'],
    ['field-type', { sqft: '25' }, '2-A-1: field-type: sqft must be a number, got string "25"'],
  ])('%s: %j', (_rule, change, line) => {
    const changed: Record<string, unknown> = { ...unit('2-A-1', 0), ...change };
    for (const key of Object.keys(changed)) if (changed[key] === undefined) delete changed[key];
    expect(linesOf(layoutWith([changed]))).toEqual([line]);
  });

  it('names a unit without a usable id by its index', () => {
    const { id: _id, ...noId } = unit('2-A-1', 0);
    const lines = linesOf(
      layoutWith([unit('2-A-1', 100), noId, 'unit', { ...noId, x: 40, id: 'a: b' }]),
    );
    expect(lines).toEqual([
      'units[1]: missing-field: id is missing',
      'units[2]: shape: a unit must be an object, got string "unit"',
      'units[3]: id-format: id "a: b" does not read floor-row letter-number, for example 2-C-1',
    ]);
  });

  it('reports each repeat of an id', () => {
    const lines = linesOf(
      layoutWith([unit('2-A-1', 0), unit('2-A-2', 40), unit('2-A-1', 80), unit('2-A-1', 120)]),
    );
    expect(lines).toEqual([
      '2-A-1: unique-id: units[2] repeats the id of units[0]',
      '2-A-1: unique-id: units[3] repeats the id of units[0]',
    ]);
  });

  it('reports an overlap on the later unit, naming the earlier ones', () => {
    const lines = linesOf(layoutWith([unit('2-A-1', 0), unit('2-A-2', 30), unit('2-A-3', 20, 10)]));
    expect(lines).toEqual([
      '2-A-2: no-overlap: overlaps 2-A-1 (this unit spans x 30 to 70, y 0 to 32)',
      '2-A-3: no-overlap: overlaps 2-A-1, 2-A-2 (this unit spans x 20 to 60, y 10 to 42)',
    ]);
  });

  it('shortens a long list of overlapped units', () => {
    const units = [0, 1, 2, 3, 4].map((n) => unit(`2-A-${n + 1}`, n * 40));
    const big = unit('2-B-1', 0, 0, { width: 200 });
    expect(linesOf(layoutWith([...units, big]))).toEqual([
      '2-B-1: no-overlap: overlaps 2-A-1, 2-A-2, 2-A-3 and 2 more (this unit spans x 0 to 200, y 0 to 32)',
    ]);
  });

  it('lets units on different floors share a place, but not units on the same floor', () => {
    const lines = linesOf(
      layoutWith([unit('1-A-1', 0), unit('2-A-1', 0), unit('2-B-1', 20), unit('x', 10)]),
    );
    expect(lines).toEqual([
      '2-B-1: no-overlap: overlaps 2-A-1 (this unit spans x 20 to 60, y 0 to 32)',
      'x: id-format: id "x" does not read floor-row letter-number, for example 2-C-1',
      'x: no-overlap: overlaps 1-A-1, 2-A-1, 2-B-1 (this unit spans x 10 to 50, y 0 to 32)',
    ]);
  });

  it('names an overlapping unit with the same id by its index', () => {
    expect(linesOf(layoutWith([unit('2-A-1', 0), unit('2-A-1', 10)]))).toEqual([
      '2-A-1: unique-id: units[1] repeats the id of units[0]',
      '2-A-1: no-overlap: overlaps units[0] (this unit spans x 10 to 50, y 0 to 32)',
    ]);
  });

  it('reports every problem of every unit, in file order', () => {
    const lines = linesOf(
      layoutWith([
        unit('2-A-1', 0, 0, { sqft: -1, isAvailable: null }),
        unit('2-A-2', 190, 0, { title: '' }),
      ]),
    );
    expect(lines).toEqual([
      '2-A-1: field-type: isAvailable must be true or false, got null',
      '2-A-1: positive-sqft: sqft must be greater than 0, got -1',
      '2-A-2: field-type: title must be non-empty text, got string ""',
      '2-A-2: inside-canvas: spans x 190 to 230, y 0 to 32, outside the 200 × 100 canvas',
    ]);
  });

  it('checks features: fields, kind, size, canvas and unique ids, but not overlaps', () => {
    const corridor = {
      id: 'corridor',
      kind: 'corridor',
      label: 'Corridor',
      x: 0,
      y: 0,
      width: 200,
      height: 40,
    };
    const lines = linesOf(
      layoutWith(
        [unit('2-A-1', 0)],
        [
          corridor,
          { ...corridor, id: 'hall', kind: 'hall' },
          { ...corridor, id: 'corridor', y: 80 },
          { ...corridor, id: 'lift', kind: 'lift', width: 0 },
          { ...corridor, id: 'stairs', kind: 'stairs', label: undefined, x: 150, width: 60 },
          7,
        ],
      ),
    );
    expect(lines).toEqual([
      'hall: field-type: kind must be one of entrance, office, lift, stairs, corridor, got string "hall"',
      'corridor: inside-canvas: spans x 0 to 200, y 80 to 120, outside the 200 × 100 canvas',
      'corridor: unique-id: features[2] repeats the id of features[0]',
      'lift: positive-size: width and height must be greater than 0, got 0 × 40',
      'stairs: missing-field: label is missing',
      'stairs: inside-canvas: spans x 150 to 210, y 0 to 40, outside the 200 × 100 canvas',
      'features[5]: shape: a feature must be an object, got number 7',
    ]);
  });

  it('rejects numbers beyond the limits, naming the field, without hanging the overlap check', () => {
    const lines = linesOf({
      ...layoutWith([
        unit('2-A-1', 1e18),
        unit('2-A-2', 0, 0, { width: 2e6, sqft: 20_000 }),
        unit('2-A-3', 40, -1e300),
      ]),
      canvas: { width: 1e18, height: 100 },
    });
    expect(lines).toEqual([
      'canvas: number-range: width must be at most 100,000, got 1000000000000000000',
      '2-A-1: number-range: x must be at most 1,000,000, got 1000000000000000000',
      '2-A-2: number-range: width must be at most 1,000,000, got 2000000',
      '2-A-2: number-range: sqft must be at most 10,000, got 20000',
      '2-A-3: number-range: y must be at least -1,000,000, got -1e+300',
    ]);
  });

  it('refuses more units or features than the limit before reading any of them', () => {
    const many = { length: LAYOUT_LIMITS.units + 1 };
    const units = Array.from(many, () => 'not even a unit');
    const features = Array.from({ length: LAYOUT_LIMITS.features + 1 }, () => null);
    expect(linesOf(layoutWith(units, features))).toEqual([
      'layout: number-range: units lists 100,001; at most 100,000 are allowed',
      'layout: number-range: features lists 1,001; at most 1,000 are allowed',
    ]);
  });

  // 100,000 units checked: CPU work, 0.4 s in a full run here and several times
  // that on a busy machine, so room of its own.
  it('reports 100,000 problems without overflowing the stack', { timeout: 30_000 }, () => {
    // Side by side along a row far wider than the canvas, each too small in sqft.
    const units = Array.from({ length: LAYOUT_LIMITS.units }, (_, i) =>
      unit(`2-A-${i + 1}`, 200 + i * 40, 0, { sqft: 0 }),
    );
    expect(problemsOf(layoutWith(units))).toHaveLength(2 * LAYOUT_LIMITS.units);
  });

  it('wants the numbers in an id written plainly and within the limits', () => {
    expect(
      linesOf(layoutWith([unit('02-A-01', 0), unit('1000-A-1', 40), unit('2-A-100001', 80)])),
    ).toEqual([
      '02-A-01: id-format: id "02-A-01" has a leading zero; write 2-A-1',
      '1000-A-1: number-range: the floor in the id must be at most 999, got 1000',
      '2-A-100001: number-range: the unit number in the id must be at most 100,000, got 100001',
    ]);
  });

  it('uses only the rules it documents', () => {
    const json = layoutWith([unit('2-a-1', -5, 0, { sqft: 0, width: 0 }), unit('2-a-1', 0)]);
    for (const problem of problemsOf(json))
      expect(Object.keys(LAYOUT_RULES)).toContain(problem.rule);
  });
});

describe('assertLayout', () => {
  it('returns the typed layout when valid', () => {
    const json = layoutWith([unit('2-A-1', 0)]);
    expect(assertLayout(json).units[0]?.id).toBe('2-A-1');
  });

  it('throws one LayoutError listing the problems', () => {
    const json = layoutWith([unit('2-A-1', 0), unit('2-A-1', 20)]);
    let error: unknown;
    try {
      assertLayout(json);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LayoutError);
    expect((error as LayoutError).problems).toHaveLength(2);
    expect((error as LayoutError).message).toBe(
      [
        'Invalid floor-plan layout (2 problems):',
        '2-A-1: unique-id: units[1] repeats the id of units[0]',
        '2-A-1: no-overlap: overlaps units[0] (this unit spans x 20 to 60, y 0 to 32)',
      ].join('\n'),
    );
  });

  it('lists at most ten problems in the message', () => {
    const units = Array.from({ length: 12 }, (_, i) =>
      unit(`2-A-${i + 1}`, i * 40, 0, { sqft: 0 }),
    );
    const json = { canvas: { width: 1000, height: 100 }, units };
    expect(() => assertLayout(json)).toThrow(/^Invalid floor-plan layout \(12 problems\):\n/);
    expect(() => assertLayout(json)).toThrow(/\n2-A-10: positive-sqft: .*\n…and 2 more$/);
  });
});

describe('unit ids', () => {
  it('splits an id into floor, row and number', () => {
    expect(parseUnitId('2-G-2')).toEqual({ floor: 2, row: 'G', number: 2 });
    expect(parseUnitId('12-Z-140')).toEqual({ floor: 12, row: 'Z', number: 140 });
    expect(parseUnitId('2-GG-2')).toBeNull();
    expect(parseUnitId('2-G-')).toBeNull();
  });

  it('sorts by floor, then row, then number', () => {
    const ids = ['2-B-1', '10-A-1', '2-A-10', '2-A-9', '1-Z-3'];
    expect(ids.sort(compareUnitIds)).toEqual(['1-Z-3', '2-A-9', '2-A-10', '2-B-1', '10-A-1']);
  });
});

describe('describeValue', () => {
  it('describes values briefly and safely', () => {
    expect(describeValue('x'.repeat(40))).toBe(`string "${'x'.repeat(30)}…"`);
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue({})).toBe('an object');
    expect(describeValue(false)).toBe('boolean false');
  });
});

describe('formatLayoutJson', () => {
  const layout: Layout = {
    canvas: { width: 200, height: 100 },
    units: [unit('2-A-1', 0)],
    features: [{ id: 'lift', kind: 'lift', label: 'Lift', x: 100, y: 50, width: 20, height: 20 }],
  };

  it('writes two-space JSON with a final newline, in a fixed key order', () => {
    const reordered = {
      ...layout,
      units: layout.units.map((u) => Object.fromEntries(Object.entries(u).reverse()) as Unit),
    };
    const text = formatLayoutJson(reordered);
    expect(text).toBe(formatLayoutJson(layout));
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).toContain('\n  "units": [\n    {\n      "id": "2-A-1",\n      "x": 0,');
    expect(Object.keys(JSON.parse(text))).toEqual(['canvas', 'units', 'features']);
  });

  it('round-trips through parseLayout', () => {
    expect(assertLayout(JSON.parse(formatLayoutJson(layout)))).toEqual(layout);
  });

  it("keeps a feature's floor, and writes none for a feature on every floor", () => {
    const stairs = {
      id: 'stairs-2',
      kind: 'stairs',
      label: 'Stairs',
      x: 0,
      y: 50,
      width: 20,
      height: 20,
      floor: 2,
    } as const;
    const twoFloors: Layout = { ...layout, features: [...layout.features, stairs] };
    const text = formatLayoutJson(twoFloors);
    expect(assertLayout(JSON.parse(text))).toEqual(twoFloors);
    expect(JSON.parse(text).features).toEqual([layout.features[0], stairs]);
    expect(text).toContain('"height": 20,\n      "floor": 2\n');
  });
});
