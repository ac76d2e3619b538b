/**
 * Draws the whole floor plan onto a 2D canvas context that already carries
 * the stage's transform (drawing units in, pixels out). One call draws every
 * feature and unit in a handful of batched paths, one fill per colour, which
 * is what keeps a zoom or pan frame cheap at 10,000 units. No React, no Konva.
 */

import type { PlanRect } from '@/features/floor-plan/view-math';
import { type GridIndex, rectsInArea } from '@/layout/grid-index';
import type { FacilityFeature, Unit } from '@/layout/layout-schema';

/** The site's design tokens (src/styles/global.css) as the canvas needs them. */
export const planColours = {
  background: '#f5f6f2',
  corridor: '#e6e9ec',
  room: '#e3eff5',
  entrance: '#fff4d6',
  featureEdge: '#c4cad3',
  featureText: '#44506a',
  available: '#1f7a4d',
  reserved: '#b3261e',
  /** The cross through reserved units: the cue that does not rely on colour. */
  reservedMark: 'rgba(255, 255, 255, 0.9)',
  unitText: '#ffffff',
  highlight: '#f2a900',
  hover: '#14213d',
} as const;

/** Sizes in screen pixels, whatever the zoom. */
export const planPixels = {
  markWidth: 1.5,
  highlightWidth: 3,
  hoverWidth: 3,
  unitFont: 11,
  featureFont: 12,
  /** Unit labels appear once a unit is at least this many pixels across. */
  minUnitForLabel: 30,
  /** Dimmed units, which do not match the list filter. */
  dimmedAlpha: 0.25,
} as const;

/** The cross on a reserved unit, as a share of the unit's shorter side. */
export const RESERVED_MARK_SIZE = 0.5;

/**
 * A feature label's width per character, in ems: an estimate on the generous
 * side for the site's sans-serif at weight 600 (measured in Chromium: 0.47
 * to 0.68, 0.57 on average). The canvas and the build's drawing
 * (plan-svg.ts), which cannot measure text, decide from the same estimate
 * which labels fit, so they always show the same ones.
 */
const FEATURE_TEXT_EM_PER_CHAR = 0.62;

/** Whether a feature's label runs along its length (a tall, narrow feature) rather than across. */
export function isVerticalFeature(f: FacilityFeature): boolean {
  return f.height > f.width * 2;
}

/** The least pixels per drawing unit at which a unit's label is drawn. */
export function unitLabelMinScale(u: Unit): number {
  return planPixels.minUnitForLabel / Math.min(u.width, u.height);
}

/**
 * The least pixels per drawing unit at which a feature's label is drawn: it
 * fits along the feature with a tenth to spare, and the feature is at least
 * one and a half lines of text across.
 */
export function featureLabelMinScale(f: FacilityFeature): number {
  const vertical = isVerticalFeature(f);
  const room = vertical ? f.height : f.width;
  const across = vertical ? f.width : f.height;
  const textPx = f.label.length * planPixels.featureFont * FEATURE_TEXT_EM_PER_CHAR;
  return Math.max(textPx / (room * 0.9), (planPixels.featureFont * 1.5) / across);
}

/** Above this many units the drawing skips what is off screen using the grid index. */
const CULL_FROM_UNITS = 400;

export type PlanDrawing = {
  units: readonly Unit[];
  features: readonly FacilityFeature[];
  index: GridIndex;
  /** Unit labels, in unit order ("A-1" for 2-A-1). */
  labels: readonly string[];
  /** 1 for units matching the list filter, or null when no filter is on. */
  highlight: Uint8Array | null;
  /** Scratch lists of unit indexes, reused every frame so drawing allocates nothing big. */
  buffers: DrawBuffers;
};

export type DrawBuffers = { inView: Uint32Array; matching: Uint32Array; others: Uint32Array };

export function drawBuffers(unitCount: number): DrawBuffers {
  return {
    inView: new Uint32Array(unitCount),
    matching: new Uint32Array(unitCount),
    others: new Uint32Array(unitCount),
  };
}

type Indexes = ArrayLike<number>;

/** "2-A-1" → "A-1": the floor is the same for the whole plan. */
export function unitLabel(id: string): string {
  return id.slice(id.indexOf('-') + 1);
}

function visibleUnits(drawing: PlanDrawing, visible: PlanRect): Uint32Array {
  const { units, index, buffers } = drawing;
  const out = buffers.inView;
  let count = 0;
  if (units.length < CULL_FROM_UNITS) {
    for (let i = 0; i < units.length; i++) out[count++] = i;
  } else {
    rectsInArea(index, visible, (i) => {
      out[count++] = i;
    });
  }
  return out.subarray(0, count);
}

/** Splits the units in view into those matching the filter and the others. */
function splitByHighlight(inView: Uint32Array, highlight: Uint8Array, buffers: DrawBuffers) {
  let matching = 0;
  let others = 0;
  for (let k = 0; k < inView.length; k++) {
    const i = inView[k] ?? 0;
    if (highlight[i] === 1) buffers.matching[matching++] = i;
    else buffers.others[others++] = i;
  }
  return {
    matching: buffers.matching.subarray(0, matching),
    others: buffers.others.subarray(0, others),
  };
}

/**
 * The 2D drawing calls the plan uses. Konva's public scene Context (handed to
 * a custom shape's sceneFunc) and a plain CanvasRenderingContext2D both have them.
 */
