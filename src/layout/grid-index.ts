/**
 * One uniform grid over a set of rectangles (a spatial hash), for every
 * question the floor plan asks about where rectangles are:
 * - which rectangles overlap an earlier one (the layout check, which the
 *   layout scripts run too), at about n rather than n² comparisons;
 * - which unit is under a point (a click or tap, the hover highlight), in
 *   place of Konva's per-shape hit canvas, which costs one shape per unit;
 * - which units are in view, so drawing skips what is off screen when zoomed in.
 * Pure TypeScript.
 *
 * Cells are about twice a typical rectangle wide, so most rectangles touch one
 * to four. Cells are hashed into a table of about two buckets per rectangle,
 * so memory follows the number of rectangles, not the area they spread over:
 * one rectangle far from the rest costs nothing. Buckets are stored compactly:
 * `bucketStart[b]` to `bucketStart[b + 1]` is the range of `items` holding the
 * rectangles touching a cell that hashes to bucket b. Two cells sharing a
 * bucket only add candidates, which every query then checks exactly.
 */

/** A rectangle in drawing units, origin top left. */
export type Rect = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
};

export type GridIndex = {
  readonly rects: readonly (Rect | null)[];
  readonly left: number;
  readonly top: number;
  readonly cellSize: number;
  /** The last column and row holding a rectangle. */
  readonly lastCol: number;
  readonly lastRow: number;
  readonly mask: number;
  readonly bucketStart: Uint32Array;
  readonly items: Uint32Array;
  /**
   * Rectangles kept out of the grid: those spanning more than
   * MAX_CELLS_PER_RECT cells or reaching to infinity. Every query looks at
   * them, so one huge rectangle costs n comparisons rather than millions of cells.
   */
  readonly outside: readonly number[];
  /** Marks for the queries, so a rectangle touching several cells is visited once. */
  readonly seen: Uint32Array;
  pass: number;
};

const MAX_CELLS_PER_RECT = 64;

/** True when the interiors intersect; rectangles that only share an edge or a corner do not overlap. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function contains(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
}

const isFiniteRect = (r: Rect) =>
  Number.isFinite(r.x) &&
  Number.isFinite(r.y) &&
  Number.isFinite(r.x + r.width) &&
  Number.isFinite(r.y + r.height);

type Span = { c0: number; c1: number; r0: number; r1: number };
type Frame = Pick<GridIndex, 'left' | 'top' | 'cellSize' | 'lastCol' | 'lastRow'>;

/** The cells a rectangle touches, clamped to the columns and rows in use. */
function spanOf({ left, top, cellSize, lastCol, lastRow }: Frame, r: Rect): Span {
  const clamp = (v: number, last: number) => (v >= 0 ? Math.min(last, Math.floor(v)) : 0);
  return {
    c0: clamp((r.x - left) / cellSize, lastCol),
    c1: clamp((r.x + r.width - left) / cellSize, lastCol),
    r0: clamp((r.y - top) / cellSize, lastRow),
    r1: clamp((r.y + r.height - top) / cellSize, lastRow),
  };
}

const bucketOf = (col: number, row: number, mask: number) =>
  (Math.imul(col, 73_856_093) ^ Math.imul(row, 19_349_663)) & mask;

/** Indexes the rectangles; `null` entries (geometry known to be invalid) are left out but keep their place. */
export function buildGridIndex(rects: readonly (Rect | null)[]): GridIndex {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const sides = new Float64Array(rects.length);
  let sideCount = 0;
  for (const r of rects) {
    if (!r || !isFiniteRect(r)) continue;
    left = Math.min(left, r.x);
    top = Math.min(top, r.y);
    right = Math.max(right, r.x + r.width);
    bottom = Math.max(bottom, r.y + r.height);
    sides[sideCount++] = Math.max(r.width, r.height);
  }
  if (sideCount === 0) [left, top, right, bottom] = [0, 0, 1, 1];
  const typicalSide = sides.subarray(0, sideCount).sort()[sideCount >> 1] ?? 1;
  // Never so small that a column or row number passes 2^20: the hash needs
  // them as 32-bit integers, and past 2^53 adding one to a number changes nothing.
  const cellSize = Math.max(
    2 * typicalSide,
    (right - left) / 2 ** 20,
    (bottom - top) / 2 ** 20,
    Number.MIN_VALUE,
  );
  const frame: Frame = {
    left,
    top,
    cellSize,
    lastCol: Math.floor((right - left) / cellSize),
    lastRow: Math.floor((bottom - top) / cellSize),
  };
  let buckets = 64;
  while (buckets < 2 * rects.length) buckets *= 2;
  const mask = buckets - 1;

  const outside: number[] = [];
  const spans: (Span | null)[] = rects.map((r, i) => {
    if (!r) return null;
    const span = spanOf(frame, r);
    const cells = (span.c1 - span.c0 + 1) * (span.r1 - span.r0 + 1);
    if (!isFiniteRect(r) || cells > MAX_CELLS_PER_RECT) {
      outside.push(i);
      return null;
    }
    return span;
  });
  const counts = new Uint32Array(buckets + 1);
  for (const span of spans) {
    if (!span) continue;
    for (let row = span.r0; row <= span.r1; row++) {
      for (let col = span.c0; col <= span.c1; col++) {
        const at = bucketOf(col, row, mask) + 1;
        counts[at] = (counts[at] ?? 0) + 1;
      }
    }
  }
  for (let b = 1; b < counts.length; b++) counts[b] = (counts[b] ?? 0) + (counts[b - 1] ?? 0);
  const items = new Uint32Array(counts[buckets] ?? 0);
  const fill = counts.slice(0, -1);
  spans.forEach((span, i) => {
    if (!span) return;
    for (let row = span.r0; row <= span.r1; row++) {
      for (let col = span.c0; col <= span.c1; col++) {
        const bucket = bucketOf(col, row, mask);
        items[fill[bucket] ?? 0] = i;
        fill[bucket] = (fill[bucket] ?? 0) + 1;
      }
    }
  });
  return {
    ...frame,
    rects,
    mask,
    bucketStart: counts,
    items,
    outside,
    seen: new Uint32Array(rects.length),
    pass: 0,
  };
}

