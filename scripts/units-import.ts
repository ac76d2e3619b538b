/**
 * npm run units:import -- <export.csv> [--dry-run] [--unit-column NAME]
 *   [--status-column NAME] [--source data/facility.json] [--units data/units.json]
 *
 * Updates the plan's availability from a management system's unit export:
 * the `reserved` list of the facility source, then units.json regenerated
 * from it as layout:generate would. Only that list changes; positions,
 * sizes and every other byte of the source stay as they are. It prints every
 * unit whose availability changes and the plan's units the file does not
 * name (left as they are). --dry-run prints the same and writes nothing.
 * --ignore-unknown imports the plan's units from a whole export that also
 * lists units the plan does not have (containers, safety deposit boxes), and
 * lists those as not on the plan. After a change it prints the next step.
 *
 * Units set in the console (kept in the registrations database, DATABASE_URL
 * or REGISTRATIONS_DB, when there is one) win over the file on the bundled
 * server: the import lists those the file names, with both values and the one
 * that stands, and --replace-console-changes lets the file win for them (the
 * console's settings of those units are dropped). An import that writes is
 * recorded in the audit log with who ran it.
 *
 * Refused with a message naming the row and column, and nothing written:
 * an empty, binary or oversized file, a missing column, a unit not on the
 * plan (unless --ignore-unknown), an unknown status, two rows that disagree about one unit, or a
 * units.json that is not what the source generates (so every change made
 * is one the file accounts for). Exit 0 when done (or nothing changed), 1
 * when refused, 2 for bad arguments or a file that cannot be read.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { commandDatabase } from '../server/config.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { formatLayoutJson, type Layout } from '../src/layout/layout-schema.ts';
import { formatLayoutSummary, summariseLayout } from '../src/layout/layout-summary.ts';
import { readCliArgs, runCommand } from './lib/cli-args.ts';
import { parseCsv } from './lib/csv.ts';
import { replaceReservedList } from './lib/facility-reserved.ts';
import { compareLayouts } from './lib/layout-changes.ts';
import { buildLayoutFromText, checkUpToDate, readJson } from './lib/layout-file.ts';
import { decodeText } from './lib/text-decoding.ts';
import { readTextFile, writeFilesAtomically } from './lib/text-files.ts';
import {
  type AvailabilityChange,
  chooseColumns,
  MAX_IMPORT_ROWS,
  planAvailability,
  readRows,
} from './lib/unit-availability.ts';

const USAGE =
  'usage: npm run units:import -- <export.csv> [--dry-run] [--ignore-unknown] [--replace-console-changes] [--unit-column NAME] [--status-column NAME] [--source data/facility.json] [--units data/units.json]';
/** A unit export of a few thousand rows is well under a megabyte. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
const NOTHING_CHANGED = 'nothing was changed';
const NEXT_STEP =
  'Next: run npm run build. The bundled server shows the new availability once restarted on the new build (units set in the console still win); a static host shows it once the new dist/ is deployed.';

class Refusal extends Error {
  constructor(
    readonly code: 1 | 2,
    readonly lines: string[],
  ) {
    super(lines.join('\n'));
  }
}

const refuse = (code: 1 | 2, ...lines: string[]) => new Refusal(code, lines);
const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

async function readExport(file: string): Promise<Uint8Array> {
  try {
    const info = await stat(file);
    if (info.isDirectory())
      throw refuse(2, `units:import: cannot read ${file}: it is a folder, not a file`);
    if (info.size > MAX_IMPORT_BYTES) {
      throw refuse(
        1,
        `units:import: ${file} is ${plural(info.size, 'byte')}; a unit export is far smaller (at most 10 MB is read); ${NOTHING_CHANGED}.`,
      );
    }
    return await readFile(file);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    const reason = (error as { code?: string }).code === 'ENOENT' ? 'no such file' : String(error);
    throw refuse(2, `units:import: cannot read ${file}: ${reason}`);
  }
}

/** The current source and layout, refused unless units.json is what the source generates. */
async function readPlan(source: string, units: string) {
  const read = await readTextFile(source);
  if (!read.ok) throw refuse(2, `units:import: ${read.message}`);
  const unitsRead = await readTextFile(units);
  if (!unitsRead.ok) throw refuse(2, `units:import: ${unitsRead.message}`);
  const built = buildLayoutFromText(source, read.text);
  const json = readJson(source, read.text);
  if (!built.ok || !json.ok) {
    throw refuse(
      1,
      `units:import: ${source} has problems (npm run layout:generate lists them); ${NOTHING_CHANGED}.`,
    );
  }
  const stale = await checkUpToDate(units, unitsRead.text, source);
  if (stale) {
    throw refuse(
      1,
      `units:import: ${units} is not what ${source} generates, so other changes are waiting; run npm run layout:generate, check what it reports, then import again; ${NOTHING_CHANGED}.`,
    );
  }
  const reserved = (json.value as { reserved?: unknown }).reserved;
  return {
    text: read.text,
    layout: built.layout,
    reserved: Array.isArray(reserved) ? (reserved as string[]) : [],
  };
}

