/**
 * A uniform grid over the drawing for finding units fast: which unit is under
 * a point (a click or tap, the hover highlight) and which units are in view
 * (so drawing skips what is off screen when zoomed in). It replaces Konva's
 * per-shape hit canvas, which costs one shape per unit. Pure TypeScript.
 *
 * Cells are stored compactly: `cellStart[c]` to `cellStart[c + 1]` is the
 * range of `items` holding the indexes of the rectangles touching cell c.
 */
import type { PlanRect, PlanSize, Point } from '@/features/floor-plan/view-math';

export type UnitIndex = {
  readonly rects: readonly PlanRect[];
  readonly cellSize: number;
  readonly cols: number;
  readonly rows: number;
  readonly cellStart: Uint32Array;
  readonly items: Uint32Array;
  /** Marks for unitsInRect, so a rectangle touching several cells is visited once. */
  readonly seen: Uint32Array;
  pass: number;
};

/** Cells about twice a typical unit wide: most units touch one to four cells. */
function typicalCellSize(rects: readonly PlanRect[]): number {
  if (rects.length === 0) return 1;
  const sides = rects.map((r) => Math.max(r.width, r.height)).sort((a, b) => a - b);
  return Math.max(2 * (sides[sides.length >> 1] ?? 1), 1);
}

function cellRange(index: UnitIndex, r: PlanRect) {
  const { cellSize, cols, rows } = index;
  const clampCol = (v: number) => Math.min(cols - 1, Math.max(0, Math.floor(v / cellSize)));
  const clampRow = (v: number) => Math.min(rows - 1, Math.max(0, Math.floor(v / cellSize)));
  return {
    c0: clampCol(r.x),
    c1: clampCol(r.x + r.width),
    r0: clampRow(r.y),
    r1: clampRow(r.y + r.height),
  };
}

export function buildUnitIndex(rects: readonly PlanRect[], plan: PlanSize): UnitIndex {
  const cellSize = typicalCellSize(rects);
  const cols = Math.max(1, Math.ceil(plan.width / cellSize));
  const rows = Math.max(1, Math.ceil(plan.height / cellSize));
  const counts = new Uint32Array(cols * rows + 1);
  const partial = {
    rects,
    cellSize,
    cols,
    rows,
    cellStart: counts,
    items: new Uint32Array(0),
    seen: new Uint32Array(rects.length),
    pass: 0,
  };
  const ranges = rects.map((r) => cellRange(partial, r));
  for (const { c0, c1, r0, r1 } of ranges) {
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const at = row * cols + col + 1;
        counts[at] = (counts[at] ?? 0) + 1;
      }
    }
  }
  for (let c = 1; c < counts.length; c++) counts[c] = (counts[c] ?? 0) + (counts[c - 1] ?? 0);
  const items = new Uint32Array(counts[counts.length - 1] ?? 0);
  const fill = counts.slice(0, -1);
  ranges.forEach(({ c0, c1, r0, r1 }, i) => {
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const cell = row * cols + col;
        items[fill[cell] ?? 0] = i;
        fill[cell] = (fill[cell] ?? 0) + 1;
      }
    }
  });
  return { ...partial, items };
}

function contains(r: PlanRect, p: Point): boolean {
  return p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height;
}

/**
 * Index of the rectangle under a drawing point, or -1. Where rectangles
 * overlap, the one drawn last (the highest index) wins, as on screen.
 */
export function unitAt(index: UnitIndex, point: Point): number {
  const { cellSize, cols, rows, cellStart, items, rects } = index;
  const col = Math.floor(point.x / cellSize);
  const row = Math.floor(point.y / cellSize);
  if (col < 0 || row < 0 || col >= cols || row >= rows) return -1;
  const cell = row * cols + col;
  let found = -1;
  for (let k = cellStart[cell] ?? 0; k < (cellStart[cell + 1] ?? 0); k++) {
    const i = items[k] ?? -1;
    const rect = rects[i];
    if (i > found && rect && contains(rect, point)) found = i;
  }
  return found;
}

function intersects(a: PlanRect, b: PlanRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Calls visit once for each rectangle intersecting `area`, in no particular order. */
export function unitsInRect(index: UnitIndex, area: PlanRect, visit: (i: number) => void): void {
  const { cols, cellStart, items, rects, seen } = index;
  index.pass = index.pass >= 0xffffffff ? 1 : index.pass + 1;
  if (index.pass === 1) seen.fill(0);
  const pass = index.pass;
  const { c0, c1, r0, r1 } = cellRange(index, area);
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const cell = row * cols + col;
      for (let k = cellStart[cell] ?? 0; k < (cellStart[cell + 1] ?? 0); k++) {
        const i = items[k] ?? 0;
        if (seen[i] === pass) continue;
        seen[i] = pass;
        const rect = rects[i];
        if (rect && intersects(rect, area)) visit(i);
      }
    }
  }
}
