/**
 * npm run units:export [-- --out units.csv] [--units data/units.json]
 *
 * Writes the plan's units as CSV (unit, floor, sqft, status) for staff to
 * load into a management system or a spreadsheet: status is `available` or
 * `reserved`, which units:import reads back. Written atomically; --out must
 * end in .csv, so a data file is never written over. Exit 2 for bad
 * arguments or a file that cannot be read or written, 1 for an invalid
 * units file.
 */
import { parseLayout, parseUnitId } from '../src/layout/layout-schema.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { formatCsv } from './lib/csv.ts';
import { printProblems, readJson } from './lib/layout-file.ts';
import { readTextFile, writeFileAtomically } from './lib/text-files.ts';
import { NOT_AVAILABLE_STATUS } from './lib/unit-availability.ts';

const USAGE = 'usage: npm run units:export [-- --out units.csv] [--units data/units.json]';
export const EXPORT_COLUMNS = ['unit', 'floor', 'sqft', 'status'] as const;

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('units:export', USAGE, argv, { options: ['out', 'units'] });
  if (typeof args === 'number') return args;
  const out = args.options.get('out') ?? 'units.csv';
  const units = args.options.get('units') ?? 'data/units.json';
  if (!out.toLowerCase().endsWith('.csv')) {
    console.error(`units:export: refusing to write ${out}: the export is a .csv file\n${USAGE}`);
    return 2;
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
  const rows = parsed.layout.units.map((unit) => [
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
  const available = parsed.layout.units.filter((u) => u.isAvailable).length;
  console.log(
    `Wrote ${out}: ${rows.length} units, ${available} available and ${rows.length - available} ${NOT_AVAILABLE_STATUS}.`,
  );
  return 0;
}

runCommand('units:export', main);
