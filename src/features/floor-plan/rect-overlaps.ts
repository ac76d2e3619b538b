/**
 * Finds overlapping rectangles without comparing every pair: rectangles are
 * dropped into a uniform grid (a spatial hash) and only those sharing a cell
 * are compared, so a floor of n similar units costs about n, not n². Pure
 * TypeScript; the layout scripts import it too.
 */

/** A rectangle in drawing units, origin top left. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * A rectangle spanning more cells than this is kept out of the grid and
 * compared with everything instead, so one huge or stray rectangle costs n
 * comparisons rather than millions of cells.
 */
const MAX_CELLS_PER_RECT = 64;

/** True when the interiors intersect; rectangles that only share an edge or a corner do not overlap. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function medianLongerSide(rects: readonly (Rect | null)[]): number {
  const sides = Float64Array.from(
    rects.filter((r) => r !== null),
    (r) => Math.max(r.width, r.height),
  ).sort();
  return sides[sides.length >> 1] ?? 1;
}

function largestCoordinate(rects: readonly (Rect | null)[]): number {
  let largest = 0;
  for (const r of rects) {
    if (!r) continue;
    largest = Math.max(largest, Math.abs(r.x), Math.abs(r.y));
    largest = Math.max(largest, Math.abs(r.x + r.width), Math.abs(r.y + r.height));
  }
  return largest;
}

/**
 * For each rectangle that overlaps an earlier one, the indices of those
 * earlier rectangles in ascending order. `null` entries (rectangles whose
 * geometry is already known to be invalid) are skipped; indices still refer
 * to the input array.
 */
export function findOverlaps(rects: readonly (Rect | null)[]): Map<number, number[]> {
  const overlaps = new Map<number, number[]>();
  // Cells about one typical rectangle wide: most rectangles then sit in at most four.
  // Never so small that a cell index passes 2^20 times the spread of the
  // coordinates: past 2^53 adding one to an index changes nothing, and the
  // loops over cells below would never end.
  const cellSize = Math.max(
    medianLongerSide(rects),
    largestCoordinate(rects) / 2 ** 20,
    Number.MIN_VALUE,
  );
  // Only occupied cells are stored. Two cells may share a key when
  // coordinates are huge; that only adds comparisons, never misses one.
  const cells = new Map<number, number[]>();
  const oversized: number[] = [];
  // lastSeenBy[i] === j + 1 once rectangle i has been compared with j, so a
  // pair sharing several cells is compared once.
  const lastSeenBy = new Int32Array(rects.length);

  rects.forEach((r, j) => {
    if (!r) return;
    const found: number[] = [];
    const compare = (i: number) => {
      if (lastSeenBy[i] === j + 1) return;
      lastSeenBy[i] = j + 1;
      const other = rects[i];
      if (other && rectsOverlap(r, other)) found.push(i);
    };
    for (const i of oversized) compare(i);

    const c0 = Math.floor(r.x / cellSize);
    const c1 = Math.floor((r.x + r.width) / cellSize);
    const r0 = Math.floor(r.y / cellSize);
    const r1 = Math.floor((r.y + r.height) / cellSize);
    const cellCount = (c1 - c0 + 1) * (r1 - r0 + 1);
    if (!(cellCount <= MAX_CELLS_PER_RECT)) {
      for (let i = 0; i < j; i++) compare(i);
      oversized.push(j);
    } else {
      for (let row = r0; row <= r1; row++) {
        for (let col = c0; col <= c1; col++) {
          const key = col * 2 ** 26 + row;
          const cell = cells.get(key);
          if (cell) {
            for (const i of cell) compare(i);
            cell.push(j);
          } else {
            cells.set(key, [j]);
          }
        }
      }
    }
    if (found.length > 0)
      overlaps.set(
        j,
        found.sort((a, b) => a - b),
      );
  });
  return overlaps;
}
