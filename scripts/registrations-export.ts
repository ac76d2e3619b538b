/**
 * npm run registrations:export [-- --since 2026-12-01] [--out file.csv] [--verified-only]
 *
 * Writes every registration (or those received on or after a date) as a CSV
 * file for staff, readable by this user only: to the file given, or to
 * registrations-YYYY-MM-DD.csv. Each row says whether the human check
 * verified it, and if not, why; --verified-only leaves out those it did not.
 * Reads REGISTRATIONS_DB (default data/registrations.sqlite) or DATABASE_URL.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { isoDate } from '../src/features/registration/registration-schema.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { registrationsCsv } from './server/registration-csv.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const USAGE =
  'usage: npm run registrations:export [-- --since YYYY-MM-DD] [--out file.csv] [--verified-only]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:export', USAGE, argv, {
    options: ['since', 'out'],
    flags: ['verified-only'],
  });
  if (typeof args === 'number') return args;
  const since = args.options.get('since') ?? '';
  if (since && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    console.error(`registrations:export: --since takes a date like 2026-12-01\n${USAGE}`);
    return 2;
  }
  const out = args.options.get('out') ?? `registrations-${isoDate(new Date())}.csv`;
  const store = await openRegistrationStore();
  try {
    const verifiedOnly = args.flags.has('verified-only');
    const rows = await store.list(since, { verifiedOnly });
    // Created 0600; an existing file keeps its owner but is tightened too.
    writeFileSync(out, registrationsCsv(rows), { encoding: 'utf8', mode: 0o600 });
    chmodSync(out, 0o600);
    const scope = `${since ? ` received since ${since}` : ''}${verifiedOnly ? ', verified ones only' : ''}`;
    console.log(
      `Wrote ${rows.length} registration${rows.length === 1 ? '' : 's'}${scope} to ${out}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('registrations:export', main);