/**
 * Calls visit once for each rectangle that may intersect `area`: those in
 * the cells it covers (and any sharing their buckets), and those kept outside
 * the grid. Callers check the geometry exactly. In no particular order.
 */
export function visitNear(index: GridIndex, area: Rect, visit: (i: number) => void): void {
  const { left, top, cellSize, lastCol, lastRow, mask, bucketStart, items, seen } = index;
  index.pass = index.pass >= 0xffffffff ? 1 : index.pass + 1;
  if (index.pass === 1) seen.fill(0);
  const pass = index.pass;
  for (const i of index.outside) {
    seen[i] = pass;
    visit(i);
  }
  // An area wholly beside the rectangles meets none of the grid.
  if (
    area.x > left + (lastCol + 1) * cellSize ||
    area.y > top + (lastRow + 1) * cellSize ||
    area.x + area.width < left ||
    area.y + area.height < top
  )
    return;
  const { c0, c1, r0, r1 } = spanOf(index, area);
  // An area covering more cells than there are buckets (the whole plan in
  // view) reads every bucket once instead.
  if ((c1 - c0 + 1) * (r1 - r0 + 1) > mask + 1) {
    for (let k = 0; k < items.length; k++) {
      const i = items[k] ?? 0;
      if (seen[i] === pass) continue;
      seen[i] = pass;
      visit(i);
    }
    return;
  }
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const bucket = bucketOf(col, row, mask);
      const end = bucketStart[bucket + 1] ?? 0;
      for (let k = bucketStart[bucket] ?? 0; k < end; k++) {
        const i = items[k] ?? 0;
        if (seen[i] === pass) continue;
        seen[i] = pass;
        visit(i);
      }
    }
  }
}

/**
 * Index of the rectangle under a drawing point, or -1. Where rectangles
 * overlap, the one drawn last (the highest index) wins, as on screen.
 */
export function rectAt(index: GridIndex, point: { x: number; y: number }): number {
  let found = -1;
  visitNear(index, { x: point.x, y: point.y, width: 0, height: 0 }, (i) => {
    const r = index.rects[i];
    if (i > found && r && contains(r, point.x, point.y)) found = i;
  });
  return found;
}

/** Calls visit once for each rectangle whose interior intersects `area`, in no particular order. */
export function rectsInArea(index: GridIndex, area: Rect, visit: (i: number) => void): void {
  visitNear(index, area, (i) => {
    const r = index.rects[i];
    if (r && rectsOverlap(r, area)) visit(i);
  });
}

/**
 * For each rectangle that overlaps an earlier one, the indices of those
 * earlier rectangles in ascending order. `null` entries (rectangles whose
 * geometry is already known to be invalid) are skipped; indices still refer
 * to the input array.
 */
export function findOverlaps(rects: readonly (Rect | null)[]): Map<number, number[]> {
  const index = buildGridIndex(rects);
  const overlaps = new Map<number, number[]>();
  rects.forEach((r, j) => {
    if (!r) return;
    const found: number[] = [];
    visitNear(index, r, (i) => {
      const other = rects[i];
      if (i < j && other && rectsOverlap(other, r)) found.push(i);
    });
    if (found.length > 0)
      overlaps.set(
        j,
        found.sort((a, b) => a - b),
      );
  });
  return overlaps;
}
