/**
 * npm run registrations:outbox [-- --retry] [--release]
 *
 * Lists the messages not yet sent: those waiting for their next attempt,
 * confirmations held by the hourly ceiling (MAIL_CONFIRMATIONS_PER_HOUR), and
 * those that failed for good (recipient, subject, attempts, last error). With
 * --retry the failed ones are queued again for a new round of attempts, with
 * the retry schedule started again (the first retry within a minute); with
 * --release the held ones are sent. The running server's mail worker sends
 * them within seconds. A retry or a release is recorded in the audit log.
 */

import { commandDatabase } from '../server/config.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { londonTime } from '../src/staff-shared/london-time.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const USAGE = 'usage: npm run registrations:outbox [-- --retry] [--release]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:outbox', USAGE, argv, {
    flags: ['retry', 'release'],
  });
  if (typeof args === 'number') return args;
  const store = await openRegistrationStore(commandDatabase());
  try {
    if (args.flags.has('retry')) {
      const n = await store.outbox.retryFailed(commandLineActor(process.env));
      console.log(
        `Queued ${n} failed message${n === 1 ? '' : 's'} again; the running server sends ${n === 1 ? 'it' : 'them'} within seconds.`,
      );
    }
    if (args.flags.has('release')) {
      const n = await store.outbox.releaseHeld(commandLineActor(process.env));
      console.log(
        `Released ${n} held confirmation${n === 1 ? '' : 's'}; the running server sends ${n === 1 ? 'it' : 'them'} within seconds.`,
      );
    }
    const unsent = await store.outbox.unsent();
    const counted = (status: string) => unsent.filter((m) => m.status === status).length;
    const held = counted('held');
    const failed = counted('failed');
    console.log(
      `${counted('pending')} pending, ${held} held, ${failed} failed in ${store.location}.`,
    );
    if (held > 0)
      console.log('Held confirmations go out with: npm run registrations:outbox -- --release');
    for (const m of unsent) {
      const state =
        m.status === 'failed'
          ? `FAILED after ${m.attempts} attempts`
          : m.status === 'held'
            ? 'HELD by the hourly ceiling'
            : m.status === 'withdrawn'
              ? 'withdrawn by an erase or purge that did not finish: run it again'
              : `pending, ${m.attempts} attempts so far, next at ${londonTime(m.nextAttemptAt)}`;
      console.log(
        `- ${m.id} ${m.kind} to ${m.recipient}: "${m.subject}" (queued ${londonTime(m.createdAt)}; ${state})`,
      );
      if (m.lastError) console.log(`    last error: ${m.lastError}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('registrations:outbox', main);
