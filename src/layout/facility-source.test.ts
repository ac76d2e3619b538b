import { describe, expect, it } from 'vitest';
import {
  buildLayout,
  type FacilitySource,
  generateLayout,
  parseFacilitySource,
} from '@/layout/facility-source';
import { formatProblem, type Layout, type LayoutResult } from '@/layout/layout-schema';

function source(overrides: Record<string, unknown> = {}) {
  return {
    canvas: { width: 400, height: 200 },
    defaults: { floor: 2, unitWidth: 40, unitHeight: 30, gap: 2, direction: 'right', sqft: 25 },
    sizes: { '25': 'About 5 ft by 5 ft.', '50': 'About 10 ft by 5 ft.' },
    blocks: [{ row: 'A', x: 10, y: 10, count: 3 }],
    ...overrides,
  };
}

function layoutOf(json: unknown): Layout {
  const result = buildLayout(json);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.layout;
}

function problemLines(result: LayoutResult | ReturnType<typeof parseFacilitySource>): string[] {
  return result.ok ? [] : result.problems.map(formatProblem);
}

const positions = (layout: Layout) => layout.units.map((u) => [u.id, u.x, u.y, u.width, u.height]);

describe('buildLayout', () => {
  it('lays out a block from its origin, one unit after another', () => {
    expect(positions(layoutOf(source()))).toEqual([
      ['2-A-1', 10, 10, 40, 30],
      ['2-A-2', 52, 10, 40, 30],
      ['2-A-3', 94, 10, 40, 30],
    ]);
  });

  it('writes the title, description and availability of each unit', () => {
    const layout = layoutOf(source({ reserved: ['2-A-2'] }));
    expect(layout.units[1]).toEqual({
      id: '2-A-2',
      x: 52,
      y: 10,
      width: 40,
      height: 30,
      sqft: 25,
      title: 'Unit 2-A-2',
      description: '25 sq ft unit on floor 2, row A. About 5 ft by 5 ft.',
      isAvailable: false,
    });
    expect(layout.units.map((u) => u.isAvailable)).toEqual([true, false, true]);
  });

  it.each([
    [
      'left',
      [
        ['2-A-1', 200, 50],
        ['2-A-2', 158, 50],
        ['2-A-3', 116, 50],
      ],
    ],
    [
      'down',
      [
        ['2-A-1', 200, 50],
        ['2-A-2', 200, 82],
        ['2-A-3', 200, 114],
      ],
    ],
    [
      'up',
      [
        ['2-A-1', 200, 50],
        ['2-A-2', 200, 18],
        ['2-A-3', 200, -14],
      ],
    ],
  ])('lays out a block going %s', (direction, expected) => {
    const blocks = [{ row: 'A', x: 200, y: 50, count: 3, direction }];
    const result = buildLayout(source({ blocks, canvas: { width: 400, height: 400 } }));
    const generated = parseFacilitySource(source({ blocks }));
    if (!generated.ok) throw new Error('source should read cleanly');
    const units = generateLayout(generated.source).layout.units as {
      id: string;
      x: number;
      y: number;
    }[];
    expect(units.map((u) => [u.id, u.x, u.y])).toEqual(expected);
    expect(result.ok).toBe(direction !== 'up');
  });

  it('lets an exception change one unit, pushing the rest of its block along', () => {
    const layout = layoutOf(
      source({ exceptions: { '2-A-2': { sqft: 50, width: 82, note: 'Double width' } } }),
    );
    expect(positions(layout)).toEqual([
      ['2-A-1', 10, 10, 40, 30],
      ['2-A-2', 52, 10, 82, 30],
      ['2-A-3', 136, 10, 40, 30],
    ]);
    expect(layout.units[1]?.sqft).toBe(50);
    expect(layout.units[1]?.description).toBe(
      '50 sq ft unit on floor 2, row A. About 10 ft by 5 ft.',
    );
  });

  it('continues numbering across blocks of the same row, unless told where to start', () => {
    const blocks = [
      { row: 'A', x: 10, y: 10, count: 2 },
      { row: 'B', x: 10, y: 100, count: 1, floor: 3 },
      { row: 'A', x: 200, y: 10, count: 2 },
      { row: 'A', x: 10, y: 50, count: 1, start: 20, unitWidth: 30, unitHeight: 20, gap: 0 },
    ];
    expect(positions(layoutOf(source({ blocks })))).toEqual([
      ['2-A-1', 10, 10, 40, 30],
      ['2-A-2', 52, 10, 40, 30],
      ['2-A-3', 200, 10, 40, 30],
      ['2-A-4', 242, 10, 40, 30],
      ['2-A-20', 10, 50, 30, 20],
      ['3-B-1', 10, 100, 40, 30],
    ]);
  });

  it('copies features without their notes, in source order', () => {
    const lift = { id: 'lift', kind: 'lift', label: 'Lift', x: 300, y: 100, width: 40, height: 40 };
    const layout = layoutOf(source({ features: [{ ...lift, note: 'Goods lift' }] }));
    expect(layout.features).toEqual([lift]);
  });

  it('gives the same layout for the same source every time', () => {
    expect(layoutOf(source())).toEqual(layoutOf(source()));
  });

  it('reports source problems: unknown fields, bad values, missing settings', () => {
    const json = source({
      colour: 'blue',
      defaults: { floor: -1, unitWidth: 40, gap: -2, direction: 'north', sqft: 0 },
      blocks: [{ row: 'AA', x: '10', y: 10, count: 1.5, widht: 4 }, 'block', { x: 0 }],
      exceptions: { '2-A-1': { sqft: 0 }, 'A-1': { sqft: 50 }, '2-A-2': 50 },
      reserved: ['2-A-1', 2, '2-A-1'],
      sizes: { '0': 'Nothing.', '25': '' },
    });
    expect(problemLines(buildLayout(json))).toEqual([
      'source: unknown-field: "colour" is not a field here (expected canvas, defaults, sizes, blocks, exceptions, reserved, features)',
      'defaults: field-type: floor must be a whole number from 0, got number -1',
      'defaults: field-type: gap must be 0 or more, got -2',
      'defaults: field-type: direction must be one of right, left, down, up, got string "north"',
      'defaults: positive-sqft: sqft must be greater than 0, got 0',
      'blocks[0]: unknown-field: "widht" is not a field here (expected row, x, y, count, start, floor, unitWidth, unitHeight, gap, direction, sqft)',
      'blocks[0]: field-type: row must be one capital letter A to Z, got string "AA"',
      'blocks[0]: field-type: x must be a number, got string "10"',
      'blocks[0]: field-type: count must be a whole number from 1, got number 1.5',
      'blocks[0]: missing-field: unitHeight is missing (set it here or in defaults)',
      'blocks[1]: shape: a block must be an object, got string "block"',
      'blocks[2]: missing-field: row is missing',
      'blocks[2]: missing-field: y is missing',
      'blocks[2]: missing-field: count is missing',
      'blocks[2]: missing-field: unitHeight is missing (set it here or in defaults)',
      'exceptions.2-A-1: positive-sqft: sqft must be greater than 0, got 0',
      'exceptions.A-1: id-format: "A-1" does not read floor-row letter-number, for example 2-G-2',
      'exceptions.2-A-2: shape: an exception must be an object, got number 50',
      'reserved[1]: id-format: number 2 is not a unit id such as 2-C-1',
      'reserved[2]: unique-id: 2-A-1 is already listed at reserved[0]',
      'sizes.0: positive-sqft: "0" is not a size in sq ft',
      'sizes.25: field-type: the description must be non-empty text, got string ""',
    ]);
  });

  it('reports a bad default once, not again for every block that uses it', () => {
    const json = source({
      defaults: {
        floor: 2,
        unitWidth: 40,
        unitHeight: 30,
        gap: 2,
        direction: 'sideways',
        sqft: 25,
      },
      blocks: [
        { row: 'A', x: 10, y: 10, count: 3 },
        { row: 'B', x: 10, y: 50, count: 3 },
        { row: 'C', x: 10, y: 90, count: 3, direction: 'right' },
      ],
    });
    expect(problemLines(buildLayout(json))).toEqual([
      'defaults: field-type: direction must be one of right, left, down, up, got string "sideways"',
    ]);
  });

  it('reports unknown fields in a feature, and checks its optional floor', () => {
    const lift = { id: 'lift', kind: 'lift', label: 'Lift', x: 300, y: 100, width: 40, height: 40 };
    const json = source({
      features: [
        { ...lift, colour: 'grey', note: 'Goods lift' },
        { ...lift, id: 'stairs', kind: 'stairs', floor: -1 },
        { ...lift, id: 'a lift with spaces', widht: 4, floor: 1000 },
      ],
    });
    expect(problemLines(buildLayout(json))).toEqual([
      'lift: unknown-field: "colour" is not a field here (expected id, kind, label, x, y, width, height, floor)',
      'stairs: field-type: floor must be a whole number from 0, got number -1',
      'features[2]: unknown-field: "widht" is not a field here (expected id, kind, label, x, y, width, height, floor)',
      'features[2]: number-range: floor must be at most 999, got 1000',
    ]);
  });

  it('wants unit ids in exceptions and reservations written plainly', () => {
    const json = source({ exceptions: { '2-A-02': { sqft: 50 } }, reserved: ['02-A-1'] });
    expect(problemLines(buildLayout(json))).toEqual([
      'exceptions.2-A-02: key-format: "2-A-02" is not written plainly; write "2-A-2"',
      'reserved[0]: id-format: "02-A-1" has a leading zero; write 2-A-1',
    ]);
  });

  it('wants size keys written plainly, so "025" cannot stand in for "25"', () => {
    const json = source({
      sizes: { '25': 'About 5 ft by 5 ft.', '025': 'Replaced.', '25.0': 'x' },
    });
    expect(problemLines(buildLayout(json))).toEqual([
      'sizes.025: key-format: "025" is not written plainly; write "25"',
      'sizes.25.0: key-format: "25.0" is not written plainly; write "25"',
    ]);
  });

  it.each([
    [{ count: 130_000 }, 'blocks[0]: number-range: count must be at most 100,000, got 130000'],
    [{ count: 80_000_000 }, 'blocks[0]: number-range: count must be at most 100,000, got 80000000'],
    [{ x: 1e18 }, 'blocks[0]: number-range: x must be at most 1,000,000, got 1000000000000000000'],
    [{ y: -1e7 }, 'blocks[0]: number-range: y must be at least -1,000,000, got -10000000'],
    [{ gap: 1e9 }, 'blocks[0]: number-range: gap must be at most 1,000,000, got 1000000000'],
    [
      { unitWidth: 1e300 },
      'blocks[0]: number-range: unitWidth must be at most 1,000,000, got 1e+300',
    ],
    [{ sqft: 20_000 }, 'blocks[0]: number-range: sqft must be at most 10,000, got 20000'],
    [{ floor: 5000 }, 'blocks[0]: number-range: floor must be at most 999, got 5000'],
    [{ start: 1e12 }, 'blocks[0]: number-range: start must be at most 100,000, got 1000000000000'],
    [
      { start: 99_999 },
      'blocks[0]: number-range: the last unit number must be at most 100,000, got 100001',
    ],
  ])('rejects %j by name before laying anything out', (change, line) => {
    const json = source({ blocks: [{ row: 'A', x: 10, y: 10, count: 3, ...change }] });
    expect(problemLines(buildLayout(json))).toEqual([line]);
  });

  it('bounds the units of all blocks together, and every number of an exception', () => {
    const blocks = Array.from({ length: 3 }, (_, i) => ({
      row: 'A',
      x: 0,
      y: 0,
      count: 40_000,
      start: i * 40_000 + 1,
    }));
    expect(problemLines(buildLayout(source({ blocks })))).toEqual([
      'blocks: number-range: the blocks make 120,000 units together; at most 100,000 are allowed',
    ]);
    const exceptions = { '2-A-1': { sqft: 1e5, width: 1e18 } };
    expect(problemLines(buildLayout(source({ exceptions })))).toEqual([
      'exceptions.2-A-1: number-range: sqft must be at most 10,000, got 100000',
      'exceptions.2-A-1: number-range: width must be at most 1,000,000, got 1000000000000000000',
    ]);
  });

  it('reports a huge canvas by name', () => {
    expect(problemLines(buildLayout(source({ canvas: { width: 400, height: 1e18 } })))).toEqual([
      'canvas: number-range: height must be at most 100,000, got 1000000000000000000',
    ]);
  });

  it('reports a missing top level, blocks or sizes', () => {
    expect(problemLines(buildLayout([]))).toEqual([
      'source: shape: the top level must be an object, got an array',
    ]);
    expect(problemLines(buildLayout({}))).toEqual([
      'source: missing-field: canvas is missing',
      'source: missing-field: blocks is missing',
      'source: missing-field: sizes is missing',
    ]);
    expect(problemLines(buildLayout(source({ blocks: [] })))).toEqual([
      'source: shape: blocks must be a list of at least one block, got an array',
    ]);
  });

  it('reports units that no block makes, repeated ids and sizes without a description', () => {
    const json = source({
      blocks: [
        { row: 'A', x: 10, y: 10, count: 2 },
        { row: 'A', x: 10, y: 100, count: 2, start: 2 },
      ],
      exceptions: { '2-A-1': { sqft: 30 }, '2-B-1': { width: 10 } },
      reserved: ['2-A-2', '2-Z-9'],
    });
    expect(problemLines(buildLayout(json))).toEqual([
      '2-A-2: unique-id: made by both blocks[0] and blocks[1]; check their start numbers',
      'exceptions.2-B-1: unknown-unit: no block makes unit 2-B-1',
      'reserved[1]: unknown-unit: no block makes unit 2-Z-9',
      'sizes: missing-field: no description for 30 sq ft (used by 2-A-1)',
    ]);
  });

  it('checks the generated layout against the schema, naming the block that made a unit', () => {
    const json = source({
      blocks: [
        { row: 'A', x: 10, y: 10, count: 10 },
        { row: 'B', x: 10, y: 20, count: 1 },
      ],
    });
    expect(problemLines(buildLayout(json))).toEqual([
      '2-A-10: inside-canvas: spans x 388 to 428, y 10 to 40, outside the 400 × 200 canvas; made by blocks[0]',
      '2-B-1: no-overlap: overlaps 2-A-1 (this unit spans x 10 to 50, y 20 to 50); made by blocks[1]',
    ]);
  });

  it('reports a bad feature through the schema, by its id', () => {
    const json = source({
      features: [{ id: 'office', kind: 'office', label: 'Office', x: 0, y: 0 }],
    });
    expect(problemLines(buildLayout(json))).toEqual([
      'office: missing-field: width is missing',
      'office: missing-field: height is missing',
    ]);
  });
});

describe('parseFacilitySource', () => {
  it('merges defaults into each block', () => {
    const result = parseFacilitySource(source());
    expect(result.ok).toBe(true);
    const parsed = (result as { source: FacilitySource }).source;
    expect(parsed.blocks).toEqual([
      {
        floor: 2,
        unitWidth: 40,
        unitHeight: 30,
        gap: 2,
        direction: 'right',
        sqft: 25,
        row: 'A',
        x: 10,
        y: 10,
        count: 3,
        start: undefined,
      },
    ]);
    expect(parsed.sizeDescriptions).toEqual(
      new Map([
        [25, 'About 5 ft by 5 ft.'],
        [50, 'About 10 ft by 5 ft.'],
      ]),
    );
  });
});
