/**
 * The console's origin as the staff commands use it: STAFF_ORIGIN when set
 * (checked as the server checks it), or else the local default, the console's
 * own port on this machine (STAFF_PORT, default 4174).
 */
import { staffOrigin } from './staff-server.ts';

type Env = Partial<Record<string, string | undefined>>;

export const DEFAULT_STAFF_PORT = 4174;

export function localStaffOrigin(env: Env = process.env): string {
  const port = env.STAFF_PORT?.trim() || String(DEFAULT_STAFF_PORT);
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)
    throw new Error(`STAFF_PORT must be a port number from 1 to 65535, not "${port}"`);
  return `http://localhost:${Number(port)}`;
}

/** The origin an invite's link opens, and whether it is the local default (STAFF_ORIGIN unset). */
export function commandStaffOrigin(env: Env = process.env): { origin: string; local: boolean } {
  if (env.STAFF_ORIGIN?.trim()) return { origin: staffOrigin(env), local: false };
  return { origin: localStaffOrigin(env), local: true };
}
