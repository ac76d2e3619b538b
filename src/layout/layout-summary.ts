/**
 * Counts for a valid layout, as the validator prints them and as the floor
 * plan may show them. The layout scripts use this module too.
 */
import type { Layout } from '@/layout/layout-schema';

export type LayoutSummary = {
  units: number;
  available: number;
  reserved: number;
  /** One entry per unit size, smallest first. */
  bySize: readonly { sqft: number; units: number }[];
};

export function summariseLayout(layout: Layout): LayoutSummary {
  const bySqft = new Map<number, number>();
  let available = 0;
  for (const unit of layout.units) {
    if (unit.isAvailable) available++;
    bySqft.set(unit.sqft, (bySqft.get(unit.sqft) ?? 0) + 1);
  }
  return {
    units: layout.units.length,
    available,
    reserved: layout.units.length - available,
    bySize: [...bySqft].sort(([a], [b]) => a - b).map(([sqft, units]) => ({ sqft, units })),
  };
}

/** For example: `127 units: 102 available, 25 reserved; by size: 25 sq ft × 126, 50 sq ft × 1`. */
export function formatLayoutSummary(summary: LayoutSummary): string {
  const sizes = summary.bySize.map((s) => `${s.sqft} sq ft × ${s.units}`).join(', ');
  const plural = summary.units === 1 ? '' : 's';
  return `${summary.units} unit${plural}: ${summary.available} available, ${summary.reserved} reserved; by size: ${sizes || 'none'}`;
}