function describeChange(change: AvailabilityChange): string {
  const now = change.available ? 'now available' : 'now not available';
  return `  ${change.id}: ${now} (row ${change.row}: ${JSON.stringify(change.status)})`;
}

/** Checks that the regenerated layout differs from the old one in exactly the changed statuses. */
function onlyStatusesChanged(
  before: Layout,
  after: Layout,
  changes: readonly AvailabilityChange[],
): boolean {
  const diff = compareLayouts(before, after);
  const { status, ...rest } = diff;
  const others = Object.values(rest).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== null,
  );
  const expected = changes
    .map((c) => c.id)
    .sort()
    .join(' ');
  return (
    !others &&
    status
      .map((s) => s.id)
      .sort()
      .join(' ') === expected
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(
    argv,
    ['source', 'units', 'unit-column', 'status-column'],
    ['dry-run', 'ignore-unknown', 'replace-console-changes'],
  );
  if (!args.ok) throw refuse(2, `units:import: ${args.message}`, USAGE);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) {
    throw refuse(
      2,
      `units:import: give one export file${args.positionals.length > 1 ? ', not several' : ''}`,
      USAGE,
    );
  }
  const dryRun = args.flags.has('dry-run');
  const ignoreUnknown = args.flags.has('ignore-unknown');
  const file = args.positionals[0] as string;
  const source = args.options.get('source') ?? 'data/facility.json';
  const units = args.options.get('units') ?? 'data/units.json';

  const plan = await readPlan(source, units);
  const decoded = decodeText(await readExport(file));
  if (!decoded.ok) throw refuse(1, `units:import: ${file} ${decoded.message}; ${NOTHING_CHANGED}.`);
  const csv = parseCsv(decoded.text, MAX_IMPORT_ROWS);
  if (!csv.ok) throw refuse(1, `units:import: ${file} ${csv.message}; ${NOTHING_CHANGED}.`);
  if (csv.rows.length === 0) {
    throw refuse(1, `units:import: ${file} has a header row but no units; ${NOTHING_CHANGED}.`);
  }
  const columns = chooseColumns(csv.header, {
    unit: args.options.get('unit-column'),
    status: args.options.get('status-column'),
  });
  if (!columns.ok)
    throw refuse(1, ...columns.problems.map((p) => `${file}: ${p}`), `${NOTHING_CHANGED}.`);
  const planIds = plan.layout.units.map((u) => u.id);
  const rows = readRows(csv.rows, columns.columns, planIds, { ignoreUnknown });
  if (!rows.ok) {
    const hint =
      rows.notOnPlan.length > 0
        ? [
            `If ${file} is a whole export that also lists units the plan does not have (containers, safety deposit boxes), add --ignore-unknown to import the plan's units and list the others.`,
          ]
        : [];
    throw refuse(
      1,
      ...rows.problems.map((p) => `${file}: ${p}`),
      ...hint,
      `${plural(rows.problems.length, 'problem')} in ${file}; ${NOTHING_CHANGED}.`,
    );
  }

  const { changes, missing, reserved } = planAvailability(planIds, plan.reserved, rows.statuses);
  console.log(
    `Read ${file} (${decoded.encoding}, ${plural(csv.rows.length, 'row')}; unit column ${JSON.stringify(columns.columns.unitName)}, status column ${JSON.stringify(columns.columns.statusName)}).`,
  );
  if (changes.length > 0) {
    const verb = dryRun ? 'would change' : 'changed';
    console.log(`Availability ${verb} for ${plural(changes.length, 'unit')}:`);
    for (const change of changes) console.log(describeChange(change));
  }
  if (rows.notOnPlan.length > 0) {
    const listed = rows.notOnPlan.map((u) => `${JSON.stringify(u.name)} (row ${u.row})`);
    console.log(
      `${plural(rows.notOnPlan.length, 'unit')} in the file not on the plan, not imported: ${listed.join(', ')}.`,
    );
  }
  if (missing.length > 0) {
    console.log(
      `${plural(missing.length, 'unit')} on the plan not in the file, left as they are: ${missing.join(', ')}.`,
    );
  }
  const replace = args.flags.has('replace-console-changes');
  const console_ = await openConsoleRecord();
  try {
    const named = (console_ ? await console_.store.consoleChanges() : []).filter((c) =>
      rows.statuses.has(c.id),
    );
    if (named.length > 0) {
      const word = (available: boolean) => (available ? 'available' : 'not available');
      console.log(
        `${plural(named.length, 'unit')} in the file ${named.length === 1 ? 'was' : 'were'} set in the console since the last import; ${replace ? 'the file wins (--replace-console-changes)' : "the console's value stands on the bundled server (add --replace-console-changes to let the file win)"}:`,
      );
      for (const c of named)
        console.log(
          `  ${c.id}: console ${word(c.available)} (${c.by}, ${c.at}), file ${word(rows.statuses.get(c.id)?.available === true)}; ${replace ? 'the file' : 'the console'} stands`,
        );
    }
    const replaced = replace ? named.map((c) => c.id) : [];
    if (changes.length === 0 && replaced.length === 0) {
      console.log('No availability changed; nothing was written.');
      return 0;
    }
    if (dryRun) {
      console.log('Dry run: nothing was written.');
      return 0;
    }
    if (changes.length > 0) await writeImport(source, units, plan, reserved, changes);
    await console_?.store.recordImport(
      commandLineActor(process.env),
      {
        file: basename(file),
        rows: csv.rows.length,
        changed: changes.map((c) => `${c.id} ${c.available ? 'available' : 'not available'}`),
        consoleChangesReplaced: replaced,
      },
      replaced,
    );
    if (replaced.length > 0)
      console.log(`Dropped the console's setting of ${plural(replaced.length, 'unit')}.`);
    if (changes.length > 0) console.log(NEXT_STEP);
    return 0;
  } finally {
    await console_?.store.close();
  }
}

