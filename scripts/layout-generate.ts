/**
 * npm run layout:generate [-- --source <file>] [-- --out <file>]
 *
 * Reads the facility source (data/facility.json), lays out its units, checks
 * the result against the layout schema and the facility rules, prints what
 * changes against the current output (units added, removed, moved, resized,
 * with a new status) and writes data/units.json atomically. Nothing is
 * written when nothing changed. An invalid source prints every problem,
 * exits 1 and leaves the existing output as it was. Exit 2: bad options, an
 * unreadable file, or an --out that is not a units file (such as the source
 * itself), which is never overwritten.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { formatLayoutJson, type Layout, parseLayout } from '../src/layout/layout-schema.ts';
import { formatLayoutSummary, summariseLayout } from '../src/layout/layout-summary.ts';
import { readCliArgs, runCommand } from './lib/cli-args.ts';
import { parseJsonText } from './lib/json-text.ts';
import { compareLayouts, formatLayoutChanges } from './lib/layout-changes.ts';
import { buildLayoutFromText, printAdvice, printProblems } from './lib/layout-file.ts';
import { readTextFile, writeFileAtomically } from './lib/text-files.ts';

const USAGE =
  'usage: npm run layout:generate [-- --source data/facility.json --out data/units.json]';

function fail(code: number, lines: string[]): number {
  for (const line of lines) console.error(line);
  return code;
}

async function currentText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function sameFile(a: string, b: string): Promise<boolean> {
  if (resolve(a) === resolve(b)) return true;
  try {
    const [sa, sb] = await Promise.all([stat(a), stat(b)]);
    return sa.dev === sb.dev && sa.ino === sb.ino;
  } catch {
    return false;
  }
}

/**
 * Why `out` must not be written, or null when it may: it is the source, it
 * is not a .json file, or it exists and is not a units file (a JSON object
 * with a units list and no blocks).
 */
async function refusal(source: string, out: string): Promise<string | null> {
  const advice = 'choose another --out, such as data/units.json';
  if (await sameFile(source, out)) {
    return `refusing to write ${out}: it is the source being read; ${advice}.`;
  }
  if (extname(out) !== '.json') {
    return `refusing to write ${out}: a units file ends in .json; ${advice}.`;
  }
  const read = await readTextFile(out);
  if (!read.ok) {
    return read.message.endsWith('no such file')
      ? null
      : `refusing to write ${out}: ${read.message}.`;
  }
  const json = parseJsonText(read.text);
  const value: unknown = json.ok ? json.value : null;
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  if (object && 'blocks' in object) {
    return `refusing to write over ${out}: it is a facility source (it has blocks), not a units file; ${advice}.`;
  }
  if (!object || !Array.isArray(object.units)) {
    return `refusing to write over ${out}: it is not a units file (no units list); ${advice}.`;
  }
  return null;
}

/** What the current file holds, when it is a layout that can be compared. */
function currentLayout(text: string): Layout | null {
  const json = parseJsonText(text);
  if (!json.ok) return null;
  const parsed = parseLayout(json.value);
  return parsed.ok ? parsed.layout : null;
}

function describeChanges(out: string, before: string, after: Layout): string[] {
  const was = currentLayout(before);
  if (!was) return [`${out} is not a valid layout, so it is replaced whole.`];
  const lines = formatLayoutChanges(compareLayouts(was, after));
  if (lines.length === 0)
    return [`No unit, feature or canvas changes; only the formatting of ${out} differs.`];
  return [`Changes to ${out}:`, ...lines];
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['source', 'out']);
  if (!args.ok) return fail(2, [`layout:generate: ${args.message}`, USAGE]);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length > 0) {
    return fail(2, [`layout:generate: unexpected argument ${args.positionals[0]}`, USAGE]);
  }
  const source = args.options.get('source') ?? 'data/facility.json';
  const out = args.options.get('out') ?? 'data/units.json';
  const refused = await refusal(source, out);
  if (refused) return fail(2, [`layout:generate: ${refused}`]);

  const read = await readTextFile(source);
  if (!read.ok) return fail(2, [`layout:generate: ${read.message}`]);
  const result = buildLayoutFromText(source, read.text);
  if (!result.ok) {
    printProblems(result.problems, `in ${source}; ${out} was not changed.`);
    return 1;
  }

  printAdvice(result.layout, source);
  const text = formatLayoutJson(result.layout);
  const summary = formatLayoutSummary(summariseLayout(result.layout));
  const before = await currentText(out);
  if (before === text) {
    console.log(`${out} is already up to date (${summary}).`);
    return 0;
  }
  if (before !== null)
    for (const line of describeChanges(out, before, result.layout)) console.log(line);
  await writeFileAtomically(out, text);
  console.log(`Wrote ${out} (${summary}).`);
  return 0;
}

runCommand('layout:generate', main);
