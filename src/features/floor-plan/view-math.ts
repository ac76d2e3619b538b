/**
 * View maths for the floor plan, as pure functions with no React or Konva.
 *
 * Two coordinate spaces:
 * - drawing units: the layout's own space (the facility is 1150 × 600),
 *   origin top left, y down;
 * - screen pixels: CSS pixels from the top-left corner of the stage.
 *
 * The stage always has the drawing's aspect ratio, so at "fit" the whole
 * drawing fills it and one drawing unit is `fitScale` pixels. A view is the
 * zoom relative to fit plus the drawing point at the stage's top-left
 * corner. That makes a view independent of the stage's size in pixels: a
 * phone turned sideways keeps showing the same part of the plan.
 */

export type PlanSize = { readonly width: number; readonly height: number };
export type Point = { readonly x: number; readonly y: number };
export type PlanRect = Point & PlanSize;

import type { PlanView } from '@/store/floor-plan-state';

export type { PlanView } from '@/store/floor-plan-state';
export { FIT_VIEW } from '@/store/floor-plan-state';

/** Zoom never goes below fit (the whole plan) nor above this many times fit. */
export const MAX_ZOOM = 8;
/** One press of a zoom button or the + and − keys. */
export const ZOOM_STEP = 1.5;
/** One arrow-key press moves the view by this share of what is visible. */
export const KEY_PAN_FRACTION = 0.2;
/** Wheel zoom: the view scales by e^(−deltaY × speed), deltaY in pixels. */
export const WHEEL_ZOOM_SPEED = 0.002;
/** Ctrl+wheel is how trackpads report a pinch; its deltas are small, so it zooms faster. */
export const PINCH_WHEEL_ZOOM_SPEED = 0.01;

const ZOOM_EPSILON = 1e-6;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(1, zoom));
}

/** True when the view shows the whole plan. */
export function isFit(view: PlanView): boolean {
  return view.zoom <= 1 + ZOOM_EPSILON;
}

/** Screen pixels per drawing unit at fit, for a stage `stageWidth` pixels wide. */
export function fitScale(plan: PlanSize, stageWidth: number): number {
  return stageWidth / plan.width;
}

/**
 * Where the view's frame (the drawing's aspect ratio, which the view maths
 * work in) sits on a stage of another shape, in screen pixels: the largest
 * such box that fits, centred. Inline the stage has the drawing's shape and
 * the frame is the whole stage; full screen, the stage takes the screen's
 * shape and shows more of the plan (or the floor around it) beyond the frame.
 */
export function frameInStage(plan: PlanSize, stage: PlanSize): PlanRect {
  const scale = Math.min(stage.width / plan.width, stage.height / plan.height);
  const width = plan.width * scale;
  const height = plan.height * scale;
  return { x: (stage.width - width) / 2, y: (stage.height - height) / 2, width, height };
}

/** The part of the drawing that is in view, in drawing units. */
export function visibleRect(view: PlanView, plan: PlanSize): PlanRect {
  return { x: view.x, y: view.y, width: plan.width / view.zoom, height: plan.height / view.zoom };
}

function clampAxis(start: number, visible: number, total: number): number {
  const max = total - visible;
  // max is never below 0 because zoom is at least 1; guard against rounding anyway.
  return max <= 0 ? 0 : Math.min(max, Math.max(0, start));
}

/**
 * Zoom between fit and MAX_ZOOM, and the stage always covered by the
 * drawing: the plan can never be panned out of sight.
 */
export function clampView(view: PlanView, plan: PlanSize): PlanView {
  const zoom = clampZoom(view.zoom);
  return {
    zoom,
    x: clampAxis(view.x, plan.width / zoom, plan.width),
    y: clampAxis(view.y, plan.height / zoom, plan.height),
  };
}

/** The drawing point under a screen point. */
export function toDrawing(view: PlanView, screen: Point, scaleAtFit: number): Point {
  const scale = scaleAtFit * view.zoom;
  return { x: view.x + screen.x / scale, y: view.y + screen.y / scale };
}

