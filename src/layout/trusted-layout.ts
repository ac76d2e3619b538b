/**
 * Reading a layout the build has already validated. data/units.json is
 * checked in full (layout-schema.ts and layout-rules.ts, every rule in
 * data/README.md) by layout:generate when it is written and by the build
 * before anything is bundled, so the page need not ship the validator and
 * its messages: it checks only the outline, which catches a wrong file
 * rather than a wrong unit.
 *
 * Pure TypeScript with no runtime import: only types come from the schema.
 */
import type { Canvas, FacilityFeature, Layout, Unit } from '@/layout/layout-schema';

/** Thrown when the file is not a layout at all. */
export class UntrustedLayoutError extends Error {
  constructor(detail: string) {
    super(`The floor-plan layout ${detail}; run npm run layout:validate.`);
    this.name = 'UntrustedLayoutError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && Number.isFinite(value);
}

/**
 * The layout in a validated units file, read as it is: a canvas with a
 * width and height, a units list and, if present, a features list (no
 * list reads as no features). Anything else throws UntrustedLayoutError.
 */
export function readTrustedLayout(json: unknown): Layout {
  if (!isObject(json)) throw new UntrustedLayoutError('is not an object');
  const { canvas, units, features = [] } = json;
  if (!isObject(canvas) || !isSize(canvas.width) || !isSize(canvas.height)) {
    throw new UntrustedLayoutError('has no canvas width and height');
  }
  if (!Array.isArray(units)) throw new UntrustedLayoutError('has no units list');
  if (!Array.isArray(features))
    throw new UntrustedLayoutError('has a features field that is not a list');
  return {
    canvas: { width: canvas.width, height: canvas.height } satisfies Canvas,
    units: units as readonly Unit[],
    features: features as readonly FacilityFeature[],
  };
}
