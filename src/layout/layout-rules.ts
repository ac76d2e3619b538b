/**
 * The rules a facility's layout must meet beyond its shape: a layout can be
 * well formed (parseLayout) and still put a unit on the main corridor or
 * leave one with no way in. layout:validate, layout:generate and the build
 * apply both, so a layout they accept is one the tests accept too.
 *
 * Floors: a unit is on the floor its id starts with (2-C-1 is on floor 2); a
 * feature is on the floor its optional `floor` field names, or on every
 * floor when it has none.
 *
 * Features are this project's addition to the spec's data, so they are
 * optional: a layout without any (units only, in the spec's own shape) has
 * nothing for the feature rules to check, and the tools say so as advice
 * (`no-features`). Once a layout has features, every feature rule applies.
 *
 * Pure TypeScript: the layout scripts import it.
 */

import { type Rect, rectsOverlap } from '@/layout/grid-index';
import {
  type FacilityFeature,
  type FeatureKind,
  type Layout,
  type LayoutProblem,
  type LayoutResult,
  parseLayout,
  parseUnitId,
  type Unit,
} from '@/layout/layout-schema';

/**
 * The smallest unit, in drawing units, that a visitor can tap comfortably on a
 * phone once zoomed in. A preference, not a rule: the spec sets no minimum,
 * real facilities have lockers, and a tap on a small unit zooms the plan in
 * (features/floor-plan/tap-zoom.ts). Smaller units are reported as advice (layoutAdvice), never
 * refused.
 */
export const MIN_UNIT_SIZE = { width: 40, height: 32 } as const;

/**
 * Advice the layout tools print without refusing the layout: preferences,
 * where LAYOUT_RULES (layout-schema.ts) are rules of the data's meaning.
 */
export const LAYOUT_ADVICE = {
  'tap-size': `units smaller than ${MIN_UNIT_SIZE.width} × ${MIN_UNIT_SIZE.height} drawing units are hard to tap on a phone until the plan zooms in`,
  'no-features':
    'no features: corridors, entrance, office and stairs not checked (covers-feature, corridor-access, required-features)',
} as const;

/** The facility rules that have something to check only when a layout has features. */
export const FEATURE_RULES = ['covers-feature', 'corridor-access', 'required-features'] as const;

/** How close (drawing units) a unit's edge must come to a corridor's to open onto it. */
const EDGE_TOLERANCE = 0.5;

/** What every facility needs; each entry is met by any one of its kinds. */
const REQUIRED_FEATURES: readonly { kinds: readonly FeatureKind[]; name: string }[] = [
  { kinds: ['entrance'], name: 'an entrance' },
  { kinds: ['office'], name: 'an office' },
  { kinds: ['lift', 'stairs'], name: 'a lift or stairs' },
  { kinds: ['corridor'], name: 'a corridor' },
];

/** The floor a unit is on: the first part of its id, or the whole id when it has no parts. */
export function unitFloor(id: string): string {
  const parsed = parseUnitId(id);
  return parsed ? String(parsed.floor) : (id.split('-')[0] ?? id);
}

/** The floor a feature is on, or undefined when it is on every floor. */
export function featureFloor(feature: FacilityFeature): string | undefined {
  const floor: unknown = (feature as { floor?: unknown }).floor;
  return typeof floor === 'number' ? String(floor) : undefined;
}

/** True when the two rectangles share a stretch of edge (not just a corner), or overlap. */
export function sharesEdge(a: Rect, b: Rect): boolean {
  const grown = {
    x: a.x - EDGE_TOLERANCE,
    y: a.y - EDGE_TOLERANCE,
    width: a.width + 2 * EDGE_TOLERANCE,
    height: a.height + 2 * EDGE_TOLERANCE,
  };
  const acrossX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const acrossY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return rectsOverlap(grown, b) && (acrossX > 0 || acrossY > 0);
}

function formatSpan(r: Rect): string {
  return `x ${r.x} to ${r.x + r.width}, y ${r.y} to ${r.y + r.height}`;
}

