import { describe, expect, it } from 'vitest';
import {
  buildGridIndex,
  findOverlaps,
  type Rect,
  rectAt,
  rectsInArea,
  rectsOverlap,
  visitNear,
} from '@/layout/grid-index';

const square = (x: number, y: number, size = 10): Rect => ({ x, y, width: size, height: size });

/** The quadratic answer, to check the grid against. */
function naiveOverlaps(rects: readonly (Rect | null)[]): Map<number, number[]> {
  const result = new Map<number, number[]>();
  rects.forEach((b, j) => {
    const earlier = rects.flatMap((a, i) => (i < j && a && b && rectsOverlap(a, b) ? [i] : []));
    if (earlier.length > 0) result.set(j, earlier);
  });
  return result;
}

describe('rectsOverlap', () => {
  it('counts shared interiors only; touching edges and corners do not overlap', () => {
    expect(rectsOverlap(square(0, 0), square(5, 5))).toBe(true);
    expect(rectsOverlap(square(0, 0), square(10, 0))).toBe(false);
    expect(rectsOverlap(square(0, 0), square(0, 10))).toBe(false);
    expect(rectsOverlap(square(0, 0), square(10, 10))).toBe(false);
    expect(rectsOverlap(square(0, 0, 100), square(40, 40))).toBe(true);
  });
});

describe('findOverlaps', () => {
  it('finds nothing in a row of touching units', () => {
    expect(findOverlaps([0, 10, 20, 30].map((x) => square(x, 0))).size).toBe(0);
  });

  it('lists, for each later rectangle, every earlier one it overlaps', () => {
    const rects = [square(0, 0), square(10, 0), square(5, 5), square(100, 100)];
    expect(findOverlaps(rects)).toEqual(new Map([[2, [0, 1]]]));
  });

  it('skips null entries but keeps indices', () => {
    expect(findOverlaps([square(0, 0), null, square(5, 0)])).toEqual(new Map([[2, [0]]]));
  });

  it('finds a large rectangle covering many small ones, and identical rectangles', () => {
    const rects = [square(0, 0), square(30, 30), square(0, 0, 50), square(30, 30)];
    expect(findOverlaps(rects)).toEqual(naiveOverlaps(rects));
    expect(findOverlaps(rects).get(3)).toEqual([1, 2]);
  });

  it('agrees with comparing every pair on scattered rectangles of mixed sizes', () => {
    // A fixed pseudo-random sequence keeps the test repeatable.
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rects = Array.from({ length: 400 }, () => ({
      x: Math.round(next() * 1000) - 50,
      y: Math.round(next() * 600),
      width: 1 + Math.round(next() * (next() < 0.05 ? 300 : 40)),
      height: 1 + Math.round(next() * 40),
    }));
    expect(findOverlaps(rects)).toEqual(naiveOverlaps(rects));
  });

  it('copes with one rectangle far from the rest', () => {
    const rects = [square(0, 0), square(5, 5), square(1e9, 1e9)];
    expect(findOverlaps(rects)).toEqual(new Map([[1, [0]]]));
  });
});

describe('findOverlaps at scale', () => {
  it('handles a huge rectangle among many small ones by comparing it with each', () => {
    const grid = Array.from({ length: 2500 }, (_, i) =>
      square((i % 50) * 10, Math.floor(i / 50) * 10),
    );
    const huge = { x: 95, y: 95, width: 1e6, height: 1e6 };
    const found = findOverlaps([...grid, huge, square(-20, -20), square(5000, 5000)]);
    expect([...found.keys()]).toEqual([2500, 2502]);
    // Squares from x = 90 and y = 90 onwards: 41 columns by 41 rows.
    expect(found.get(2500)).toHaveLength(41 * 41);
    expect(found.get(2502)).toEqual([2500]);
  });
});

describe('findOverlaps with extreme coordinates', () => {
  it('finishes, and still finds the overlaps, far from the origin', () => {
    const rects = [
      square(1e18, 0, 1e6),
      square(0, 0, 44),
      square(1e18, 10, 1e6),
      square(40, 0, 44),
    ];
    expect(findOverlaps(rects)).toEqual(
      new Map([
        [2, [0]],
        [3, [1]],
      ]),
    );
  });

  it('finishes with tiny rectangles among ordinary ones', () => {
    const rects = [square(0, 0, 1e-300), square(500, 500, 1e-300), square(0, 0, 44)];
    expect(findOverlaps(rects)).toEqual(naiveOverlaps(rects));
  });

  it('finishes with infinite sizes, comparing them with everything', () => {
    const rects = [square(0, 0), { x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 1 }];
    expect(findOverlaps(rects)).toEqual(new Map([[1, [0]]]));
  });
});

