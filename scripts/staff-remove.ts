/**
 * npm run staff:remove -- --email <address>
 *
 * Removes a member of staff with their passkeys, unused invites and
 * sessions: they are signed out at once. The audit log keeps what they did.
 */
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { openStaffStore } from './server/staff-store.ts';

const USAGE = 'usage: npm run staff:remove -- --email <address>';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('staff:remove', USAGE, argv, { options: ['email'] });
  if (typeof args === 'number') return args;
  const email = args.options.get('email');
  if (email === undefined) {
    console.error(`staff:remove: give --email\n${USAGE}`);
    return 2;
  }
  const store = await openStaffStore();
  try {
    if (!(await store.remove(email))) {
      console.error(`staff:remove: no member of staff has the address ${email}`);
      return 1;
    }
    console.log(`Removed ${email.trim().toLowerCase()}, with their passkeys and sessions.`);
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('staff:remove', main);
