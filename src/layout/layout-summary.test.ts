import { describe, expect, it } from 'vitest';
import type { Layout, Unit } from '@/layout/layout-schema';
import { formatLayoutSummary, summariseLayout } from '@/layout/layout-summary';

function unit(id: string, sqft: number, isAvailable: boolean): Unit {
  return { id, x: 0, y: 0, width: 1, height: 1, sqft, title: id, description: id, isAvailable };
}

describe('summariseLayout', () => {
  it('counts units, availability and sizes, smallest size first', () => {
    const layout: Layout = {
      canvas: { width: 10, height: 10 },
      units: [unit('2-A-1', 50, true), unit('2-A-2', 25, false), unit('2-A-3', 25, true)],
      features: [],
    };
    const summary = summariseLayout(layout);
    expect(summary).toEqual({
      units: 3,
      available: 2,
      reserved: 1,
      bySize: [
        { sqft: 25, units: 2 },
        { sqft: 50, units: 1 },
      ],
    });
    expect(formatLayoutSummary(summary)).toBe(
      '3 units: 2 available, 1 reserved; by size: 25 sq ft × 2, 50 sq ft × 1',
    );
  });

  it('reads well for an empty layout', () => {
    const summary = summariseLayout({ canvas: { width: 1, height: 1 }, units: [], features: [] });
    expect(formatLayoutSummary(summary)).toBe('0 units: 0 available, 0 reserved; by size: none');
  });
});
