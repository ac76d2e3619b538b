/**
 * The console's origin as the staff commands use it: STAFF_ORIGIN when set,
 * or else the local default, the console's own port on this machine
 * (STAFF_PORT, default 4174), both checked as the server checks them
 * (server/config.ts).
 */
import { type Environment, staffOrigin } from '../config.ts';

/** The origin an invite's link opens, and whether it is the local default (STAFF_ORIGIN unset). */
export function commandStaffOrigin(environment: Environment): { origin: string; local: boolean } {
  const { origin, configured } = staffOrigin(environment);
  return { origin, local: !configured };
}
