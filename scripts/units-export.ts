/**
 * npm run units:export [-- --out units.csv] [--units data/units.json] [--live] [--force]
 *
 * With --live, each unit's status is the one it has now: the changes staff
 * made in the console (kept in the registrations database, DATABASE_URL or
 * REGISTRATIONS_DB) over units.json. units:import then carries them into
 * data/facility.json, and a build to a static host.
 *
 * Writes the plan's units as CSV (unit, floor, sqft, status) for staff to
 * load into a management system or a spreadsheet: status is `available` or
 * `reserved`, which units:import reads back. Written atomically; --out must
 * end in .csv, so a data file is never written over, and an existing file is
 * left as it is unless --force is given (exit 1). Exit 2 for bad
 * arguments or a file that cannot be read or written, 1 for an invalid
 * units file.
 */
import { existsSync } from 'node:fs';
import { commandDatabase } from '../server/config.ts';
import { liveStatuses } from '../server/public/live-availability.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { type Layout, parseLayout, parseUnitId } from '../src/layout/layout-schema.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { formatCsv } from './lib/csv.ts';
import { printProblems, readJson } from './lib/layout-file.ts';
import { readTextFile, writeFileAtomically } from './lib/text-files.ts';
import { NOT_AVAILABLE_STATUS } from './lib/unit-availability.ts';

const USAGE =
  'usage: npm run units:export [-- --out units.csv] [--units data/units.json] [--live] [--force]';
export const EXPORT_COLUMNS = ['unit', 'floor', 'sqft', 'status'] as const;

/** The layout with the statuses staff set in the console laid over it. */
async function withLiveStatuses(layout: Layout): Promise<Layout> {
  const staff = await openStaffStore(commandDatabase());
  try {
    const live = liveStatuses(layout, await staff.availabilityOverrides());
    return {
      ...layout,
      units: layout.units.map((u) => ({ ...u, isAvailable: live[u.id] ?? u.isAvailable })),
    };
  } finally {
    await staff.close();
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('units:export', USAGE, argv, {
    options: ['out', 'units'],
    flags: ['live', 'force'],
  });
  if (typeof args === 'number') return args;
  const out = args.options.get('out') ?? 'units.csv';
  const units = args.options.get('units') ?? 'data/units.json';
  if (!out.toLowerCase().endsWith('.csv')) {
    console.error(`units:export: refusing to write ${out}: the export is a .csv file\n${USAGE}`);
    return 2;
  }
  if (!args.flags.has('force') && existsSync(out)) {
    console.error(
      `units:export: ${out} already exists and was left as it is; give another --out, or add --force to replace it.`,
    );
    return 1;
  }
  const read = await readTextFile(units);
  if (!read.ok) {
    console.error(`units:export: ${read.message}`);
    return 2;
  }
  const json = readJson(units, read.text);
  const parsed = json.ok ? parseLayout(json.value) : json;
  if (!parsed.ok) {
    printProblems(parsed.problems, `found in ${units}; nothing was written.`);
    return 1;
  }
  const layout = args.flags.has('live') ? await withLiveStatuses(parsed.layout) : parsed.layout;
  const rows = layout.units.map((unit) => [
    unit.id,
    String(parseUnitId(unit.id)?.floor ?? ''),
    String(unit.sqft),
    unit.isAvailable ? 'available' : NOT_AVAILABLE_STATUS,
  ]);
  try {
    await writeFileAtomically(out, formatCsv(EXPORT_COLUMNS, rows));
  } catch (error) {
    console.error(`units:export: ${(error as Error).message}`);
    return 2;
  }
  const available = layout.units.filter((u) => u.isAvailable).length;
  console.log(
    `Wrote ${out}: ${rows.length} units, ${available} available and ${rows.length - available} ${NOT_AVAILABLE_STATUS}.`,
  );
  return 0;
}

runCommand('units:export', main);
