/**
 * The floor plan as an SVG document, drawn by the build into the page so
 * that the plan is there at first paint, with or without JavaScript. It
 * draws what drawPlan (draw-plan.ts) draws on the canvas at fit, from the
 * same layout, geometry, colours and pixel sizes: the canvas then takes over
 * without a visible change. No React, no Konva; the browser never loads it.
 *
 * Shapes are in drawing units, in an inner <svg> whose viewBox is the plan.
 * Texts and line widths are in screen pixels whatever the plan's size, as
 * on the canvas: the texts sit in the outer <svg>, which has no viewBox,
 * at percentages of the plan, and lines do not scale. Whether a label shows
 * depends on the drawing's width, as on the canvas: each label carries the
 * width from which it shows, and a container query hides it below that
 * (the drawing's box is an inline-size container).
 */
import {
  featureLabelMinScale,
  isVerticalFeature,
  planColours,
  planPixels,
  RESERVED_MARK_SIZE,
  unitLabel,
  unitLabelMinScale,
} from '@/features/floor-plan/draw-plan';
import type { FacilityFeature, Layout, Unit } from '@/layout/layout-schema';

/** The attribute on each unit's rectangle that names the unit (an early tap on it opens it). */
export const DRAWING_UNIT_ATTRIBUTE = 'data-unit';

/**
 * The label's distance below the unit's top edge, in pixels: 3 on the canvas,
 * whose "top" baseline sits a pixel higher in Chromium than SVG's
 * text-before-edge.
 */
const UNIT_LABEL_PAD = 2;
/** The same pixel for a feature's label, centred on the canvas with its "middle" baseline. */
const FEATURE_LABEL_SHIFT = -1;

type Plan = Pick<Layout, 'canvas' | 'units'> & { features?: readonly FacilityFeature[] };

/** Numbers as short as they can be without moving anything by a visible amount. */
const n = (value: number) => String(Math.round(value * 100) / 100);
const percent = (value: number, of: number) => `${n((value / of) * 100)}%`;

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * The drawing's width in whole CSS pixels from which a label shows, given the
 * least scale at which the canvas draws it: the stage is a whole number of
 * pixels wide, so the canvas draws it from the same width.
 */
const widthFrom = (minScale: number, planWidth: number) => Math.ceil(minScale * planWidth - 1e-9);

function featureFill(feature: FacilityFeature): string {
  if (feature.kind === 'corridor') return planColours.corridor;
  return feature.kind === 'entrance' ? planColours.entrance : planColours.room;
}

function featureShapes(features: readonly FacilityFeature[]): string {
  return features
    .map((f) => {
      const box = `x="${n(f.x)}" y="${n(f.y)}" width="${n(f.width)}" height="${n(f.height)}"`;
      const edge =
        f.kind === 'corridor'
          ? ''
          : ` stroke="${planColours.featureEdge}" stroke-width="1" vector-effect="non-scaling-stroke"`;
      return `<rect ${box} fill="${featureFill(f)}"${edge}/>`;
    })
    .join('');
}

function unitShapes(units: readonly Unit[], available: boolean): string {
  const rects = units
    .filter((u) => u.isAvailable === available)
    .map(
      (u) =>
        `<rect ${DRAWING_UNIT_ATTRIBUTE}="${escapeXml(u.id)}" x="${n(u.x)}" y="${n(u.y)}" width="${n(u.width)}" height="${n(u.height)}"/>`,
    )
    .join('');
  const fill = available ? planColours.available : planColours.reserved;
  return rects ? `<g fill="${fill}">${rects}</g>` : '';
}

/** The white crosses on reserved units, placed as markReserved places them. */
function reservedMarks(units: readonly Unit[]): string {
  const d = units
    .filter((u) => !u.isAvailable)
    .map((u) => {
      const side = Math.min(u.width, u.height) * RESERVED_MARK_SIZE;
      const left = u.x + (u.width - side) / 2;
      const top = u.y + u.height - side - (u.height * (1 - RESERVED_MARK_SIZE)) / 4;
      return `M${n(left)} ${n(top)}l${n(side)} ${n(side)}m0 ${n(-side)}l${n(-side)} ${n(side)}`;
    })
    .join('');
  if (!d) return '';
  return `<path d="${d}" fill="none" stroke="${planColours.reservedMark}" stroke-width="${planPixels.markWidth}" vector-effect="non-scaling-stroke"/>`;
}

/** Texts grouped by the width from which they show. */
function byWidth<T>(items: readonly T[], from: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const width = from(item);
    groups.set(width, [...(groups.get(width) ?? []), item]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}

function unitLabels(plan: Plan): string {
  const { width, height } = plan.canvas;
  return byWidth(plan.units, (u) => widthFrom(unitLabelMinScale(u), width))
    .map(([from, units]) => {
      const texts = units
        .map(
          (u) =>
            `<text x="${percent(u.x + u.width / 2, width)}" y="${percent(u.y, height)}" dy="${UNIT_LABEL_PAD}">${escapeXml(unitLabel(u.id))}</text>`,
        )
        .join('');
      return `<g data-label-from="${from}">${texts}</g>`;
    })
    .join('');
}

function featureLabels(plan: Plan): string {
  const { width, height } = plan.canvas;
  return byWidth(plan.features ?? [], (f) => widthFrom(featureLabelMinScale(f), width))
    .map(([from, features]) => {
      const texts = features
        .map((f) => {
          const x = percent(f.x + f.width / 2, width);
          const y = percent(f.y + f.height / 2, height);
          const turn = isVerticalFeature(f) ? ' transform="rotate(-90)"' : '';
          // A nested <svg> moves the origin to the feature's centre, so the text can turn about it.
          return `<svg x="${x}" y="${y}" overflow="visible"><text${turn} dy="${FEATURE_LABEL_SHIFT}">${escapeXml(f.label)}</text></svg>`;
        })
        .join('');
      return `<g data-label-from="${from}">${texts}</g>`;
    })
    .join('');
}

/** Below the width a label shows from, it is hidden. */
function labelRules(svg: string): string {
  const widths = new Set([...svg.matchAll(/data-label-from="(\d+)"/g)].map((m) => m[1]));
  return [...widths]
    .map((w) => `@container not (min-width: ${w}px){[data-label-from="${w}"]{display:none}}`)
    .join('');
}

/**
 * The plan drawn at fit, filling its box (which has the plan's aspect
 * ratio). Unit rectangles carry the unit's id, in DRAWING_UNIT_ATTRIBUTE.
 */
export function planSvg(plan: Plan): string {
  const { width, height } = plan.canvas;
  const shapes = [
    `<rect width="${n(width)}" height="${n(height)}" fill="${planColours.background}"/>`,
    featureShapes(plan.features ?? []),
    unitShapes(plan.units, true),
    unitShapes(plan.units, false),
    reservedMarks(plan.units),
  ].join('');
  const units = `<g fill="${planColours.unitText}" font-family="system-ui, sans-serif" font-weight="700" font-size="${planPixels.unitFont}" text-anchor="middle" dominant-baseline="text-before-edge">${unitLabels(plan)}</g>`;
  const features = `<g fill="${planColours.featureText}" font-family="system-ui, sans-serif" font-weight="600" font-size="${planPixels.featureFont}" text-anchor="middle" dominant-baseline="central">${featureLabels(plan)}</g>`;
  const texts = features + units;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%" aria-hidden="true" focusable="false">',
    `<style>${labelRules(texts)}</style>`,
    `<svg viewBox="0 0 ${n(width)} ${n(height)}" preserveAspectRatio="none">${shapes}</svg>`,
    texts,
    '</svg>',
  ].join('');
}
