import { describe, expect, it } from 'vitest';
import { findOverlaps, type Rect, rectsOverlap } from '@/features/floor-plan/rect-overlaps';

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
