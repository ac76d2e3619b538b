/**
 * Reading layout files from the command line: JSON text (with syntax errors
 * and repeated keys reported by line and column) checked against the layout
 * schema and the facility rules. layout:validate, layout:generate,
 * layout:preview and the build share it, so they agree on what is valid.
 */
import { buildFacilityLayout } from '../../src/layout/facility-source.ts';
import {
  LAYOUT_ADVICE,
  layoutAdvice,
  validateFacilityLayout,
} from '../../src/layout/layout-rules.ts';
import {
  formatLayoutJson,
  formatProblem,
  type Layout,
  type LayoutProblem,
  type LayoutResult,
} from '../../src/layout/layout-schema.ts';
import { formatDuplicateKey, formatJsonError, parseJsonText } from './json-text.ts';
import { readTextFile } from './text-files.ts';

export type JsonFileResult =
  | { ok: true; value: unknown }
  | { ok: false; problems: LayoutProblem[] };

/** Parses the text of `file`; a syntax error or any repeated key is a problem named by the file. */
export function readJson(file: string, text: string): JsonFileResult {
  const json = parseJsonText(text);
  if (!json.ok) {
    return { ok: false, problems: [{ where: file, rule: 'json', detail: formatJsonError(json) }] };
  }
  if (json.duplicateKeys.length > 0) {
    const problems = json.duplicateKeys.map((duplicate) => ({
      where: file,
      rule: 'duplicate-key',
      detail: formatDuplicateKey(duplicate),
    }));
    return { ok: false, problems };
  }
  return { ok: true, value: json.value };
}

/** The text of a units file checked against the schema and the facility rules. */
export function checkLayoutText(file: string, text: string): LayoutResult {
  const json = readJson(file, text);
  return json.ok ? validateFacilityLayout(json.value) : json;
}

/** The text of a facility source, laid out and checked as layout:generate does. */
export function buildLayoutFromText(file: string, text: string): LayoutResult {
  const json = readJson(file, text);
  return json.ok ? buildFacilityLayout(json.value) : json;
}

export type FileCheck = LayoutResult | { ok: 'unreadable'; message: string };

/** Reads and checks a units file; `unreadable` when the file cannot be read at all. */
export async function checkLayoutFile(file: string): Promise<FileCheck> {
  const read = await readTextFile(file);
  if (!read.ok) return { ok: 'unreadable', message: read.message };
  return checkLayoutText(file, read.text);
}

/**
 * Whether `unitsText` is exactly what `source` generates. Returns a problem
 * when it is not (or when the source itself has problems), else null.
 */
export async function checkUpToDate(
  unitsFile: string,
  unitsText: string,
  source: string,
): Promise<LayoutProblem | null> {
  const read = await readTextFile(source);
  if (!read.ok) return { where: source, rule: 'up-to-date', detail: read.message };
  const built = buildLayoutFromText(source, read.text);
  if (!built.ok) {
    const count = `${built.problems.length} problem${built.problems.length === 1 ? '' : 's'}`;
    return {
      where: source,
      rule: 'up-to-date',
      detail: `has ${count}, so ${unitsFile} cannot be compared with it; npm run layout:generate lists them`,
    };
  }
  if (formatLayoutJson(built.layout) === unitsText) return null;
  return {
    where: unitsFile,
    rule: 'up-to-date',
    detail: `is not what ${source} generates; run npm run layout:generate`,
  };
}

/** Prints every problem, one per line, then the count with `ending` (for example `found in x.json.`). */
export function printProblems(problems: readonly LayoutProblem[], ending: string): void {
  for (const problem of problems) console.error(formatProblem(problem));
  const count = problems.length;
  console.error(`${count} problem${count === 1 ? '' : 's'} ${ending}`);
}

/** Advice lines listed one by one; beyond this many, the rest are counted. */
export const ADVICE_LISTED = 20;

/**
 * Prints the advice for a valid layout (see layoutAdvice) as warnings on
 * stderr, and prints nothing when there is none. Units smaller than a
 * comfortable tap: each one, one per line as `UNIT-ID: tap-size: detail`, up
 * to ADVICE_LISTED, then a line saying the layout is still valid. A layout
 * without features: one line saying which rules had nothing to check.
 */
export function printAdvice(layout: Layout, file: string): void {
  const advice = layoutAdvice(layout);
  const small = advice.filter((item) => item.rule === 'tap-size');
  if (small.length > 0) {
    for (const item of small.slice(0, ADVICE_LISTED)) console.error(formatProblem(item));
    const more = small.length - ADVICE_LISTED;
    if (more > 0) console.error(`…and ${more.toLocaleString('en-GB')} more.`);
    const units = `${small.length.toLocaleString('en-GB')} unit${small.length === 1 ? '' : 's'}`;
    console.error(
      `Advice, not an error: ${units} in ${file} (tap-size): ${LAYOUT_ADVICE['tap-size']}. The layout is valid.`,
    );
  }
  if (advice.some((item) => item.rule === 'no-features')) {
    console.error(
      `Advice, not an error: ${file} (no-features): ${LAYOUT_ADVICE['no-features']}. The layout is valid.`,
    );
  }
}

/**
 * The build's first step: true when `file` is a valid layout (printing any
 * advice, which never stops the build); otherwise prints its problems as
 * layout:validate does, and that the build stopped.
 */
export async function checkLayoutBeforeBuild(file: string): Promise<boolean> {
  const check = await checkLayoutFile(file);
  if (check.ok === true) {
    printAdvice(check.layout, file);
    return true;
  }
  if (check.ok === 'unreadable') console.error(`build: ${check.message}`);
  else printProblems(check.problems, `found in ${file}.`);
  console.error(`The build stopped before writing anything: fix ${file} first.`);
  return false;
}