const plan = { width: 1150, height: 600 };

/** A row of 44 × 44 units with a 4-unit gap, plus one wide unit below it. */
const units: Rect[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ x: 320 + i * 48, y: 10, width: 44, height: 44 })),
  { x: 368, y: 448, width: 92, height: 44 },
];
const index = buildGridIndex(units);

function bruteForceAt(point: { x: number; y: number }) {
  let found = -1;
  units.forEach((r, i) => {
    if (point.x >= r.x && point.x < r.x + r.width && point.y >= r.y && point.y < r.y + r.height)
      found = i;
  });
  return found;
}

describe('rectAt', () => {
  it('finds the unit under a point, including near its edges', () => {
    expect(rectAt(index, { x: 342, y: 32 })).toBe(0);
    expect(rectAt(index, { x: 320, y: 10 })).toBe(0);
    expect(rectAt(index, { x: 363.9, y: 53.9 })).toBe(0);
    expect(rectAt(index, { x: 368, y: 30 })).toBe(1);
    expect(rectAt(index, { x: 455, y: 470 })).toBe(10);
  });

  it('finds nothing in the gaps, off the units or off the canvas', () => {
    expect(rectAt(index, { x: 366, y: 30 })).toBe(-1);
    expect(rectAt(index, { x: 100, y: 300 })).toBe(-1);
    expect(rectAt(index, { x: -5, y: 30 })).toBe(-1);
    expect(rectAt(index, { x: 2000, y: 30 })).toBe(-1);
  });

  it('agrees with a scan of every unit across the whole canvas', () => {
    for (let x = 0; x < plan.width; x += 7) {
      for (let y = 0; y < plan.height; y += 7) {
        expect(rectAt(index, { x, y })).toBe(bruteForceAt({ x, y }));
      }
    }
  });

  it('prefers the unit drawn last where two overlap', () => {
    const overlapping = buildGridIndex([
      { x: 0, y: 0, width: 100, height: 100 },
      { x: 50, y: 50, width: 100, height: 100 },
    ]);
    expect(rectAt(overlapping, { x: 75, y: 75 })).toBe(1);
    expect(rectAt(overlapping, { x: 25, y: 25 })).toBe(0);
  });
});

describe('rectsInArea', () => {
  const inRect = (area: Rect) => {
    const found: number[] = [];
    rectsInArea(index, area, (i) => found.push(i));
    return found.sort((a, b) => a - b);
  };

  it('visits each unit in the area once, even when it spans several cells', () => {
    expect(inRect({ x: 0, y: 0, width: 1150, height: 600 })).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(inRect({ x: 330, y: 0, width: 50, height: 20 })).toEqual([0, 1]);
    expect(inRect({ x: 400, y: 460, width: 10, height: 10 })).toEqual([10]);
  });

  it('visits nothing in an empty part of the plan, and stays right over many queries', () => {
    expect(inRect({ x: 0, y: 100, width: 300, height: 300 })).toEqual([]);
    for (let i = 0; i < 1000; i++) inRect({ x: 320, y: 10, width: 1, height: 1 });
    expect(inRect({ x: 320, y: 10, width: 1, height: 1 })).toEqual([0]);
  });
});

describe('the grid itself', () => {
  const candidates = (index: ReturnType<typeof buildGridIndex>, area: Rect) => {
    let count = 0;
    visitNear(index, area, () => {
      count += 1;
    });
    return count;
  };
  const floor = Array.from({ length: 10_000 }, (_, i) =>
    square((i % 100) * 10, Math.floor(i / 100) * 10),
  );

  it('looks at a handful of rectangles for a point, not at all of them', () => {
    expect(candidates(buildGridIndex(floor), square(505, 505, 0))).toBeLessThanOrEqual(16);
  });

  it('stays as quick with one rectangle far from the rest, or one huge one', () => {
    const stray = buildGridIndex([...floor, square(1_000_000, 1_000_000)]);
    expect(candidates(stray, square(505, 505, 0))).toBeLessThanOrEqual(16);
    expect(rectAt(stray, { x: 1_000_005, y: 1_000_005 })).toBe(10_000);
    const huge = buildGridIndex([...floor, { x: -50, y: -50, width: 5000, height: 5000 }]);
    expect(candidates(huge, square(505, 505, 0))).toBeLessThanOrEqual(17);
    expect(rectAt(huge, { x: 505, y: 505 })).toBe(10_000);
  });
});