/** The console's database, when there is one: none for a checkout that never ran the server. */
async function openConsoleRecord() {
  const config = commandDatabase();
  if (config.kind === 'sqlite' && !existsSync(config.file)) return null;
  return { store: await openStaffStore(config) };
}

async function writeImport(
  source: string,
  units: string,
  plan: Awaited<ReturnType<typeof readPlan>>,
  reserved: string[],
  changes: AvailabilityChange[],
) {
  const updated = replaceReservedList(plan.text, reserved);
  if (!updated.ok)
    throw refuse(1, `units:import: ${source} ${updated.message}; ${NOTHING_CHANGED}.`);
  const built = buildLayoutFromText(source, updated.text);
  if (!built.ok || !onlyStatusesChanged(plan.layout, built.layout, changes)) {
    throw refuse(
      1,
      `units:import: the updated ${source} would change more than availability; ${NOTHING_CHANGED}.`,
    );
  }
  await writeFilesAtomically([
    { file: source, content: updated.text },
    { file: units, content: formatLayoutJson(built.layout) },
  ]);
  console.log(
    `Wrote ${source} (${plural(reserved.length, 'unit')} reserved) and ${units} (${formatLayoutSummary(summariseLayout(built.layout))}).`,
  );
}

/** A refusal prints its lines and ends with its code; anything else is runCommand's one line. */
async function importUnits(argv: readonly string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    for (const line of error.lines) console.error(line);
    return error.code;
  }
}

runCommand('units:import', importUnits);
