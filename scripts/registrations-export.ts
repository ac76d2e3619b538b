/**
 * npm run registrations:export [-- --since 2026-12-01] [--out file.csv]
 *
 * Writes every registration (or those received on or after a date) as a CSV
 * file for staff: to the file given, or to registrations-YYYY-MM-DD.csv.
 * Reads REGISTRATIONS_DB (default data/registrations.sqlite).
 */
import { writeFileSync } from 'node:fs';
import { isoDate } from '../src/features/registration/registration-schema.ts';
import { readCliArgs } from './lib/cli-args.ts';
import { registrationsCsv } from './server/registration-csv.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const USAGE = 'usage: npm run registrations:export [-- --since YYYY-MM-DD] [--out file.csv]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCliArgs(argv, ['since', 'out']);
  if (!args.ok || args.positionals.length > 0) {
    console.error(
      `registrations:export: ${args.ok ? 'unexpected argument' : args.message}\n${USAGE}`,
    );
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const since = args.options.get('since') ?? '';
  if (since && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    console.error(`registrations:export: --since takes a date like 2026-12-01\n${USAGE}`);
    return 2;
  }
  const out = args.options.get('out') ?? `registrations-${isoDate(new Date())}.csv`;
  const store = await openRegistrationStore();
  try {
    const rows = await store.list(since);
    writeFileSync(out, registrationsCsv(rows), 'utf8');
    const scope = since ? ` received since ${since}` : '';
    console.log(
      `Wrote ${rows.length} registration${rows.length === 1 ? '' : 's'}${scope} to ${out}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
