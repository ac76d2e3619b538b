/**
 * The single definition of a floor-plan unit and of data/units.json. The
 * layout scripts and the build read layouts through parseLayout (or
 * assertLayout), so the floor plan is never built with a shape the validator
 * would reject; the page itself reads the validated file as trusted data
 * (trusted-layout.ts) and does not ship this module.
 *
 * Coordinates and sizes are drawing units with the origin at the top left of
 * the canvas (1150 × 600 for the facility); they are not feet or pixels.
 *
 * Pure TypeScript with no React: the layout scripts import this module too.
 */

import { formatNumber } from '@/content/number-text';
import { UNIT_ID_PATTERN } from '@/content/unit-id';
import { findOverlaps, type Rect } from '@/layout/grid-index';

export const FEATURE_KINDS = ['entrance', 'office', 'lift', 'stairs', 'corridor'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];

/** Every rule the validator applies, by the name printed in its messages. */
export const LAYOUT_RULES = {
  json: 'the file is valid JSON',
  shape:
    'the top level is an object with a units array (and, if present, a features array) of objects',
  'missing-field': 'every required field is present',
  'field-type': 'every field has the right type (numbers, non-empty text, isAvailable a boolean)',
  'id-format': 'unit ids read floor-row letter-number, for example 2-C-1',
  'unique-id': 'no two units, and no two features, share an id',
  'positive-size': 'width and height are greater than zero',
  'inside-canvas': 'every unit and feature lies inside the canvas',
  'no-overlap': 'no two units on the same floor overlap (touching edges is fine)',
  'positive-sqft': 'sqft is a number greater than zero',
  'number-range': 'every number, and the number of units and features, lies within LAYOUT_LIMITS',
  'duplicate-key': 'no object in the file repeats a key (JSON would keep only the last)',
  'key-format': 'numeric keys are written plainly: "25", not "025"',
  'up-to-date': 'data/units.json is exactly what data/facility.json generates',
  'covers-feature': 'no unit covers a feature on its floor',
  'corridor-access': 'every unit shares an edge with a corridor on its floor',
  'required-features': 'the facility has an entrance, an office, a lift or stairs, and a corridor',
} as const;

/**
 * The largest values the format allows. Anything beyond them is rejected
 * before any work that grows with it (laying out, the overlap grid), so no
 * source, however wrong, can hang or exhaust a tool.
 */
export const LAYOUT_LIMITS = {
  /** Canvas width and height, drawing units. */
  canvas: 100_000,
  /** Largest magnitude of a coordinate, width, height or gap, drawing units. */
  coordinate: 1_000_000,
  sqft: 10_000,
  /** Units in a layout (and in all blocks of a source together). */
  units: 100_000,
  features: 1_000,
  /** Highest floor number and highest unit number in an id. */
  floor: 999,
  unitNumber: 100_000,
} as const;
export type LayoutRule = keyof typeof LAYOUT_RULES;

export type Canvas = { width: number; height: number };

export type Unit = {
  /** floor-row letter-number, see UNIT_ID_PATTERN. */
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  sqft: number;
  title: string;
  description: string;
  isAvailable: boolean;
};

/** Something drawn for orientation only: it cannot be selected or booked. */
export type FacilityFeature = {
  id: string;
  kind: FeatureKind;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The floor it is on; without one it is on every floor. */
  floor?: number;
};

export type Layout = {
  canvas: Canvas;
  units: readonly Unit[];
  features: readonly FacilityFeature[];
};

export type LayoutProblem = {
  /** A unit or feature id, `units[12]` when there is no usable id, or `layout`/`canvas`. */
  where: string;
  rule: LayoutRule | (string & {});
  detail: string;
};

export type LayoutResult = { ok: true; layout: Layout } | { ok: false; problems: LayoutProblem[] };

/** Thrown by assertLayout; carries every problem, not just the first. */
export class LayoutError extends Error {
  readonly problems: readonly LayoutProblem[];

  constructor(problems: readonly LayoutProblem[]) {
    const shown = problems.slice(0, 10).map(formatProblem);
    const more =
      problems.length > shown.length ? [`…and ${problems.length - shown.length} more`] : [];
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    super([`Invalid floor-plan layout (${count}):`, ...shown, ...more].join('\n'));
    this.name = 'LayoutError';
    this.problems = problems;
  }
}

