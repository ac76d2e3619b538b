/**
 * npm run staff:remove -- --email <address> [--force]
 *
 * Removes a member of staff with their passkeys, unused invites and
 * sessions: they are signed out at once. The audit log keeps what they did,
 * and records the removal. The last member is kept unless --force is given:
 * nobody could then sign in to the console until someone is invited again.
 */

import { commandDatabase } from '../server/config.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const COMMAND = 'staff:remove';
const USAGE = 'usage: npm run staff:remove -- --email <address> [--force]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, { options: ['email'], flags: ['force'] });
  if (typeof args === 'number') return args;
  const email = args.options.get('email');
  if (email === undefined) {
    console.error(`${COMMAND}: give --email\n${USAGE}`);
    return 2;
  }
  const store = await openStaffStore(commandDatabase());
  try {
    const outcome = await store.remove(email, commandLineActor(process.env), {
      force: args.flags.has('force'),
    });
    if (outcome === 'not-found') {
      console.error(`${COMMAND}: no member of staff has the address ${email}`);
      return 1;
    }
    if (outcome === 'last-member') {
      console.error(
        `${COMMAND}: ${email.trim().toLowerCase()} is the last member of staff and was kept: without them nobody could sign in to the console. Invite someone else first, or add --force to remove them anyway.`,
      );
      return 1;
    }
    console.log(`Removed ${email.trim().toLowerCase()}, with their passkeys and sessions.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
