/**
 * Wires the owner's console into the bundled server, on a listener of its
 * own: the port (STAFF_PORT, default 4174), the console's origin and the
 * relying party passkeys are bound to (STAFF_ORIGIN, default
 * `http://localhost:<STAFF_PORT>`), the console's database tables (the
 * registrations' database and pool, see server/store/staff.ts), the built layout the
 * live availability is laid over, and the console's own build (dist-staff/
 * beside dist/, or STAFF_DIST_DIR). STAFF_SESSION_IDLE_SECONDS shortens the
 * 30-minute idle limit (for tests).
 *
 * The console never shares an origin with the public site, whose pages run
 * third-party widget scripts: the server refuses to start when STAFF_PORT is
 * PORT, or STAFF_ORIGIN is the site's own origin.
 */

import { staffDir } from '../../scripts/lib/build-folders.ts';
import { site } from '../../src/content/site.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';
import { trustProxyFrom } from '../http/forwarded.ts';
import type { AnnouncementStore, ComposeAnnouncement } from '../store/announcements.ts';
import type { DatabaseSource } from '../store/database.ts';
import { databaseConfig } from '../store/database.ts';
import { startHoldExpiry } from '../store/hold-expiry.ts';
import type { RegistrationStore } from '../store/registrations.ts';
import { DEFAULT_SESSION_IDLE_MS, openStaffStore } from '../store/staff.ts';
import type { StaffConsoleOptions } from './context.ts';
import { relyingParty } from './passkeys.ts';

type Env = Partial<Record<string, string | undefined>>;

export const DEFAULT_STAFF_PORT = 4174;
export const DEFAULT_PORT = 4173;

/** A clash between the console's address and the public site's: the server does not start. */
export class ConsoleAddressError extends Error {}

function portFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConsoleAddressError(
      `${name} must be a port number from 0 to 65535, not ${JSON.stringify(value)}`,
    );
  return port;
}

/** PORT and STAFF_PORT, checked: two numbers, never the same port (0, any free port, excepted). */
export function listenerPorts(env: Env = process.env): { port: number; staffPort: number } {
  const port = portFrom(env.PORT, DEFAULT_PORT, 'PORT');
  const staffPort = portFrom(env.STAFF_PORT, DEFAULT_STAFF_PORT, 'STAFF_PORT');
  if (port !== 0 && port === staffPort)
    throw new ConsoleAddressError(
      `STAFF_PORT (${staffPort}) is the same as PORT (${port}): the console needs a port of its own. Set STAFF_PORT to another port.`,
    );
  return { port, staffPort };
}

/** STAFF_ORIGIN, checked: an http(s) origin with nothing after the host; by default the local console. */
export function staffOrigin(env: Env = process.env): string {
  const configured = env.STAFF_ORIGIN?.trim();
  const origin = configured || `http://localhost:${listenerPorts(env).staffPort}`;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new ConsoleAddressError(`STAFF_ORIGIN is not an address: ${JSON.stringify(origin)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new ConsoleAddressError(
      `STAFF_ORIGIN must be an origin such as https://staff.example.co.uk, not ${JSON.stringify(origin)}`,
    );
  return url.origin;
}

/**
 * Refuses a console origin that is one of the public site's: its published
 * origin (VITE_SITE_ORIGIN, or the one the build wrote) or its local address.
 */
export function checkConsoleOrigin(origin: string, publicOrigins: readonly string[]) {
  const clash = publicOrigins.find((candidate) => {
    try {
      return new URL(candidate).origin === origin;
    } catch {
      return false;
    }
  });
  if (clash)
    throw new ConsoleAddressError(
      `STAFF_ORIGIN (${origin}) is the public site's origin (${clash}): the console needs an origin of its own, such as https://staff.<domain>, or http://localhost:<STAFF_PORT> locally.`,
    );
}

function idleMs(env: Env): number {
  const seconds = Number(env.STAFF_SESSION_IDLE_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_SESSION_IDLE_MS;
}

/** The console's options for its listener (server/console/listener.ts), with its store open on `database`. */
export async function openStaffConsole(
  root: string,
  registrations: {
    store: RegistrationStore;
    announcements: AnnouncementStore;
    composeAnnouncement: ComposeAnnouncement;
    wake?: () => void;
    mailDir: string;
  },
  layout: Layout,
  env: Env = process.env,
  database: DatabaseSource = databaseConfig(env),
) {
  const origin = staffOrigin(env);
  const staff = await openStaffStore(database, { idleMs: idleMs(env) });
  const options: StaffConsoleOptions = {
    store: registrations.store,
    staff,
    announcements: {
      store: registrations.announcements,
      compose: registrations.composeAnnouncement,
    },
    layout,
    rp: relyingParty(origin, site.brand),
    consoleDir: env.STAFF_DIST_DIR || staffDir(root),
    trustProxy: trustProxyFrom(env),
    mailDir: registrations.mailDir,
    wakeMail: registrations.wake,
  };
  const expiry = startHoldExpiry(staff.holds);
  return {
    options,
    origin,
    staff,
    close: async () => {
      await expiry.stop();
      await staff.close();
    },
  };
}
