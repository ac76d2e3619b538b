/**
 * npm run registrations:export [-- --since 2026-12-01] [--out file.csv] [--verified-only] [--force]
 *
 * Writes every registration (or those received on or after a day, in UK
 * time) as a CSV file for staff, readable by this user only: to the file
 * given, or to registrations-YYYY-MM-DD.csv. Each row says whether the human
 * check verified it, and if not, why; --verified-only leaves out those it did
 * not. An existing file is never replaced unless --force is given, and a file
 * is written whole or not at all. Each row carries what staff noted in the
 * console (Contacted: when and by whom; Note), and the export is recorded in
 * the audit log. Reads DATABASE_URL, or REGISTRATIONS_DB (default
 * data/registrations.sqlite).
 */
import { existsSync } from 'node:fs';
import { commandDatabase } from '../server/config.ts';
import { registrationsCsv } from '../server/console/registration-csv.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import {
  facilityDayStart,
  facilityToday,
  isRealDate,
} from '../src/features/registration/move-in-dates.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { FileExistsError, writePrivateFile } from './lib/text-files.ts';

const COMMAND = 'registrations:export';
const USAGE =
  'usage: npm run registrations:export [-- --since YYYY-MM-DD] [--out file.csv] [--verified-only] [--force]';

function refuseExisting(out: string): number {
  console.error(
    `${COMMAND}: ${out} already exists and was left as it is; give another --out, or add --force to replace it.`,
  );
  return 1;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, {
    options: ['since', 'out'],
    flags: ['verified-only', 'force'],
  });
  if (typeof args === 'number') return args;
  const since = args.options.get('since');
  if (since !== undefined && !isRealDate(since)) {
    console.error(
      `${COMMAND}: --since takes a day on the calendar written YYYY-MM-DD, like 2026-12-01, not "${since}"; nothing was written.\n${USAGE}`,
    );
    return 2;
  }
  const out = args.options.get('out') ?? `registrations-${facilityToday()}.csv`;
  const store = await openRegistrationStore(commandDatabase());
  try {
    const verifiedOnly = args.flags.has('verified-only');
    const replace = args.flags.has('force');
    if (!replace && existsSync(out)) return refuseExisting(out);
    // Read and recorded in the audit log in one transaction.
    const rows = await store.exportRows(
      since ? facilityDayStart(since) : '',
      { verifiedOnly },
      commandLineActor(process.env),
    );
    try {
      await writePrivateFile(out, registrationsCsv(rows), { replace });
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
      return refuseExisting(out);
    }
    const scope = `${since ? ` received since ${since} (UK time)` : ''}${verifiedOnly ? ', verified ones only' : ''}`;
    console.log(
      `Wrote ${rows.length} registration${rows.length === 1 ? '' : 's'}${scope} to ${out}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
