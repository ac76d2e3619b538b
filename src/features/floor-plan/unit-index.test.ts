import { describe, expect, it } from 'vitest';
import { buildUnitIndex, unitAt, unitsInRect } from '@/features/floor-plan/unit-index';
import type { PlanRect } from '@/features/floor-plan/view-math';

const plan = { width: 1150, height: 600 };

/** A row of 44 × 44 units with a 4-unit gap, plus one wide unit below it. */
const rects: PlanRect[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ x: 320 + i * 48, y: 10, width: 44, height: 44 })),
  { x: 368, y: 448, width: 92, height: 44 },
];
const index = buildUnitIndex(rects, plan);

function bruteForceAt(point: { x: number; y: number }) {
  let found = -1;
  rects.forEach((r, i) => {
    if (point.x >= r.x && point.x < r.x + r.width && point.y >= r.y && point.y < r.y + r.height)
      found = i;
  });
  return found;
}

describe('unitAt', () => {
  it('finds the unit under a point, including near its edges', () => {
    expect(unitAt(index, { x: 342, y: 32 })).toBe(0);
    expect(unitAt(index, { x: 320, y: 10 })).toBe(0);
    expect(unitAt(index, { x: 363.9, y: 53.9 })).toBe(0);
    expect(unitAt(index, { x: 368, y: 30 })).toBe(1);
    expect(unitAt(index, { x: 455, y: 470 })).toBe(10);
  });

  it('finds nothing in the gaps, off the units or off the canvas', () => {
    expect(unitAt(index, { x: 366, y: 30 })).toBe(-1);
    expect(unitAt(index, { x: 100, y: 300 })).toBe(-1);
    expect(unitAt(index, { x: -5, y: 30 })).toBe(-1);
    expect(unitAt(index, { x: 2000, y: 30 })).toBe(-1);
  });

  it('agrees with a scan of every unit across the whole canvas', () => {
    for (let x = 0; x < plan.width; x += 7) {
      for (let y = 0; y < plan.height; y += 7) {
        expect(unitAt(index, { x, y })).toBe(bruteForceAt({ x, y }));
      }
    }
  });

  it('prefers the unit drawn last where two overlap', () => {
    const overlapping = buildUnitIndex(
      [
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 50, y: 50, width: 100, height: 100 },
      ],
      plan,
    );
    expect(unitAt(overlapping, { x: 75, y: 75 })).toBe(1);
    expect(unitAt(overlapping, { x: 25, y: 25 })).toBe(0);
  });
});

describe('unitsInRect', () => {
  const inRect = (area: PlanRect) => {
    const found: number[] = [];
    unitsInRect(index, area, (i) => found.push(i));
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