function featuresByFloor(layout: Layout): (floor: string) => FacilityFeature[] {
  const cache = new Map<string, FacilityFeature[]>();
  return (floor) => {
    let list = cache.get(floor);
    if (!list) {
      list = layout.features.filter((f) => {
        const on = featureFloor(f);
        return on === undefined || on === floor;
      });
      cache.set(floor, list);
    }
    return list;
  };
}

function checkUnit(
  unit: Unit,
  onFloor: FacilityFeature[],
  floor: string,
  problems: LayoutProblem[],
) {
  const where = unit.id;
  for (const feature of onFloor) {
    if (rectsOverlap(unit, feature)) {
      problems.push({
        where,
        rule: 'covers-feature',
        detail: `covers feature ${feature.id} (${feature.kind}, ${formatSpan(feature)}); this unit spans ${formatSpan(unit)}`,
      });
    }
  }
  const corridors = onFloor.filter((f) => f.kind === 'corridor');
  if (corridors.length > 0 && !corridors.some((c) => sharesEdge(unit, c))) {
    problems.push({
      where,
      rule: 'corridor-access',
      detail: `shares no edge with a corridor on floor ${floor}, so there is no way in (this unit spans ${formatSpan(unit)})`,
    });
  }
}

/**
 * Every problem of a well-formed layout with the facility rules, units first
 * in file order. A layout without features has none (see FEATURE_RULES).
 */
export function checkFacilityRules(layout: Layout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (layout.features.length === 0) return problems;
  const onFloor = featuresByFloor(layout);
  const unitsByFloor = new Map<string, number>();
  for (const unit of layout.units) {
    const floor = unitFloor(unit.id);
    unitsByFloor.set(floor, (unitsByFloor.get(floor) ?? 0) + 1);
    checkUnit(unit, onFloor(floor), floor, problems);
  }
  for (const [floor, count] of unitsByFloor) {
    if (!onFloor(floor).some((f) => f.kind === 'corridor')) {
      const units = `${count} unit${count === 1 ? '' : 's'}`;
      problems.push({
        where: 'layout',
        rule: 'corridor-access',
        detail: `floor ${floor} has no corridor, so none of its ${units} opens onto one`,
      });
    }
  }
  const kinds = new Set(layout.features.map((f) => f.kind));
  const missing = REQUIRED_FEATURES.filter((need) => !need.kinds.some((k) => kinds.has(k)));
  if (missing.length > 0) {
    const all = REQUIRED_FEATURES.map((need) => need.name);
    problems.push({
      where: 'layout',
      rule: 'required-features',
      detail: `has no ${missing.map((need) => need.name.replace(/^an? /, '')).join(', no ')}; a facility needs ${all.slice(0, -1).join(', ')} and ${all.at(-1)}`,
    });
  }
  return problems;
}

/**
 * The advice for a well-formed layout: each unit smaller than MIN_UNIT_SIZE,
 * in file order, then `no-features` when the layout has no features. The
 * layout stays valid; the tools print this beside it.
 */
export function layoutAdvice(layout: Layout): LayoutProblem[] {
  const { width, height } = MIN_UNIT_SIZE;
  const advice: LayoutProblem[] = layout.units
    .filter((unit) => unit.width < width || unit.height < height)
    .map((unit) => ({
      where: unit.id,
      rule: 'tap-size',
      detail: `is ${unit.width} × ${unit.height}, under the ${width} × ${height} that is easy to tap on a phone; the plan zooms in when it is tapped`,
    }));
  if (layout.features.length === 0) {
    advice.push({ where: 'layout', rule: 'no-features', detail: LAYOUT_ADVICE['no-features'] });
  }
  return advice;
}

/**
 * parseLayout, then the facility rules once the layout is well formed: what
 * layout:validate and the build check. The page reads the result as trusted data
 * (trusted-layout.ts).
 */
export function validateFacilityLayout(json: unknown): LayoutResult {
  const parsed = parseLayout(json);
  if (!parsed.ok) return parsed;
  const problems = checkFacilityRules(parsed.layout);
  return problems.length > 0 ? { ok: false, problems } : parsed;
}
