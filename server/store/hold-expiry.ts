/**
 * Ends the holds past their date, about once a minute, on every server. The
 * expiry itself is a conditional update by the database's clock
 * (server/store/holds.ts), so servers sharing a database end each hold once.
 */
import { describeError } from './database.ts';
import type { HoldsStore } from './holds.ts';

export const HOLD_EXPIRY_INTERVAL_MS = 60_000;

export function startHoldExpiry(
  holds: Pick<HoldsStore, 'expire'>,
  { intervalMs = HOLD_EXPIRY_INTERVAL_MS, log = console.log } = {},
) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = holds.expire().then(
      (units) => {
        if (units.length > 0) log(`Holds ended by their date: ${units.join(', ')}`);
      },
      (error: unknown) => log(`Hold expiry: ${describeError(error)}; trying again in a minute`),
    );
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    /** Stops the timer and waits for a run in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
