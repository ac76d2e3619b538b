// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Layout, Unit } from '../../src/layout/layout-schema.ts';
import { compareLayouts, formatLayoutChanges } from './layout-changes.ts';

function unit(id: string, x: number): Unit {
  const description = '25 sq ft unit.';
  return {
    id,
    x,
    y: 0,
    width: 40,
    height: 40,
    sqft: 25,
    title: id,
    description,
    isAvailable: true,
  };
}

const office = {
  id: 'office',
  kind: 'office',
  label: 'Office',
  x: 0,
  y: 50,
  width: 40,
  height: 40,
};

function layout(units: Unit[], features = [office], width = 1000): Layout {
  return { canvas: { width, height: 100 }, units, features } as Layout;
}

describe('compareLayouts', () => {
  it('finds nothing between equal layouts', () => {
    const a = layout([unit('2-A-1', 0)]);
    expect(formatLayoutChanges(compareLayouts(a, structuredClone(a)))).toEqual([]);
  });

  it('lists features added and removed and a new canvas size', () => {
    const lift = { ...office, id: 'lift', kind: 'lift' as const };
    const before = layout([unit('2-A-1', 0)], [office]);
    const after = layout([unit('2-A-1', 0)], [lift], 1200);
    expect(formatLayoutChanges(compareLayouts(before, after))).toEqual([
      '  features added (1):',
      '    lift',
      '  features removed (1):',
      '    office',
      '  canvas: 1000 × 100 → 1200 × 100',
    ]);
  });

  it('shows at most the given number of entries of a kind, then how many more', () => {
    const before = layout([]);
    const after = layout(Array.from({ length: 5 }, (_, i) => unit(`2-A-${i + 1}`, i * 40)));
    expect(formatLayoutChanges(compareLayouts(before, after), 2)).toEqual([
      '  added (5):',
      '    2-A-1',
      '    2-A-2',
      '    …and 3 more',
    ]);
  });
});