/** Where a drawing point is on screen. */
export function toScreen(view: PlanView, drawing: Point, scaleAtFit: number): Point {
  const scale = scaleAtFit * view.zoom;
  return { x: (drawing.x - view.x) * scale, y: (drawing.y - view.y) * scale };
}

/** The Konva stage's scale and position for a view. */
export function stageTransform(view: PlanView, scaleAtFit: number) {
  const scale = scaleAtFit * view.zoom;
  return { scale, x: -view.x * scale, y: -view.y * scale };
}

/**
 * Zooms to `zoom` keeping the drawing point `anchor` where it is on screen
 * (unless clamping has to move the view to keep the plan covering the stage).
 */
export function zoomAbout(view: PlanView, zoom: number, anchor: Point, plan: PlanSize): PlanView {
  const next = clampZoom(zoom);
  const ratio = view.zoom / next;
  return clampView(
    {
      zoom: next,
      x: anchor.x - (anchor.x - view.x) * ratio,
      y: anchor.y - (anchor.y - view.y) * ratio,
    },
    plan,
  );
}

/** Zooms by a factor about the centre of the stage (buttons, + and − keys). */
export function zoomAtCentre(view: PlanView, factor: number, plan: PlanSize): PlanView {
  const visible = visibleRect(view, plan);
  const centre = { x: visible.x + visible.width / 2, y: visible.y + visible.height / 2 };
  return zoomAbout(view, view.zoom * factor, centre, plan);
}

/** Moves the drawing with the pointer: a drag of (dx, dy) screen pixels. */
export function panByPixels(
  view: PlanView,
  dx: number,
  dy: number,
  scaleAtFit: number,
  plan: PlanSize,
): PlanView {
  const scale = scaleAtFit * view.zoom;
  return clampView({ zoom: view.zoom, x: view.x - dx / scale, y: view.y - dy / scale }, plan);
}

/** Moves the view by a share of what is visible (arrow keys: +1 looks right or down). */
export function panByFraction(view: PlanView, fx: number, fy: number, plan: PlanSize): PlanView {
  const visible = visibleRect(view, plan);
  return clampView(
    { zoom: view.zoom, x: view.x + fx * visible.width, y: view.y + fy * visible.height },
    plan,
  );
}

/** Zoom factor for one wheel event, deltaY already in pixels. */
export function wheelZoomFactor(deltaYPixels: number, ctrlKey: boolean): number {
  return Math.exp(-deltaYPixels * (ctrlKey ? PINCH_WHEEL_ZOOM_SPEED : WHEEL_ZOOM_SPEED));
}

export type PinchStart = {
  view: PlanView;
  /** Midpoint of the two fingers and their distance, in screen pixels. */
  midpoint: Point;
  distance: number;
};

/**
 * The view during a two-finger pinch: zoom by the change in finger distance,
 * and keep the drawing point that was under the starting midpoint under the
 * current midpoint, so the plan follows the fingers (pinch and pan at once)
 * without jumps.
 */
export function pinchView(
  start: PinchStart,
  midpoint: Point,
  distance: number,
  scaleAtFit: number,
  plan: PlanSize,
): PlanView {
  const anchor = toDrawing(start.view, start.midpoint, scaleAtFit);
  const ratio = start.distance > 0 ? distance / start.distance : 1;
  const zoom = clampZoom(start.view.zoom * ratio);
  const scale = scaleAtFit * zoom;
  return clampView(
    { zoom, x: anchor.x - midpoint.x / scale, y: anchor.y - midpoint.y / scale },
    plan,
  );
}

export function sameView(a: PlanView, b: PlanView): boolean {
  return (
    Math.abs(a.zoom - b.zoom) < ZOOM_EPSILON &&
    Math.abs(a.x - b.x) < ZOOM_EPSILON &&
    Math.abs(a.y - b.y) < ZOOM_EPSILON
  );
}
