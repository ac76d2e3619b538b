/**
 * npm run registrations:outbox [-- --retry]
 *
 * Lists the messages not yet sent: those waiting for their next attempt and
 * those that failed for good (recipient, subject, attempts, last error). With
 * --retry the failed ones are queued again for a new round of attempts, with
 * the retry schedule started again (the first retry within a minute); the
 * running server's mail worker sends them within seconds.
 */
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { openRegistrationStore } from './server/registration-store.ts';

const USAGE = 'usage: npm run registrations:outbox [-- --retry]';

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:outbox', USAGE, argv, { flags: ['retry'] });
  if (typeof args === 'number') return args;
  const store = await openRegistrationStore();
  try {
    if (args.flags.has('retry')) {
      const n = await store.outbox.retryFailed();
      console.log(
        `Queued ${n} failed message${n === 1 ? '' : 's'} again; the running server sends ${n === 1 ? 'it' : 'them'} within seconds.`,
      );
    }
    const unsent = await store.outbox.unsent();
    const failed = unsent.filter((m) => m.status === 'failed').length;
    const pending = unsent.filter((m) => m.status === 'pending').length;
    console.log(`${pending} pending, ${failed} failed in ${store.location}.`);
    for (const m of unsent) {
      const state =
        m.status === 'failed'
          ? `FAILED after ${m.attempts} attempts`
          : m.status === 'withdrawn'
            ? 'withdrawn by an erase or purge that did not finish: run it again'
            : `pending, ${m.attempts} attempts so far, next at ${m.nextAttemptAt}`;
      console.log(
        `- ${m.id} ${m.kind} to ${m.recipient}: "${m.subject}" (queued ${m.createdAt}; ${state})`,
      );
      if (m.lastError) console.log(`    last error: ${m.lastError}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

runCommand('registrations:outbox', main);