/** One problem as one line: `UNIT-ID: rule: detail`. */
export function formatProblem(problem: LayoutProblem): string {
  return `${problem.where}: ${problem.rule}: ${problem.detail}`;
}

export function parseUnitId(id: string): { floor: number; row: string; number: number } | null {
  if (!UNIT_ID_PATTERN.test(id)) return null;
  const [floor = '', row = '', number = ''] = id.split('-');
  return { floor: Number(floor), row, number: Number(number) };
}

/** Orders ids by floor, then row, then unit number (so 2-A-10 comes after 2-A-9). */
export function compareUnitIds(a: string, b: string): number {
  const pa = parseUnitId(a);
  const pb = parseUnitId(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  const byRow = pa.row < pb.row ? -1 : pa.row > pb.row ? 1 : 0;
  return pa.floor - pb.floor || byRow || pa.number - pb.number;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A short, safe description of a value for messages: `string "12"`, `null`, `an array`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') {
    const text = JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…` : value);
    return `string ${text}`;
  }
  return `${typeof value} ${String(value)}`;
}

/** Ids plain enough to print at the start of a message line; anything else is named by index. */
const PRINTABLE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** The id of a unit or feature when it is plain enough to print, else `units[3]`. */
export function nameOf(item: unknown, list: string, index: number): string {
  const id = isObject(item) ? item.id : undefined;
  return typeof id === 'string' && PRINTABLE_ID.test(id) ? id : `${list}[${index}]`;
}

/** `x must be at most 1,000,000, got 1e+18`: the message of a number-range problem. */
export function rangeDetail(key: string, value: number, limit: number): string {
  const bound = value > 0 ? `at most ${formatNumber(limit)}` : `at least -${formatNumber(limit)}`;
  return `${key} must be ${bound}, got ${value}`;
}

/** Reads fields of one object, recording a problem for each missing or mistyped one. */
class FieldReader {
  constructor(
    private readonly object: JsonObject,
    private readonly where: string,
    private readonly problems: LayoutProblem[],
  ) {}

  private present(key: string): unknown {
    if (this.object[key] === undefined) {
      this.problems.push({ where: this.where, rule: 'missing-field', detail: `${key} is missing` });
      return undefined;
    }
    return this.object[key];
  }

  private wrongType(key: string, expected: string, value: unknown): undefined {
    this.problems.push({
      where: this.where,
      rule: 'field-type',
      detail: `${key} must be ${expected}, got ${describeValue(value)}`,
    });
    return undefined;
  }

  number(key: string): number | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isFinite(value)
      ? value
      : this.wrongType(key, 'a number', value);
  }

  text(key: string): string | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return typeof value === 'string' && value.trim() !== ''
      ? value
      : this.wrongType(key, 'non-empty text', value);
  }

  /** A number no further from zero than `limit`; beyond it is a number-range problem. */
  bounded(key: string, limit: number): number | undefined {
    const value = this.number(key);
    if (value === undefined || Math.abs(value) <= limit) return value;
    this.problems.push({
      where: this.where,
      rule: 'number-range',
      detail: rangeDetail(key, value, limit),
    });
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return typeof value === 'boolean' ? value : this.wrongType(key, 'true or false', value);
  }

  oneOf<T extends string>(key: string, options: readonly T[]): T | undefined {
    const value = this.present(key);
    if (value === undefined) return undefined;
    return options.includes(value as T)
      ? (value as T)
      : this.wrongType(key, `one of ${options.join(', ')}`, value);
  }
}

function formatSpan(r: Rect): string {
  return `x ${r.x} to ${r.x + r.width}, y ${r.y} to ${r.y + r.height}`;
}

/** Checks size and position of something drawn; returns its rectangle when both are usable. */
function checkGeometry(
  fields: Partial<Rect>,
  where: string,
  canvas: Canvas | undefined,
  problems: LayoutProblem[],
): Rect | null {
  const { x, y, width, height } = fields;
  if (width !== undefined && height !== undefined && (width <= 0 || height <= 0)) {
    problems.push({
      where,
      rule: 'positive-size',
      detail: `width and height must be greater than 0, got ${width} × ${height}`,
    });
    return null;
  }
  if (x === undefined || y === undefined || width === undefined || height === undefined) {
    return null;
  }
  const rect = { x, y, width, height };
  if (canvas && (x < 0 || y < 0 || x + width > canvas.width || y + height > canvas.height)) {
    problems.push({
      where,
      rule: 'inside-canvas',
      detail: `spans ${formatSpan(rect)}, outside the ${canvas.width} × ${canvas.height} canvas`,
    });
  }
  return rect;
}

function readCanvas(raw: JsonObject, problems: LayoutProblem[]): Canvas | undefined {
  if (!('canvas' in raw)) {
    problems.push({ where: 'layout', rule: 'missing-field', detail: 'canvas is missing' });
    return undefined;
  }
  if (!isObject(raw.canvas)) {
    problems.push({
      where: 'layout',
      rule: 'field-type',
      detail: `canvas must be an object with width and height, got ${describeValue(raw.canvas)}`,
    });
    return undefined;
  }
  const fields = new FieldReader(raw.canvas, 'canvas', problems);
  const width = fields.bounded('width', LAYOUT_LIMITS.canvas);
  const height = fields.bounded('height', LAYOUT_LIMITS.canvas);
  if (width === undefined || height === undefined) return undefined;
  if (width <= 0 || height <= 0) {
    problems.push({
      where: 'canvas',
      rule: 'positive-size',
      detail: `width and height must be greater than 0, got ${width} × ${height}`,
    });
    return undefined;
  }
  return { width, height };
}

function readList(raw: JsonObject, key: string, required: boolean, problems: LayoutProblem[]) {
  if (!(key in raw)) {
    if (required)
      problems.push({ where: 'layout', rule: 'missing-field', detail: `${key} is missing` });
    return [];
  }
  const list = raw[key];
  if (!Array.isArray(list)) {
    problems.push({
      where: 'layout',
      rule: 'shape',
      detail: `${key} must be an array, got ${describeValue(list)}`,
    });
    return [];
  }
  return list as unknown[];
}

/** Reports every repeat of an id after its first use. */
function checkUniqueIds(
  ids: readonly (string | undefined)[],
  names: readonly string[],
  list: string,
  problemsByItem: LayoutProblem[][],
) {
  const firstIndex = new Map<string, number>();
  ids.forEach((id, index) => {
    if (id === undefined) return;
    const first = firstIndex.get(id);
    if (first === undefined) {
      firstIndex.set(id, index);
      return;
    }
    problemsByItem[index]?.push({
      where: names[index] ?? `${list}[${index}]`,
      rule: 'unique-id',
      detail: `${list}[${index}] repeats the id of ${list}[${first}]`,
    });
  });
}

function checkOverlaps(
  rects: readonly (Rect | null)[],
  names: readonly string[],
  ids: readonly (string | undefined)[],
  problemsByUnit: LayoutProblem[][],
) {
  // Each floor is drawn on its own, so units on different floors may share
  // a place; a unit whose floor cannot be read is compared with every floor.
  // Floors are read only for units that overlap something, which a valid layout has none of.
  const floorOf = (i: number) => {
    const id = ids[i];
    return id === undefined ? undefined : parseUnitId(id)?.floor;
  };
  for (const [index, all] of findOverlaps(rects)) {
    const floor = floorOf(index);
    const earlier = all.filter((i) => {
      const other = floorOf(i);
      return floor === undefined || other === undefined || other === floor;
    });
    if (earlier.length === 0) continue;
    const where = names[index] ?? `units[${index}]`;
    // A unit sharing this unit's (repeated) id is named by its index instead.
    const shown = earlier.slice(0, 3).map((i) => (names[i] === where ? `units[${i}]` : names[i]));
    const more = earlier.length > shown.length ? ` and ${earlier.length - shown.length} more` : '';
    const rect = rects[index];
    problemsByUnit[index]?.push({
      where,
      rule: 'no-overlap',
      detail: `overlaps ${shown.join(', ')}${more}${rect ? ` (this unit spans ${formatSpan(rect)})` : ''}`,
    });
  }
}

const LEADING_ZERO = /(?:^|-)0[0-9]/;
/** A floor of four digits or more, or a unit number of six or more: maybe beyond the limits. */
const MANY_DIGITS = /^[0-9]{4,}-|-[0-9]{6,}$/;

/** Floor and unit numbers in an id: written plainly (2-A-1, not 02-A-01) and within the limits. */
function checkIdNumbers(id: string, where: string, problems: LayoutProblem[]) {
  // Cheap tests first: a plain id within the limits is the common case.
  if (!LEADING_ZERO.test(id) && !MANY_DIGITS.test(id)) return;
  const parts = parseUnitId(id);
  if (!parts) return;
  const plain = `${parts.floor}-${parts.row}-${parts.number}`;
  if (plain !== id) {
    const detail = `id ${JSON.stringify(id)} has a leading zero; write ${plain}`;
    problems.push({ where, rule: 'id-format', detail });
  }
  if (parts.floor > LAYOUT_LIMITS.floor) {
    const detail = rangeDetail('the floor in the id', parts.floor, LAYOUT_LIMITS.floor);
    problems.push({ where, rule: 'number-range', detail });
  }
  if (parts.number > LAYOUT_LIMITS.unitNumber) {
    const detail = rangeDetail('the unit number in the id', parts.number, LAYOUT_LIMITS.unitNumber);
    problems.push({ where, rule: 'number-range', detail });
  }
}

function readUnit(
  raw: unknown,
  where: string,
  canvas: Canvas | undefined,
  problems: LayoutProblem[],
): { unit?: Unit; id?: string; rect: Rect | null } {
  if (!isObject(raw)) {
    problems.push({
      where,
      rule: 'shape',
      detail: `a unit must be an object, got ${describeValue(raw)}`,
    });
    return { rect: null };
  }
  const fields = new FieldReader(raw, where, problems);
  const id = fields.text('id');
  if (id !== undefined && !UNIT_ID_PATTERN.test(id)) {
    problems.push({
      where,
      rule: 'id-format',
      detail: `id ${JSON.stringify(id)} does not read floor-row letter-number, for example 2-C-1`,
    });
  }
  if (id !== undefined) checkIdNumbers(id, where, problems);
  const x = fields.bounded('x', LAYOUT_LIMITS.coordinate);
  const y = fields.bounded('y', LAYOUT_LIMITS.coordinate);
  const width = fields.bounded('width', LAYOUT_LIMITS.coordinate);
  const height = fields.bounded('height', LAYOUT_LIMITS.coordinate);
  const sqft = fields.bounded('sqft', LAYOUT_LIMITS.sqft);
  const title = fields.text('title');
  const description = fields.text('description');
  const isAvailable = fields.boolean('isAvailable');
  if (sqft !== undefined && sqft <= 0) {
    problems.push({
      where,
      rule: 'positive-sqft',
      detail: `sqft must be greater than 0, got ${sqft}`,
    });
  }
  const rect = checkGeometry({ x, y, width, height }, where, canvas, problems);
  const complete =
    id !== undefined &&
    rect !== null &&
    sqft !== undefined &&
    title !== undefined &&
    description !== undefined &&
    isAvailable !== undefined;
  const unit = complete ? { id, ...rect, sqft, title, description, isAvailable } : undefined;
  return { unit, id, rect };
}

function readFeature(
  raw: unknown,
  where: string,
  canvas: Canvas | undefined,
  problems: LayoutProblem[],
): { feature?: FacilityFeature; id?: string } {
  if (!isObject(raw)) {
    problems.push({
      where,
      rule: 'shape',
      detail: `a feature must be an object, got ${describeValue(raw)}`,
    });
    return {};
  }
  const fields = new FieldReader(raw, where, problems);
  const id = fields.text('id');
  const kind = fields.oneOf('kind', FEATURE_KINDS);
  const label = fields.text('label');
  const x = fields.bounded('x', LAYOUT_LIMITS.coordinate);
  const y = fields.bounded('y', LAYOUT_LIMITS.coordinate);
  const width = fields.bounded('width', LAYOUT_LIMITS.coordinate);
  const height = fields.bounded('height', LAYOUT_LIMITS.coordinate);
  const rect = checkGeometry({ x, y, width, height }, where, canvas, problems);
  if (id === undefined || kind === undefined || label === undefined || rect === null) return { id };
  const floor = Number.isInteger(raw.floor) ? { floor: raw.floor as number } : {};
  return { feature: { id, kind, label, ...rect, ...floor }, id };
}

/**
 * Turns unknown JSON (the parsed contents of units.json) into a typed layout,
 * or lists every problem found, in file order. Unknown keys are ignored and
 * dropped; a missing features array reads as no features.
 */
export function parseLayout(json: unknown): LayoutResult {
  if (!isObject(json)) {
    return {
      ok: false,
      problems: [
        {
          where: 'layout',
          rule: 'shape',
          detail: `the top level must be an object with canvas and units, got ${describeValue(json)}`,
        },
      ],
    };
  }
  const problems: LayoutProblem[] = [];
  const canvas = readCanvas(json, problems);
  const rawUnits = readList(json, 'units', true, problems);
  const rawFeatures = readList(json, 'features', false, problems);
  // Refuse a list too long to check before doing any work per item.
  const tooMany = [
    ['units', rawUnits.length, LAYOUT_LIMITS.units],
    ['features', rawFeatures.length, LAYOUT_LIMITS.features],
  ] as const;
  for (const [list, length, limit] of tooMany) {
    if (length > limit) {
      const detail = `${list} lists ${formatNumber(length)}; at most ${formatNumber(limit)} are allowed`;
      problems.push({ where: 'layout', rule: 'number-range', detail });
    }
  }
  if (tooMany.some(([, length, limit]) => length > limit)) return { ok: false, problems };

  const unitNames = rawUnits.map((raw, i) => nameOf(raw, 'units', i));
  const unitProblems: LayoutProblem[][] = rawUnits.map(() => []);
  const unitIds: (string | undefined)[] = [];
  const rects: (Rect | null)[] = [];
  const units: Unit[] = [];
  rawUnits.forEach((raw, i) => {
    const read = readUnit(raw, unitNames[i] ?? `units[${i}]`, canvas, unitProblems[i] ?? []);
    unitIds.push(read.id);
    rects.push(read.rect);
    if (read.unit) units.push(read.unit);
  });
  checkUniqueIds(unitIds, unitNames, 'units', unitProblems);
  checkOverlaps(rects, unitNames, unitIds, unitProblems);

  const featureNames = rawFeatures.map((raw, i) => nameOf(raw, 'features', i));
  const featureProblems: LayoutProblem[][] = rawFeatures.map(() => []);
  const featureIds: (string | undefined)[] = [];
  const features: FacilityFeature[] = [];
  rawFeatures.forEach((raw, i) => {
    const where = featureNames[i] ?? `features[${i}]`;
    const read = readFeature(raw, where, canvas, featureProblems[i] ?? []);
    featureIds.push(read.id);
    if (read.feature) features.push(read.feature);
  });
  checkUniqueIds(featureIds, featureNames, 'features', featureProblems);

  // One at a time: spreading a list of 100,000 problems into push() overflows the stack.
  for (const list of [...unitProblems, ...featureProblems]) {
    for (const problem of list) problems.push(problem);
  }
  if (problems.length > 0 || !canvas) return { ok: false, problems };
  return { ok: true, layout: { canvas, units, features } };
}

/** For the app: the typed layout, or one LayoutError listing what is wrong. */
export function assertLayout(json: unknown): Layout {
  const result = parseLayout(json);
  if (!result.ok) throw new LayoutError(result.problems);
  return result.layout;
}

/** A unit's own fields, in the order units.json writes them, and nothing else. */
export function unitFields(u: Unit): Unit {
  const { id, x, y, width, height, sqft, title, description, isAvailable } = u;
  return { id, x, y, width, height, sqft, title, description, isAvailable };
}

/**
 * The exact text of units.json for a layout: fixed key order, two-space
 * indent, trailing newline, so the same layout always gives the same bytes.
 */
export function formatLayoutJson(layout: Layout): string {
  const file = {
    canvas: { width: layout.canvas.width, height: layout.canvas.height },
    units: layout.units.map(unitFields),
    features: layout.features.map((f) => ({
      id: f.id,
      kind: f.kind,
      label: f.label,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      ...(f.floor === undefined ? {} : { floor: f.floor }),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
