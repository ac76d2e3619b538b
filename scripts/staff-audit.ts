/**
 * npm run staff:audit [-- --since YYYY-MM-DD] [--limit N]
 *
 * Prints the latest staff actions, newest first, from the console and the
 * command line alike: when (on the London clock, the date written out), who,
 * what, and its detail (people by name while their registration is stored,
 * references once erased, and counts). --since keeps those on or after a day
 * (UK time); --limit says how many at most (default 50).
 */

import { commandDatabase } from '../server/config.ts';
import { leadNames } from '../server/store/leads.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { facilityDayStart, isRealDate } from '../src/features/registration/move-in-dates.ts';
import { auditReferences, describeAuditDetail } from '../src/staff-shared/audit-detail.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { personLabels } from '../src/staff-shared/person-label.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const COMMAND = 'staff:audit';
const USAGE = 'usage: npm run staff:audit [-- --since YYYY-MM-DD] [--limit N]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, { options: ['since', 'limit'] });
  if (typeof args === 'number') return args;
  const since = args.options.get('since');
  if (since !== undefined && !isRealDate(since)) {
    console.error(
      `${COMMAND}: --since takes a day on the calendar written YYYY-MM-DD, like 2026-12-01, not "${since}"\n${USAGE}`,
    );
    return 2;
  }
  const limitText = args.options.get('limit') ?? '50';
  if (!/^[1-9]\d{0,5}$/.test(limitText)) {
    console.error(`${COMMAND}: --limit takes a whole number from 1, not "${limitText}"\n${USAGE}`);
    return 2;
  }
  const store = await openStaffStore(commandDatabase());
  try {
    const entries = await store.auditLog({
      limit: Number(limitText),
      since: since ? facilityDayStart(since) : '',
    });
    if (entries.length === 0) {
      console.log(
        `No staff actions recorded${since ? ` since ${since}` : ''} in ${store.location}.`,
      );
      return 0;
    }
    const names = personLabels(
      await leadNames(
        store.db,
        entries.flatMap((e) => auditReferences(e.detail)),
      ),
    );
    for (const e of entries) {
      const detail = describeAuditDetail(e.detail, names);
      console.log(`${londonTime(e.at)}  ${e.email}  ${e.action}${detail ? `  ${detail}` : ''}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
