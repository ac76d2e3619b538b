/**
 * Finding units for the visitor's path from a size to one unit: the floors
 * of a layout and what is drawn on each, a view centred on a unit, how many
 * units a size has (and the nearest sizes when it has none), and the search
 * behind "Find a unit". Pure TypeScript.
 */

import { clampView, type PlanSize, type PlanView } from '@/features/floor-plan/view-math';
import { featureFloor, unitFloor } from '@/layout/layout-rules';
import type { FacilityFeature, Layout, Unit } from '@/layout/layout-schema';

/** How far "show this unit" zooms in, relative to fit. */
export const UNIT_ZOOM = 3;
/** Most suggestions the search lists at once. */
export const MAX_SUGGESTIONS = 8;

/** The floors units are on, in order ("1", "2"). */
export function layoutFloors(units: readonly Pick<Unit, 'id'>[]): string[] {
  return [...new Set(units.map((u) => unitFloor(u.id)))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
}

/** What is drawn on one floor: its units and its features (and those on every floor). */
export function floorLayout(layout: Layout, floor: string): Layout {
  const onFloor = (f: FacilityFeature) => {
    const at = featureFloor(f);
    return at === undefined || at === floor;
  };
  return {
    canvas: layout.canvas,
    units: layout.units.filter((u) => unitFloor(u.id) === floor),
    features: layout.features.filter(onFloor),
  };
}

/** A view at `zoom` with the unit in the middle (as near as the plan's edges allow). */
export function viewOnUnit(unit: Unit, plan: PlanSize, zoom = UNIT_ZOOM): PlanView {
  const width = plan.width / zoom;
  const height = plan.height / zoom;
  return clampView(
    {
      zoom,
      x: unit.x + unit.width / 2 - width / 2,
      y: unit.y + unit.height / 2 - height / 2,
    },
    plan,
  );
}

export type SizeOnPlan = {
  sqft: number;
  /** Units of this size, and how many of them are available. */
  total: number;
  available: number;
  /** When there are none: the nearest sizes that exist, below and above. */
  nearest: number[];
};

export function sizeOnPlan(units: readonly Unit[], sqft: number): SizeOnPlan {
  const ofSize = units.filter((u) => u.sqft === sqft);
  const sizes = [...new Set(units.map((u) => u.sqft))].sort((a, b) => a - b);
  const below = sizes.filter((s) => s < sqft).at(-1);
  const above = sizes.find((s) => s > sqft);
  return {
    sqft,
    total: ofSize.length,
    available: ofSize.filter((u) => u.isAvailable).length,
    nearest: ofSize.length > 0 ? [] : [below, above].filter((s) => s !== undefined),
  };
}

/** An available unit of the size, the first in the list, or undefined. */
export function availableUnitOfSize(units: readonly Unit[], sqft: number): Unit | undefined {
  return units.find((u) => u.sqft === sqft && u.isAvailable);
}

const normalise = (text: string) => text.trim().toUpperCase().replace(/\s+/g, '');

/**
 * Ids matching what was typed: "C-4" finds 2-C-4 (and 2-C-40), "2-C-4"
 * finds it on floor 2 only. An exact id or label comes first, then ids whose
 * label starts with the text, then any id containing it.
 */
export function searchUnits(
  units: readonly Pick<Unit, 'id'>[],
  query: string,
  limit = MAX_SUGGESTIONS,
): string[] {
  const text = normalise(query);
  if (text === '') return [];
  const rank = (id: string) => {
    const upper = id.toUpperCase();
    const label = upper.slice(upper.indexOf('-') + 1);
    if (upper === text || label === text) return 0;
    if (upper.startsWith(text) || label.startsWith(text)) return 1;
    return upper.includes(text) ? 2 : -1;
  };
  return units
    .map((u, order) => ({ id: u.id, rank: rank(u.id), order }))
    .filter((m) => m.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((m) => m.id);
}
