/**
 * Sends what the outbox holds. Each pass claims due messages with a lease
 * (registration-store.ts, outbox.claim), sends them, and records the outcome:
 * sent, or another attempt after a growing wait (mail-config.ts), or failed
 * once a message has been failing for longer than the give-up time.
 *
 * What is guaranteed: a registration's messages are committed with it, so
 * none is lost; a message is claimed by one worker at a time, across
 * processes too; it is marked sent right after the mail server accepts it.
 * What is not: SMTP has no way to make a send idempotent, so if the process
 * dies in the moment between the server's acceptance and that mark (a few
 * milliseconds), the message is sent once more after its lease runs out. It
 * then carries the same Message-ID, by which mail systems recognise a repeat.
 * Delivery is at least once, and more than once only after such a crash.
 */
import { randomUUID } from 'node:crypto';
import { type MailConfig, retryDelay } from './mail-config.ts';
import type { MailTransport } from './mail-transport.ts';
import type { QueuedMessage, RegistrationStore } from './registration-store.ts';

export type MailWorkerOptions = {
  store: Pick<RegistrationStore, 'outbox'>;
  transport: MailTransport;
  config: Pick<MailConfig, 'retryDelaysMs' | 'giveUpAfterMs' | 'leaseMs' | 'pollMs'>;
  /** Messages sent at once. */
  concurrency?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

/** The short reason an attempt failed, for staff; the server log gets only its code. */
function failure(error: unknown): { code: string; detail: string } {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = [e.code, e.responseCode].filter(Boolean).join(' ') || 'error';
  return { code, detail: e.response ?? e.message ?? String(error) };
}

export function startMailWorker(options: MailWorkerOptions) {
  const { store, transport, config } = options;
  const concurrency = options.concurrency ?? 4;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.log;
  const owner = `worker-${randomUUID()}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  /** Set by wake() while a pass runs, so the worker looks again at once rather than after the poll. */
  let again = false;
  let running: Promise<void> = Promise.resolve();

  async function deliver(message: QueuedMessage) {
    try {
      await transport.send(message);
    } catch (error) {
      const { code, detail } = failure(error);
      const at = now();
      const givingUp = at.getTime() - Date.parse(message.queuedAt) >= config.giveUpAfterMs;
      const retryAt = givingUp
        ? null
        : new Date(at.getTime() + retryDelay(config.retryDelaysMs, message.attempts));
      await store.outbox.markAttemptFailed(message.id, owner, detail, retryAt);
      log(
        givingUp
          ? `Mail ${message.id} failed for good after ${message.attempts} attempts (${code}); see npm run registrations:outbox`
          : `Mail ${message.id} not sent (${code}); attempt ${message.attempts + 1} at ${retryAt?.toISOString()}`,
      );
      return;
    }
    // Straight after the acceptance: the shorter this gap, the smaller the chance of a repeat.
    await store.outbox.markSent(message.id, now());
  }

  /** Sends everything due, a batch at a time, until nothing is due. */
  async function drain() {
    while (!stopped) {
      const batch = await store.outbox.claim(owner, now(), config.leaseMs, concurrency);
      if (batch.length === 0) return;
      await Promise.all(batch.map(deliver));
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

  return {
    /** Looks at the outbox now (after a registration queued messages) instead of at the next poll. */
    wake() {
      again = true;
      wakeUp?.();
    },
    /** Stops claiming, and resolves when the messages in hand are sent or given back. */
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      transport.close();
    },
  };
}
