/**
 * A tap must never open a unit the finger was not on. Where units are
 * smaller on screen than a comfortable target, the first tap zooms in
 * around the finger instead, to a scale where they are easy to hit, and
 * the next tap opens. Pure TypeScript.
 */

import {
  clampZoom,
  type PlanSize,
  type PlanView,
  type Point,
  toDrawing,
  zoomAbout,
} from '@/features/floor-plan/view-math';
import type { Unit } from '@/layout/layout-schema';

/** Smaller than this on screen (CSS px), a unit is too small to tap with confidence. */
export const COMFORTABLE_TAP_PX = 24;
/** The first tap zooms until units are at least this big (CSS px). */
export const TAP_ZOOM_TARGET_PX = 32;
/** How long the zoom takes, when motion is welcome. */
export const TAP_ZOOM_MS = 250;

/** The short side of a typical unit, in drawing units (the median, so one odd unit does not decide). */
export function typicalUnitSide(units: readonly Pick<Unit, 'width' | 'height'>[]): number {
  if (units.length === 0) return 0;
  const sides = units.map((u) => Math.min(u.width, u.height)).sort((a, b) => a - b);
  return sides[sides.length >> 1] ?? 0;
}

/**
 * The view a tap at `point` should zoom to first, or null when units are
 * already big enough to open with a tap.
 */
export function tapZoomView(
  view: PlanView,
  point: Point,
  unitSide: number,
  scaleAtFit: number,
  plan: PlanSize,
): PlanView | null {
  const onScreen = unitSide * scaleAtFit * view.zoom;
  if (unitSide <= 0 || onScreen >= COMFORTABLE_TAP_PX) return null;
  const zoom = clampZoom(TAP_ZOOM_TARGET_PX / (unitSide * scaleAtFit));
  if (zoom <= view.zoom) return null;
  return zoomAbout(view, zoom, toDrawing(view, point, scaleAtFit), plan);
}

/**
 * The view part way through the tap zoom (`t` from 0 to 1): the zoom grows
 * evenly on a log scale about the drawing point under the finger.
 */
export function tapZoomFrame(
  from: PlanView,
  to: PlanView,
  anchor: Point,
  t: number,
  plan: PlanSize,
): PlanView {
  if (t >= 1) return to;
  const eased = 1 - (1 - t) ** 3;
  const zoom = from.zoom * (to.zoom / from.zoom) ** eased;
  return zoomAbout(from, zoom, anchor, plan);
}
