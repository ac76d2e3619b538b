/**
 * npm run registrations:purge [-- --older-than <days>] [--yes | --dry-run]
 *
 * Deletes the registrations received more than <days> days ago, with the
 * messages they caused and their .eml files. Without --older-than it uses the
 * retention period the privacy notice states (registrationRetentionMonths in
 * src/content/legal-documents.ts).
 *
 * It first prints what it would delete: how many registrations and emails,
 * and the dates of the oldest and newest. It deletes only with --yes (as a
 * scheduled retention run gives it); without it, it exits 1 having deleted
 * nothing, at a terminal or in a pipe. --dry-run never deletes. A purge is
 * recorded in the audit log with who ran it and the counts.
 */

import { commandDatabase, commandMail } from '../server/config.ts';
import { removeMailFiles } from '../server/mail/transport.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { removalWaitNotice } from '../server/store/registration-removal.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { retentionCutoff } from '../server/store/retention.ts';
import { registrationRetentionMonths } from '../src/content/legal-documents.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const COMMAND = 'registrations:purge';
const USAGE = 'usage: npm run registrations:purge [-- --older-than <days>] [--yes | --dry-run]';
const DAY_MS = 24 * 60 * 60_000;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, {
    options: ['older-than'],
    flags: ['yes', 'dry-run'],
  });
  if (typeof args === 'number') return args;
  const days = args.options.get('older-than');
  if (days !== undefined && !/^\d+$/.test(days)) {
    console.error(`${COMMAND}: --older-than takes a whole number of days, not "${days}"\n${USAGE}`);
    return 2;
  }
  const dryRun = args.flags.has('dry-run');
  if (dryRun && args.flags.has('yes')) {
    console.error(`${COMMAND}: give --yes or --dry-run, not both\n${USAGE}`);
    return 2;
  }
  const now = new Date();
  const cutoff =
    days === undefined ? retentionCutoff(now) : new Date(now.getTime() - Number(days) * DAY_MS);
  const rule =
    days === undefined
      ? `the ${registrationRetentionMonths}-month retention period`
      : `${days} days`;
  const store = await openRegistrationStore(commandDatabase());
  try {
    const preview = await store.purgePreview(cutoff.toISOString());
    if (preview.registrations === 0) {
      console.log(
        `No registration in ${store.location} was received before ${londonTime(cutoff)} (${rule}): nothing to delete.`,
      );
      return 0;
    }
    console.log(
      `${dryRun || !args.flags.has('yes') ? 'Would delete' : 'Deleting'} ${plural(preview.registrations, 'registration')} received before ${londonTime(cutoff)} (${rule}), from ${londonTime(preview.first)} to ${londonTime(preview.last)}, and ${plural(preview.emails, 'email')} they caused, from ${store.location}.`,
    );
    if (dryRun) {
      console.log('Dry run: nothing was deleted.');
      return 0;
    }
    if (!args.flags.has('yes')) {
      console.error(
        `${COMMAND}: nothing was deleted; run it again with --yes to delete them (or --dry-run to only look).`,
      );
      return 1;
    }
    const purged = await store.purge(cutoff.toISOString(), {
      onWait: (n, until) => console.log(removalWaitNotice(n, until)),
      actor: commandLineActor(process.env),
    });
    const files = removeMailFiles(commandMail().mailDir, purged.messageIds);
    console.log(
      `Deleted ${plural(purged.registrations, 'registration')}, ${plural(purged.messageIds.length, 'message')} and ${files} .eml file${files === 1 ? '' : 's'}.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(COMMAND, main);
