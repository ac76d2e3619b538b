/**
 * Sends what the outbox holds. Each pass first writes any outcome the
 * database failed to take earlier, then claims due messages with a lease
 * (server/store/outbox-claim.ts), sends them, and records each
 * outcome: sent, or another attempt after a growing wait (server/mail/config.ts),
 * or failed once a message has been failing for longer than the give-up
 * time.
 *
 * What is guaranteed:
 * - A registration's messages are committed with it, so none is lost.
 * - A message is claimed by one worker at a time, across processes too.
 *   Leases are counted by the database's clock, so servers whose clocks
 *   disagree still agree on them.
 * - A send is abandoned (its connection closed) once half the lease has
 *   gone, so it always ends before another worker may take the message.
 * - It is recorded as sent straight after the mail server accepts it, and
 *   only while this worker holds it. If that record fails (the database
 *   went away for a moment), the worker keeps the message in memory, never
 *   sends it again, and writes the record before it claims anything more.
 * - One message's failure never stops the others in its pass.
 * - Just before a message is handed over, the worker checks that it still
 *   holds it and that it was not withdrawn by an erase or purge (which
 *   waits for a send in progress to end, see server/store/registration-removal.ts).
 * - stop() lets the sends in progress finish for a few seconds, then
 *   abandons them (each becomes a failed attempt, retried on the normal
 *   schedule), and gives back every claim it still holds, so after a
 *   restart every message goes out at its next retry.
 *
 * What is not: SMTP has no way to make a send idempotent. If the process
 * dies between the mail server's acceptance and the record (a few
 * milliseconds), or a send is abandoned after the whole message went out
 * but before the server answered, the message is sent once more. It then
 * carries the same Message-ID, by which mail systems recognise a repeat.
 */
import { randomUUID } from 'node:crypto';
import type { QueuedMessage } from '../store/outbox-message.ts';
import type { RegistrationStore } from '../store/registrations.ts';
import { type MailConfig, retryDelay } from './config.ts';
import type { MailTransport } from './transport.ts';

/** How long stop() lets the sends in progress run before it abandons them. */
export const DEFAULT_STOP_GRACE_MS = 8_000;

export type MailWorkerOptions = {
  store: Pick<RegistrationStore, 'outbox'>;
  transport: MailTransport;
  config: Pick<MailConfig, 'retryDelaysMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs'> &
    Partial<Pick<MailConfig, 'announcements'>>;
  /**
   * Finishes a message just before it is handed over (an announcement's
   * unsubscribe link is made here, so no queued message holds one). If it
   * fails, the message is given back and tried again.
   */
  prepare?: (message: QueuedMessage) => Promise<QueuedMessage>;
  /** Messages sent at once. */
  concurrency?: number;
  stopGraceMs?: number;
  log?: (line: string) => void;
};

/** The short reason an attempt failed, for staff; the server log gets only its code. */
function failure(error: unknown): { code: string; detail: string } {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = [e.code, e.responseCode].filter(Boolean).join(' ') || 'error';
  return { code, detail: e.response ?? e.message ?? String(error) };
}

/**
 * Sending one claimed message and recording what became of it, for the worker
 * `owner`: an outcome the database did not take is kept and written again
 * before the next claim, and a message the mail server accepted is never sent
 * again while its record is owed.
 */
