/**
 * npm run launch:check
 *
 * Lists everything that must change before the site goes live, and where to
 * change it: each fact the owner is to confirm, the placeholder widget
 * addresses, example addresses and the drama-range phone number, the default
 * site origin, and the server's mail, human-check and console settings (read
 * from this environment: run it with the production server's). Exit 1 while
 * anything remains, 0 once nothing does. The console's first screen shows
 * the same list (scripts/lib/launch-check.ts).
 */
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { currentLaunchConfiguration, launchBlockers } from './lib/launch-check.ts';

const COMMAND = 'launch:check';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, 'usage: npm run launch:check', argv);
  if (typeof args === 'number') return args;
  const blockers = launchBlockers(currentLaunchConfiguration(process.env));
  if (blockers.length === 0) {
    console.log('Nothing stands in the way of going live.');
    return 0;
  }
  console.log(
    `${blockers.length} thing${blockers.length === 1 ? '' : 's'} to change before the site goes live:`,
  );
  for (const [i, b] of blockers.entries()) console.log(`${i + 1}. ${b.what}\n   Where: ${b.where}`);
  return 1;
}

runCommand(COMMAND, main);