export type PlanContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'fill'
  | 'fillRect'
  | 'fillStyle'
  | 'fillText'
  | 'font'
  | 'globalAlpha'
  | 'lineTo'
  | 'lineWidth'
  | 'moveTo'
  | 'rect'
  | 'restore'
  | 'rotate'
  | 'save'
  | 'stroke'
  | 'strokeRect'
  | 'strokeStyle'
  | 'textAlign'
  | 'textBaseline'
  | 'translate'
>;

function fillUnits(ctx: PlanContext, units: readonly Unit[], which: Indexes, available: boolean) {
  ctx.beginPath();
  for (let k = 0; k < which.length; k++) {
    const u = units[which[k] ?? -1];
    if (u && u.isAvailable === available) ctx.rect(u.x, u.y, u.width, u.height);
  }
  ctx.fillStyle = available ? planColours.available : planColours.reserved;
  ctx.fill();
}

function markReserved(ctx: PlanContext, units: readonly Unit[], which: Indexes, scale: number) {
  ctx.beginPath();
  for (let k = 0; k < which.length; k++) {
    const u = units[which[k] ?? -1];
    if (!u || u.isAvailable) continue;
    // A square cross in the lower part of the unit, clear of its label.
    const side = Math.min(u.width, u.height) * RESERVED_MARK_SIZE;
    const left = u.x + (u.width - side) / 2;
    const top = u.y + u.height - side - (u.height * (1 - RESERVED_MARK_SIZE)) / 4;
    ctx.moveTo(left, top);
    ctx.lineTo(left + side, top + side);
    ctx.moveTo(left + side, top);
    ctx.lineTo(left, top + side);
  }
  ctx.strokeStyle = planColours.reservedMark;
  ctx.lineWidth = planPixels.markWidth / scale;
  ctx.stroke();
}

function drawUnitLabels(ctx: PlanContext, drawing: PlanDrawing, which: Indexes, scale: number) {
  ctx.fillStyle = planColours.unitText;
  ctx.font = `700 ${planPixels.unitFont / scale}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const pad = 3 / scale;
  for (let k = 0; k < which.length; k++) {
    const i = which[k] ?? -1;
    const u = drawing.units[i];
    if (!u || scale < unitLabelMinScale(u)) continue;
    ctx.fillText(drawing.labels[i] ?? '', u.x + u.width / 2, u.y + pad);
  }
}

function drawFeatures(ctx: PlanContext, features: readonly FacilityFeature[], scale: number) {
  for (const f of features) {
    ctx.fillStyle =
      f.kind === 'corridor'
        ? planColours.corridor
        : f.kind === 'entrance'
          ? planColours.entrance
          : planColours.room;
    ctx.fillRect(f.x, f.y, f.width, f.height);
    if (f.kind !== 'corridor') {
      ctx.strokeStyle = planColours.featureEdge;
      ctx.lineWidth = 1 / scale;
      ctx.strokeRect(f.x, f.y, f.width, f.height);
    }
  }
  ctx.fillStyle = planColours.featureText;
  ctx.font = `600 ${planPixels.featureFont / scale}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const f of features) {
    if (scale < featureLabelMinScale(f)) continue;
    ctx.save();
    ctx.translate(f.x + f.width / 2, f.y + f.height / 2);
    if (isVerticalFeature(f)) ctx.rotate(-Math.PI / 2);
    ctx.fillText(f.label, 0, 0);
    ctx.restore();
  }
}

function outlineUnits(
  ctx: PlanContext,
  units: readonly Unit[],
  which: Indexes,
  colour: string,
  widthPx: number,
  scale: number,
) {
  ctx.beginPath();
  for (let k = 0; k < which.length; k++) {
    const u = units[which[k] ?? -1];
    if (u) ctx.rect(u.x, u.y, u.width, u.height);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = widthPx / scale;
  ctx.stroke();
}

/**
 * Draws the plan. `visible` is the part of the drawing on screen and `scale`
 * the pixels per drawing unit, both read from the stage when it draws.
 */
export function drawPlan(
  ctx: PlanContext,
  drawing: PlanDrawing,
  plan: PlanRect,
  visible: PlanRect,
  scale: number,
) {
  ctx.fillStyle = planColours.background;
  ctx.fillRect(plan.x, plan.y, plan.width, plan.height);
  drawFeatures(ctx, drawing.features, scale);

  const inView = visibleUnits(drawing, visible);
  const { highlight, units } = drawing;
  const split = highlight ? splitByHighlight(inView, highlight, drawing.buffers) : null;
  const matching = split ? split.matching : inView;
  if (split) {
    const { others } = split;
    ctx.globalAlpha = planPixels.dimmedAlpha;
    fillUnits(ctx, units, others, true);
    fillUnits(ctx, units, others, false);
    markReserved(ctx, units, others, scale);
    ctx.globalAlpha = 1;
  }
  fillUnits(ctx, units, matching, true);
  fillUnits(ctx, units, matching, false);
  markReserved(ctx, units, matching, scale);
  drawUnitLabels(ctx, drawing, matching, scale);
  if (split) {
    outlineUnits(ctx, units, matching, planColours.highlight, planPixels.highlightWidth, scale);
  }
}

/** The hover and selection outlines, drawn over the plan. */
export function drawUnitOutline(
  ctx: PlanContext,
  units: readonly Unit[],
  which: Indexes,
  scale: number,
) {
  outlineUnits(ctx, units, which, planColours.hover, planPixels.hoverWidth, scale);
}
