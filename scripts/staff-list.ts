/**
 * npm run staff:list
 *
 * Lists the members of staff who may use the console, with how many
 * passkeys each has (none: their invite is not used yet, or they lost them
 * all and need a new one).
 */

import { commandDatabase } from '../server/config.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const USAGE = 'usage: npm run staff:list';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('staff:list', USAGE, argv);
  if (typeof args === 'number') return args;
  const store = await openStaffStore(commandDatabase());
  try {
    const members = await store.members();
    if (members.length === 0)
      console.log('No members of staff yet: npm run staff:invite -- --email <address>.');
    for (const m of members)
      console.log(
        `${m.email}  ${m.passkeys} passkey${m.passkeys === 1 ? '' : 's'}  added ${londonTime(m.createdAt)}`,
      );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('staff:list', main);
