/**
 * npm run registrations:export [-- --since 2026-12-01] [--out file.csv] [--verified-only] [--force]
 *
 * Writes every registration (or those received on or after a day, in UK
 * time) as a CSV file for staff, readable by this user only: to the file
 * given, or to registrations-YYYY-MM-DD.csv. Each row says whether the human
 * check verified it, and if not, why; --verified-only leaves out those it did
 * not. An existing file is never replaced unless --force is given, and a file
 * is written whole or not at all. Reads DATABASE_URL, or REGISTRATIONS_DB
 * (default data/registrations.sqlite).
 */
import {
  facilityDayStart,
  facilityToday,
  isRealDate,
} from '../src/features/registration/move-in-dates.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { FileExistsError, writePrivateFile } from './lib/text-files.ts';
import { registrationsCsv } from './server/registration-csv.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const COMMAND = 'registrations:export';
const USAGE =
  'usage: npm run registrations:export [-- --since YYYY-MM-DD] [--out file.csv] [--verified-only] [--force]';

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
  const store = await openRegistrationStore();
  try {
    const verifiedOnly = args.flags.has('verified-only');
    const rows = await store.list(since ? facilityDayStart(since) : '', { verifiedOnly });
    try {
      await writePrivateFile(out, registrationsCsv(rows), { replace: args.flags.has('force') });
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
      console.error(
        `${COMMAND}: ${out} already exists and was left as it is; give another --out, or add --force to replace it.`,
      );
      return 1;
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
