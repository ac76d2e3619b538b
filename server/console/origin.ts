/**
 * The console's origin as the staff commands use it: STAFF_ORIGIN when set,
 * or else the local default, the console's own port on this machine
 * (STAFF_PORT, default 4174), both checked as the server checks them
 * (server/console/setup.ts).
 */
import { staffOrigin } from './setup.ts';

type Env = Partial<Record<string, string | undefined>>;

/** The origin an invite's link opens, and whether it is the local default (STAFF_ORIGIN unset). */
export function commandStaffOrigin(env: Env = process.env): { origin: string; local: boolean } {
  return { origin: staffOrigin(env), local: !env.STAFF_ORIGIN?.trim() };
}
