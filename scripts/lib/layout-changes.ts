/**
 * What layout:generate is about to change in units.json: units added,
 * removed, moved, resized or with a new status, and changes to features and
 * the canvas, so staff see what a source edit does before it is published.
 */
import type { FacilityFeature, Layout, Unit } from '../../src/layout/layout-schema.ts';

type Size = { width: number; height: number; sqft: number };
type Change<T> = { id: string; from: T; to: T };

export type LayoutChanges = {
  added: string[];
  removed: string[];
  moved: Change<{ x: number; y: number }>[];
  resized: Change<Size>[];
  status: Change<boolean>[];
  /** Units whose title or description changed. */
  reworded: string[];
  featuresAdded: string[];
  featuresRemoved: string[];
  featuresChanged: string[];
  canvas: Change<{ width: number; height: number }> | null;
};

function sameFeature(a: FacilityFeature, b: FacilityFeature): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Compares two layouts unit by unit (by id) and feature by feature (by id). */
export function compareLayouts(before: Layout, after: Layout): LayoutChanges {
  const old = new Map(before.units.map((u) => [u.id, u]));
  const now = new Map(after.units.map((u) => [u.id, u]));
  const changes: LayoutChanges = {
    added: after.units.filter((u) => !old.has(u.id)).map((u) => u.id),
    removed: before.units.filter((u) => !now.has(u.id)).map((u) => u.id),
    moved: [],
    resized: [],
    status: [],
    reworded: [],
    featuresAdded: [],
    featuresRemoved: [],
    featuresChanged: [],
    canvas: null,
  };
  for (const unit of after.units) {
    const was: Unit | undefined = old.get(unit.id);
    if (!was) continue;
    const { id } = unit;
    if (was.x !== unit.x || was.y !== unit.y) {
      changes.moved.push({ id, from: { x: was.x, y: was.y }, to: { x: unit.x, y: unit.y } });
    }
    if (was.width !== unit.width || was.height !== unit.height || was.sqft !== unit.sqft) {
      const size = (u: Unit) => ({ width: u.width, height: u.height, sqft: u.sqft });
      changes.resized.push({ id, from: size(was), to: size(unit) });
    }
    if (was.isAvailable !== unit.isAvailable) {
      changes.status.push({ id, from: was.isAvailable, to: unit.isAvailable });
    }
    if (was.title !== unit.title || was.description !== unit.description) changes.reworded.push(id);
  }
  const oldFeatures = new Map(before.features.map((f) => [f.id, f]));
  const newFeatures = new Map(after.features.map((f) => [f.id, f]));
  for (const feature of after.features) {
    const was = oldFeatures.get(feature.id);
    if (!was) changes.featuresAdded.push(feature.id);
    else if (!sameFeature(was, feature)) changes.featuresChanged.push(feature.id);
  }
  changes.featuresRemoved = before.features.filter((f) => !newFeatures.has(f.id)).map((f) => f.id);
  if (before.canvas.width !== after.canvas.width || before.canvas.height !== after.canvas.height) {
    changes.canvas = { id: 'canvas', from: before.canvas, to: after.canvas };
  }
  return changes;
}

const status = (available: boolean) => (available ? 'available' : 'reserved');
const size = (s: Size) => `${s.width} × ${s.height}, ${s.sqft} sq ft`;

/** One group of lines: a heading with the count, then at most `limit` entries. */
function group(title: string, entries: readonly string[], limit: number): string[] {
  if (entries.length === 0) return [];
  const shown = entries.slice(0, limit).map((entry) => `    ${entry}`);
  const more = entries.length > limit ? [`    …and ${entries.length - limit} more`] : [];
  return [`  ${title} (${entries.length}):`, ...shown, ...more];
}

/**
 * The changes as lines for the terminal, each kind under its own heading,
 * or no lines when nothing a visitor would see has changed.
 */
export function formatLayoutChanges(changes: LayoutChanges, limit = 20): string[] {
  return [
    ...group('added', changes.added, limit),
    ...group('removed', changes.removed, limit),
    ...group(
      'moved',
      changes.moved.map((c) => `${c.id}: x ${c.from.x}, y ${c.from.y} → x ${c.to.x}, y ${c.to.y}`),
      limit,
    ),
    ...group(
      'resized',
      changes.resized.map((c) => `${c.id}: ${size(c.from)} → ${size(c.to)}`),
      limit,
    ),
    ...group(
      'status changed',
      changes.status.map((c) => `${c.id}: ${status(c.from)} → ${status(c.to)}`),
      limit,
    ),
    ...group('title or description changed', changes.reworded, limit),
    ...group('features added', changes.featuresAdded, limit),
    ...group('features removed', changes.featuresRemoved, limit),
    ...group('features changed', changes.featuresChanged, limit),
    ...(changes.canvas
      ? [
          `  canvas: ${changes.canvas.from.width} × ${changes.canvas.from.height} → ${changes.canvas.to.width} × ${changes.canvas.to.height}`,
        ]
      : []),
  ];
}
