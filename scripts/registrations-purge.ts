/**
 * npm run registrations:purge [-- --older-than <days>]
 *
 * Deletes the registrations received more than <days> days ago, with the
 * messages they caused and their .eml files. Without --older-than it uses the
 * retention period the privacy notice states (registrationRetentionMonths in
 * src/content/legal-documents.ts).
 */
import { registrationRetentionMonths } from '../src/content/legal-documents.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { mailConfig } from './server/mail-config.ts';
import { removeMailFiles } from './server/mail-transport.ts';
import { openRegistrationStore, removalWaitNotice } from './server/registration-store.ts';
import { retentionCutoff } from './server/retention.ts';

const USAGE = 'usage: npm run registrations:purge [-- --older-than <days>]';
const DAY_MS = 24 * 60 * 60_000;

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:purge', USAGE, argv, { options: ['older-than'] });
  if (typeof args === 'number') return args;
  const days = args.options.get('older-than');
  if (days !== undefined && !/^\d+$/.test(days)) {
    console.error(
      `registrations:purge: --older-than takes a whole number of days, not "${days}"\n${USAGE}`,
    );
    return 2;
  }
  const now = new Date();
  const cutoff =
    days === undefined ? retentionCutoff(now) : new Date(now.getTime() - Number(days) * DAY_MS);
  const store = await openRegistrationStore();
  try {
    const purged = await store.purge(cutoff.toISOString(), {
      onWait: (n, until) => console.log(removalWaitNotice(n, until)),
    });
    const files = removeMailFiles(mailConfig().mailDir, purged.messageIds);
    const rule =
      days === undefined
        ? `the ${registrationRetentionMonths}-month retention period`
        : `${days} days`;
    console.log(
      `Deleted ${purged.registrations} registration${purged.registrations === 1 ? '' : 's'} received before ${cutoff.toISOString()} (${rule}), ${purged.messageIds.length} message${purged.messageIds.length === 1 ? '' : 's'} and ${files} .eml file${files === 1 ? '' : 's'}, from ${store.location}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('registrations:purge', main);
