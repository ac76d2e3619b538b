/**
 * Turns data/facility.json, the compact source staff edit, into the layout
 * written to data/units.json. See data/README.md for the source format.
 *
 * Pure TypeScript: no files, no clock, no randomness, so the same source
 * always gives the same layout. The layout scripts import this module too.
 */

import { formatNumber } from '@/content/number-text';
import { UNIT_ID_PATTERN } from '@/content/unit-id';
import { validateFacilityLayout } from '@/layout/layout-rules';
import {
  compareUnitIds,
  describeValue,
  LAYOUT_LIMITS,
  type LayoutProblem,
  type LayoutResult,
  nameOf,
  parseLayout,
  parseUnitId,
  rangeDetail,
  unitFields,
} from '@/layout/layout-schema';

export const DIRECTIONS = ['right', 'left', 'down', 'up'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Settings a block may take from the source's defaults. */
export type BlockSettings = {
  floor: number;
  unitWidth: number;
  unitHeight: number;
  gap: number;
  direction: Direction;
  sqft: number;
};

/**
 * A straight run of units in one row. Unit `start` has its top-left corner at
 * (x, y); each next unit sits `gap` drawing units further in `direction`.
 */
export type FacilityBlock = BlockSettings & {
  row: string;
  x: number;
  y: number;
  count: number;
  /** Number of the first unit; when absent, continues from the previous block of the same floor and row. */
  start: number | undefined;
};

/** Overrides for one unit, such as the 50 sq ft 2-G-2. */
export type UnitException = { sqft?: number; width?: number; height?: number };

export type FacilitySource = {
  /** Passed through to the layout, which checks it. */
  canvas: unknown;
  blocks: FacilityBlock[];
  exceptions: Map<string, UnitException>;
  reserved: string[];
  /** The size sentence of each description, by sqft. */
  sizeDescriptions: Map<number, string>;
  /** Passed through to the layout (without their notes), which checks them. */
  features: unknown[];
};

export type FacilitySourceResult =
  | { ok: true; source: FacilitySource }
  | { ok: false; problems: LayoutProblem[] };

type JsonObject = Record<string, unknown>;

/** Any object in the source may carry a note for the next person who edits it. */
const NOTE = 'note';
const TOP_LEVEL_KEYS = [
  'canvas',
  'defaults',
  'sizes',
  'blocks',
  'exceptions',
  'reserved',
  'features',
];
const SETTING_KEYS = ['floor', 'unitWidth', 'unitHeight', 'gap', 'direction', 'sqft'] as const;
const BLOCK_KEYS = ['row', 'x', 'y', 'count', 'start', ...SETTING_KEYS];
const EXCEPTION_KEYS = ['sqft', 'width', 'height'] as const;
/** `floor` is optional: a feature without one is drawn on every floor. */
const FEATURE_KEYS = ['id', 'kind', 'label', 'x', 'y', 'width', 'height', 'floor'];
const ROW_LETTER = /^[A-Z]$/;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects problems for one part of the source, named by `where`. */
class SourceReader {
  constructor(
    readonly problems: LayoutProblem[],
    readonly where: string,
  ) {}

  report(rule: string, detail: string): undefined {
    this.problems.push({ where: this.where, rule, detail });
    return undefined;
  }

  unknownKeys(object: JsonObject, known: readonly string[]) {
    for (const key of Object.keys(object)) {
      if (key !== NOTE && !known.includes(key)) {
        this.report(
          'unknown-field',
          `${JSON.stringify(key)} is not a field here (expected ${known.join(', ')})`,
        );
      }
    }
  }

  number(
    object: JsonObject,
    key: string,
    check: 'any' | 'positive' | 'not-negative' = 'any',
    limit: number = LAYOUT_LIMITS.coordinate,
  ) {
    const value = object[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.report('field-type', `${key} must be a number, got ${describeValue(value)}`);
    }
    if (Math.abs(value) > limit) return this.report('number-range', rangeDetail(key, value, limit));
    if (check === 'positive' && value <= 0) {
      const rule = key === 'sqft' ? 'positive-sqft' : 'positive-size';
      return this.report(rule, `${key} must be greater than 0, got ${value}`);
    }
    if (check === 'not-negative' && value < 0) {
      return this.report('field-type', `${key} must be 0 or more, got ${value}`);
    }
    return value;
  }

  wholeNumber(object: JsonObject, key: string, min: number, max: number) {
    const value = object[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
      return this.report(
        'field-type',
        `${key} must be a whole number from ${min}, got ${describeValue(value)}`,
      );
    }
    if (value > max) return this.report('number-range', rangeDetail(key, value, max));
    return value;
  }

  direction(object: JsonObject): Direction | undefined {
    const value = object.direction;
    if (DIRECTIONS.includes(value as Direction)) return value as Direction;
    const expected = DIRECTIONS.join(', ');
    return this.report(
      'field-type',
      `direction must be one of ${expected}, got ${describeValue(value)}`,
    );
  }
}

function readSettings(object: JsonObject, reader: SourceReader): Partial<BlockSettings> {
  const settings: Partial<BlockSettings> = {};
  if ('floor' in object)
    settings.floor = reader.wholeNumber(object, 'floor', 0, LAYOUT_LIMITS.floor);
  if ('unitWidth' in object) settings.unitWidth = reader.number(object, 'unitWidth', 'positive');
  if ('unitHeight' in object) settings.unitHeight = reader.number(object, 'unitHeight', 'positive');
  if ('gap' in object) settings.gap = reader.number(object, 'gap', 'not-negative');
  if ('direction' in object) settings.direction = reader.direction(object);
  if ('sqft' in object)
    settings.sqft = reader.number(object, 'sqft', 'positive', LAYOUT_LIMITS.sqft);
  return settings;
}

type Defaults = {
  settings: Partial<BlockSettings>;
  /** Settings given in defaults with a bad value: already reported once, so blocks do not repeat it. */
  invalid: ReadonlySet<string>;
};

/** Keys of `object` that are not in `known` (notes aside): each is reported as unknown. */
const unknownIn = (object: JsonObject, known: readonly string[]) =>
  Object.keys(object).filter((key) => key !== NOTE && !known.includes(key));

/** Edits (insert, delete, replace a letter) between two names, ignoring case. */
function editDistance(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++)
      next[j] = Math.min(
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
        (row[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[y.length] as number;
}

/** Whether an unknown key is most likely `key` misspelt: then `key` missing is no news. */
const misspells = (unknown: readonly string[], key: string) =>
  unknown.some((u) => editDistance(u, key) <= 2);

/**
 * The settings blocks inherit. A setting a block then lacks is reported in
 * that block, unless an unknown field already explains it (a name within two
 * letters of it): a misspelt key in defaults, or a misspelt `defaults`
 * itself, is reported once, rather than once more as missing in every block.
 */
function readDefaults(raw: JsonObject, problems: LayoutProblem[]): Defaults {
  if (!('defaults' in raw)) {
    const misspelt = misspells(unknownIn(raw, TOP_LEVEL_KEYS), 'defaults');
    return { settings: {}, invalid: new Set(misspelt ? SETTING_KEYS : []) };
  }
  const reader = new SourceReader(problems, 'defaults');
  if (!isObject(raw.defaults)) {
    reader.report('field-type', `defaults must be an object, got ${describeValue(raw.defaults)}`);
    return { settings: {}, invalid: new Set(SETTING_KEYS) };
  }
  reader.unknownKeys(raw.defaults, SETTING_KEYS);
  const settings = readSettings(raw.defaults, reader);
  const given = Object.keys(raw.defaults);
  const unknown = unknownIn(raw.defaults, SETTING_KEYS);
  const invalid = SETTING_KEYS.filter(
    (key) => (given.includes(key) || misspells(unknown, key)) && settings[key] === undefined,
  );
  return { settings, invalid: new Set(invalid) };
}

function readBlock(
  raw: unknown,
  index: number,
  defaults: Defaults,
  problems: LayoutProblem[],
): FacilityBlock | undefined {
  const reader = new SourceReader(problems, `blocks[${index}]`);
  if (!isObject(raw))
    return reader.report('shape', `a block must be an object, got ${describeValue(raw)}`);
  const before = problems.length;
  reader.unknownKeys(raw, BLOCK_KEYS);
  // A misspelt field is reported once, as unknown, and not again as the field it meant, missing.
  const unknown = unknownIn(raw, BLOCK_KEYS);
  for (const key of ['row', 'x', 'y', 'count']) {
    if (!(key in raw) && !misspells(unknown, key))
      reader.report('missing-field', `${key} is missing`);
  }
  const row = raw.row;
  if ('row' in raw && (typeof row !== 'string' || !ROW_LETTER.test(row))) {
    reader.report('field-type', `row must be one capital letter A to Z, got ${describeValue(row)}`);
  }
  const x = 'x' in raw ? reader.number(raw, 'x') : undefined;
  const y = 'y' in raw ? reader.number(raw, 'y') : undefined;
  const count =
    'count' in raw ? reader.wholeNumber(raw, 'count', 1, LAYOUT_LIMITS.units) : undefined;
  const start =
    'start' in raw ? reader.wholeNumber(raw, 'start', 1, LAYOUT_LIMITS.unitNumber) : undefined;
  const settings = { ...defaults.settings, ...readSettings(raw, reader) };
  for (const key of SETTING_KEYS) {
    // A bad value in defaults has been reported once, under defaults.
    if (
      !(key in raw) &&
      settings[key] === undefined &&
      !defaults.invalid.has(key) &&
      !misspells(unknown, key)
    ) {
      reader.report('missing-field', `${key} is missing (set it here or in defaults)`);
    }
  }
  if (problems.length > before || SETTING_KEYS.some((key) => settings[key] === undefined)) {
    return undefined;
  }
  return {
    ...(settings as BlockSettings),
    row: row as string,
    x: x ?? 0,
    y: y ?? 0,
    count: count ?? 0,
    start,
  };
}

function readBlocks(raw: JsonObject, defaults: Defaults, problems: LayoutProblem[]) {
  if (!Array.isArray(raw.blocks) || raw.blocks.length === 0) {
    const detail = !('blocks' in raw)
      ? 'blocks is missing'
      : `blocks must be a list of at least one block, got ${describeValue(raw.blocks)}`;
    problems.push({ where: 'source', rule: 'blocks' in raw ? 'shape' : 'missing-field', detail });
    return [];
  }
  const blocks = raw.blocks.map((block, i) => readBlock(block, i, defaults, problems));
  // Checked before anything is laid out, so a huge count costs nothing.
  const total = blocks.reduce((sum, block) => sum + (block?.count ?? 0), 0);
  if (total > LAYOUT_LIMITS.units) {
    const limit = formatNumber(LAYOUT_LIMITS.units);
    const detail = `the blocks make ${formatNumber(total)} units together; at most ${limit} are allowed`;
    problems.push({ where: 'blocks', rule: 'number-range', detail });
  }
  return blocks;
}

/** An id as the generator writes it: 02-G-02 becomes 2-G-2. */
function plainId(id: string): string {
  const parts = parseUnitId(id);
  return parts ? `${parts.floor}-${parts.row}-${parts.number}` : id;
}

function readExceptions(raw: JsonObject, problems: LayoutProblem[]): Map<string, UnitException> {
  const exceptions = new Map<string, UnitException>();
  if (!('exceptions' in raw)) return exceptions;
  if (!isObject(raw.exceptions)) {
    const detail = `exceptions must be an object keyed by unit id, got ${describeValue(raw.exceptions)}`;
    problems.push({ where: 'source', rule: 'shape', detail });
    return exceptions;
  }
  for (const [id, value] of Object.entries(raw.exceptions)) {
    const reader = new SourceReader(problems, `exceptions.${id}`);
    if (!UNIT_ID_PATTERN.test(id)) {
      reader.report(
        'id-format',
        `${JSON.stringify(id)} does not read floor-row letter-number, for example 2-G-2`,
      );
      continue;
    }
    if (plainId(id) !== id) {
      reader.report(
        'key-format',
        `${JSON.stringify(id)} is not written plainly; write ${JSON.stringify(plainId(id))}`,
      );
      continue;
    }
    if (!isObject(value)) {
      reader.report('shape', `an exception must be an object, got ${describeValue(value)}`);
      continue;
    }
    reader.unknownKeys(value, EXCEPTION_KEYS);
    const exception: UnitException = {};
    for (const key of EXCEPTION_KEYS) {
      const limit = key === 'sqft' ? LAYOUT_LIMITS.sqft : LAYOUT_LIMITS.coordinate;
      if (key in value) exception[key] = reader.number(value, key, 'positive', limit);
    }
    exceptions.set(id, exception);
  }
  return exceptions;
}

function readReserved(raw: JsonObject, problems: LayoutProblem[]): string[] {
  if (!('reserved' in raw)) return [];
  if (!Array.isArray(raw.reserved)) {
    const detail = `reserved must be a list of unit ids, got ${describeValue(raw.reserved)}`;
    problems.push({ where: 'source', rule: 'shape', detail });
    return [];
  }
  const seen = new Map<string, number>();
  raw.reserved.forEach((id: unknown, i) => {
    const reader = new SourceReader(problems, `reserved[${i}]`);
    if (typeof id !== 'string' || !UNIT_ID_PATTERN.test(id)) {
      reader.report('id-format', `${describeValue(id)} is not a unit id such as 2-C-1`);
      return;
    }
    if (plainId(id) !== id) {
      reader.report('id-format', `${JSON.stringify(id)} has a leading zero; write ${plainId(id)}`);
      return;
    }
    const first = seen.get(id);
    if (first !== undefined)
      reader.report('unique-id', `${id} is already listed at reserved[${first}]`);
    else seen.set(id, i);
  });
  return [...seen.keys()];
}

function readSizes(raw: JsonObject, problems: LayoutProblem[]): Map<number, string> {
  const sizes = new Map<number, string>();
  if (!isObject(raw.sizes)) {
    const detail = !('sizes' in raw)
      ? 'sizes is missing'
      : `sizes must be an object of descriptions keyed by sq ft, got ${describeValue(raw.sizes)}`;
    problems.push({ where: 'source', rule: 'sizes' in raw ? 'shape' : 'missing-field', detail });
    return sizes;
  }
  for (const [key, text] of Object.entries(raw.sizes)) {
    if (key === NOTE) continue;
    const reader = new SourceReader(problems, `sizes.${key}`);
    const sqft = Number(key);
    if (!(sqft > 0))
      reader.report('positive-sqft', `${JSON.stringify(key)} is not a size in sq ft`);
    else if (String(sqft) !== key) {
      // "025" would silently stand in for (or be replaced by) "25".
      const detail = `${JSON.stringify(key)} is not written plainly; write ${JSON.stringify(String(sqft))}`;
      reader.report('key-format', detail);
    } else if (sqft > LAYOUT_LIMITS.sqft) {
      reader.report('number-range', rangeDetail('the size', sqft, LAYOUT_LIMITS.sqft));
    } else if (typeof text !== 'string' || text.trim() === '') {
      reader.report(
        'field-type',
        `the description must be non-empty text, got ${describeValue(text)}`,
      );
    } else sizes.set(sqft, text);
  }
  return sizes;
}

function readFeatures(raw: JsonObject, problems: LayoutProblem[]): unknown[] {
  if (!('features' in raw)) return [];
  if (!Array.isArray(raw.features)) {
    const detail = `features must be a list, got ${describeValue(raw.features)}`;
    problems.push({ where: 'source', rule: 'shape', detail });
    return [];
  }
  return raw.features.map((feature: unknown, i) => {
    if (!isObject(feature)) return feature;
    const reader = new SourceReader(problems, nameOf(feature, 'features', i));
    reader.unknownKeys(feature, FEATURE_KEYS);
    if ('floor' in feature) reader.wholeNumber(feature, 'floor', 0, LAYOUT_LIMITS.floor);
    const { [NOTE]: _note, ...rest } = feature;
    return rest;
  });
}

/** Reads the parsed contents of facility.json, naming every problem it finds. */
export function parseFacilitySource(json: unknown): FacilitySourceResult {
  if (!isObject(json)) {
    const detail = `the top level must be an object, got ${describeValue(json)}`;
    return { ok: false, problems: [{ where: 'source', rule: 'shape', detail }] };
  }
  const problems: LayoutProblem[] = [];
  new SourceReader(problems, 'source').unknownKeys(json, TOP_LEVEL_KEYS);
  if (!('canvas' in json))
    problems.push({ where: 'source', rule: 'missing-field', detail: 'canvas is missing' });
  const defaults = readDefaults(json, problems);
  const blocks = readBlocks(json, defaults, problems);
  const source: FacilitySource = {
    canvas: json.canvas,
    blocks: blocks.filter((b) => b !== undefined),
    exceptions: readExceptions(json, problems),
    reserved: readReserved(json, problems),
    sizeDescriptions: readSizes(json, problems),
    features: readFeatures(json, problems),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, source };
}

type PlacedUnit = {
  id: string;
  floor: number;
  row: string;
  x: number;
  y: number;
  width: number;
  height: number;
  sqft: number;
};

function placeBlock(
  block: FacilityBlock,
  first: number,
  exceptions: Map<string, UnitException>,
): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  for (let k = 0; k < block.count; k++) {
    const id = `${block.floor}-${block.row}-${first + k}`;
    const exception = exceptions.get(id);
    const width = exception?.width ?? block.unitWidth;
    const height = exception?.height ?? block.unitHeight;
    const previous = placed[k - 1];
    let { x, y } = block;
    if (previous) {
      if (block.direction === 'right') x = previous.x + previous.width + block.gap;
      if (block.direction === 'left') x = previous.x - block.gap - width;
      if (block.direction === 'down') y = previous.y + previous.height + block.gap;
      if (block.direction === 'up') y = previous.y - block.gap - height;
    }
    const sqft = exception?.sqft ?? block.sqft;
    placed.push({ id, floor: block.floor, row: block.row, x, y, width, height, sqft });
  }
  return placed;
}

export type GeneratedLayout = {
  /** The layout as it will be written, not yet checked against the schema. */
  layout: { canvas: unknown; units: unknown[]; features: unknown[] };
  /** The index of the block that made each unit, by unit id. */
  blockOf: Map<string, number>;
  problems: LayoutProblem[];
};

/** Lays out every block, applies exceptions and reservations, and sorts units by id. */
export function generateLayout(source: FacilitySource): GeneratedLayout {
  const problems: LayoutProblem[] = [];
  const blockOf = new Map<string, number>();
  const lastNumber = new Map<string, number>();
  const placed: PlacedUnit[] = [];
  source.blocks.forEach((block, b) => {
    const rowKey = `${block.floor}-${block.row}`;
    const first = block.start ?? (lastNumber.get(rowKey) ?? 0) + 1;
    lastNumber.set(rowKey, first + block.count - 1);
    if (first + block.count - 1 > LAYOUT_LIMITS.unitNumber) {
      const detail = rangeDetail(
        'the last unit number',
        first + block.count - 1,
        LAYOUT_LIMITS.unitNumber,
      );
      problems.push({ where: `blocks[${b}]`, rule: 'number-range', detail });
      return;
    }
    for (const unit of placeBlock(block, first, source.exceptions)) {
      const earlier = blockOf.get(unit.id);
      if (earlier !== undefined) {
        const detail = `made by both blocks[${earlier}] and blocks[${b}]; check their start numbers`;
        problems.push({ where: unit.id, rule: 'unique-id', detail });
        continue;
      }
      blockOf.set(unit.id, b);
      placed.push(unit);
    }
  });

  for (const id of source.exceptions.keys()) {
    if (!blockOf.has(id)) {
      problems.push({
        where: `exceptions.${id}`,
        rule: 'unknown-unit',
        detail: `no block makes unit ${id}`,
      });
    }
  }
  source.reserved.forEach((id, index) => {
    if (!blockOf.has(id)) {
      problems.push({
        where: `reserved[${index}]`,
        rule: 'unknown-unit',
        detail: `no block makes unit ${id}`,
      });
    }
  });
  const reserved = new Set(source.reserved);
  const missingSizes = new Map<number, string>();
  for (const unit of placed) {
    if (!source.sizeDescriptions.has(unit.sqft) && !missingSizes.has(unit.sqft))
      missingSizes.set(unit.sqft, unit.id);
  }
  for (const [sqft, id] of missingSizes) {
    problems.push({
      where: 'sizes',
      rule: 'missing-field',
      detail: `no description for ${sqft} sq ft (used by ${id})`,
    });
  }

  placed.sort((a, b) => compareUnitIds(a.id, b.id));
  const units = placed.map((u) =>
    unitFields({
      ...u,
      title: `Unit ${u.id}`,
      description:
        `${u.sqft} sq ft unit on floor ${u.floor}, row ${u.row}. ${source.sizeDescriptions.get(u.sqft) ?? ''}`.trim(),
      isAvailable: !reserved.has(u.id),
    }),
  );
  return { layout: { canvas: source.canvas, units, features: source.features }, blockOf, problems };
}

/**
 * Reads the source, generates, and checks the result against the layout
 * schema (or the stricter `check` given). Problems with a generated unit
 * also say which block made it.
 */
export function buildLayout(
  json: unknown,
  check: (layout: unknown) => LayoutResult = parseLayout,
): LayoutResult {
  const parsed = parseFacilitySource(json);
  if (!parsed.ok) return parsed;
  const generated = generateLayout(parsed.source);
  const checked = check(generated.layout);
  const layoutProblems = (checked.ok ? [] : checked.problems).map((problem) => {
    const block = generated.blockOf.get(problem.where);
    return block === undefined
      ? problem
      : { ...problem, detail: `${problem.detail}; made by blocks[${block}]` };
  });
  const problems = [...generated.problems, ...layoutProblems];
  if (problems.length > 0 || !checked.ok) return { ok: false, problems };
  return checked;
}

/**
 * The whole pipeline behind `npm run layout:generate` and
 * `layout:preview`: buildLayout with the facility rules as well as the
 * schema, so nothing is written that layout:validate would reject.
 */
export function buildFacilityLayout(json: unknown): LayoutResult {
  return buildLayout(json, validateFacilityLayout);
}
