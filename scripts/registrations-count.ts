/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored (DATABASE_URL, or
 * REGISTRATIONS_DB, default data/registrations.sqlite), and how many of them
 * the human check verified and did not.
 */

import { commandDatabase } from '../server/config.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const COMMAND = 'registrations:count';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, 'usage: npm run registrations:count', argv);
  if (typeof args === 'number') return args;
  const store = await openRegistrationStore(commandDatabase());
  try {
    const { all, unverified } = await store.counts();
    console.log(
      `${all} registration${all === 1 ? '' : 's'} in ${store.location}: ${all - unverified} verified, ${unverified} not verified (registrations:export gives the reason for each).`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
