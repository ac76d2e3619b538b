/**
 * npm run registrations:count
 *
 * Prints how many registrations are stored (DATABASE_URL, or
 * REGISTRATIONS_DB, default data/registrations.sqlite), and apart from them
 * how many submissions were flagged by a spam check.
 */
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const COMMAND = 'registrations:count';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, 'usage: npm run registrations:count', argv);
  if (typeof args === 'number') return args;
  const store = await openRegistrationStore();
  try {
    const { all, flagged } = await store.counts();
    const people = all - flagged;
    console.log(
      `${people} registration${people === 1 ? '' : 's'} in ${store.location}, and ${flagged} set aside as possible spam (see registrations:export -- --include-flagged).`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