function messageDelivery(options: MailWorkerOptions, owner: string, isStopped: () => boolean) {
  const { store, transport, config } = options;
  const log = options.log ?? console.log;
  /** Outcomes the database did not take, by message: written again before the next claim. */
  const owed = new Map<string, () => Promise<unknown>>();
  /** Messages the mail server accepted whose record is still owed: never sent again. */
  const accepted = new Set<string>();

  /** Writes an outcome; if the database fails, keeps it to write again before the next claim. */
  async function record(id: string, write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      owed.set(id, write);
      log(`Mail ${id}: outcome not recorded (${failure(error).code}); recording it again first`);
    }
  }

  /** Writes every owed outcome; throws (claiming nothing) while the database still fails. */
  async function writeOwed() {
    for (const [id, write] of owed) {
      await write();
      owed.delete(id);
    }
  }

  const recordSent = (id: string) => async () => {
    await store.outbox.markSent(id, owner);
    accepted.delete(id);
  };

  const giveBack = (id: string) => () => store.outbox.release(id, owner, { attempted: false });

  async function attemptFailed(message: QueuedMessage, error: unknown) {
    const { code, detail } = failure(error);
    const givingUp =
      Date.parse(message.claimedAt) - Date.parse(message.queuedAt) >= config.giveUpAfterMs;
    const delay = givingUp ? null : retryDelay(config.retryDelaysMs, message.attempts);
    await record(message.id, () =>
      store.outbox.markAttemptFailed(message.id, owner, detail, delay),
    );
    log(
      givingUp
        ? `Mail ${message.id} failed for good after ${message.attempts} attempts (${code}); see npm run registrations:outbox`
        : `Mail ${message.id} not sent (${code}); attempt ${message.attempts + 1} in ${Math.ceil((delay ?? 0) / 1000)} s`,
    );
  }

  /** Sends one claimed message and records the outcome; never rejects. */
  async function deliver(message: QueuedMessage, signal: AbortSignal) {
    const { id } = message;
    // Claimed again while its sent record is still owed: it went out, so it is only recorded.
    if (accepted.has(id)) return record(id, recordSent(id));
    if (isStopped()) return record(id, giveBack(id));
    let ready = message;
    try {
      // Withdrawn by an erase, purge or unsubscribe, or no longer ours: not sent (and given back).
      if (!(await store.outbox.beforeSend(id, owner))) return;
      if (options.prepare) ready = await options.prepare(message);
    } catch (error) {
      log(`Mail ${id} not sent (${failure(error).code}); trying again shortly`);
      return record(id, giveBack(id));
    }
    try {
      await transport.send(ready, signal);
    } catch (error) {
      return attemptFailed(message, error);
    }
    // Straight after the acceptance: the shorter this gap, the smaller the chance of a repeat.
    accepted.add(id);
    await record(id, recordSent(id));
  }

  return { deliver, writeOwed, owedCount: () => owed.size };
}

export function startMailWorker(options: MailWorkerOptions) {
  const { store, config } = options;
  const concurrency = options.concurrency ?? 4;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const log = options.log ?? console.log;
  const owner = `worker-${randomUUID()}`;
  // Well inside the lease, which began after the moment this is counted from.
  const sendLimitMs = config.leaseMs / 2;
  /** Aborts every send in progress when a stop's grace period is over. */
  const abandon = new AbortController();
  let stopped = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  /** Set by wake() while a pass runs, so the worker looks again at once rather than after the poll. */
  let again = false;
  let running: Promise<void> = Promise.resolve();
  const { deliver, writeOwed, owedCount } = messageDelivery(options, owner, () => stopped);
  /** Sends everything due, a batch at a time, until nothing is due. */
  async function drain() {
    while (!stopped) {
      await writeOwed();
      // Counted from before the claim, so it ends well inside the lease the claim takes.
      const limit = new AbortController();
      const timer = setTimeout(() => limit.abort(new Error('the send took too long')), sendLimitMs);
      try {
        const batch = await store.outbox.claim(
          owner,
          config.leaseMs,
          concurrency,
          config.announcements,
        );
        if (batch.length === 0) return;
        const signal = AbortSignal.any([abandon.signal, limit.signal]);
        await Promise.all(batch.map((message) => deliver(message, signal)));
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async function loop() {
    while (!stopped) {
      try {
        await drain();
      } catch (error) {
        log(`Mail worker: ${failure(error).code}; trying again shortly`);
      }
      if (stopped) return;
      if (again) {
        again = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, config.pollMs);
      });
      clearTimeout(timer);
      wakeUp = undefined;
    }
  }

  running = loop();

  async function finish() {
    stopped = true;
    wakeUp?.();
    const grace = setTimeout(() => abandon.abort(new Error('the server is stopping')), stopGraceMs);
    await running;
    clearTimeout(grace);
    try {
      await writeOwed();
    } catch (error) {
      log(
        `Mail worker stopped with ${owedCount()} outcome(s) not recorded (${failure(error).code}); their messages wait for their lease to run out`,
      );
    }
    options.transport.close();
  }

  return {
    /** Looks at the outbox now (after a registration queued messages) instead of at the next poll. */
    wake() {
      again = true;
      wakeUp?.();
    },
    /**
     * Stops claiming; lets the sends in progress run for the grace period,
     * then abandons them; writes what is owed and gives back what it holds.
     * Resolves when nothing of this worker's is left in flight.
     */
    stop(): Promise<void> {
      stopping ??= finish();
      return stopping;
    },
  };
}
