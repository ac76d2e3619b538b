/**
 * Wires the owner's console into the bundled server: the console's database
 * tables (the registrations' database, see staff-store.ts), the relying party
 * passkeys are bound to (STAFF_ORIGIN, by default the site's public origin;
 * `http://localhost:4173` for a local run), the built layout the live
 * availability is laid over, and the console's own build (dist-staff/ beside
 * dist/, or STAFF_DIST_DIR). STAFF_SESSION_IDLE_SECONDS shortens the
 * 30-minute idle limit (for tests).
 */
import { site } from '../../src/content/site.ts';
import { staffDir } from '../lib/build-folders.ts';
import { trustProxyFrom } from '../lib/forwarded.ts';
import { databaseConfig } from './database.ts';
import { readBuiltLayout } from './live-availability.ts';
import { mailConfig } from './mail-config.ts';
import type { RegistrationStore } from './registration-store.ts';
import { createStaffConsole } from './staff-console.ts';
import { relyingParty } from './staff-passkeys.ts';
import { DEFAULT_SESSION_IDLE_MS, openStaffStore } from './staff-store.ts';

type Env = Partial<Record<string, string | undefined>>;

/** STAFF_ORIGIN, checked: an http(s) origin with nothing after the host. */
export function staffOrigin(env: Env = process.env): string {
  const configured = env.STAFF_ORIGIN?.trim();
  const origin = configured || mailConfig(env).origin;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`STAFF_ORIGIN is not an address: ${JSON.stringify(origin)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `STAFF_ORIGIN must be an origin such as https://www.example.co.uk, not ${JSON.stringify(origin)}`,
    );
  return url.origin;
}

function idleMs(env: Env): number {
  const seconds = Number(env.STAFF_SESSION_IDLE_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_SESSION_IDLE_MS;
}

export async function startStaffConsole(
  root: string,
  registrations: { store: RegistrationStore; wake?: () => void },
  env: Env = process.env,
) {
  const origin = staffOrigin(env);
  const staff = await openStaffStore(databaseConfig(env), { idleMs: idleMs(env) });
  const layout = await readBuiltLayout(env);
  const handle = createStaffConsole({
    store: registrations.store,
    staff,
    layout,
    rp: relyingParty(origin, site.brand),
    consoleDir: env.STAFF_DIST_DIR || staffDir(root),
    trustProxy: trustProxyFrom(env),
    mailDir: mailConfig(env).mailDir,
    wakeMail: registrations.wake,
  });
  return { handle, origin, close: () => staff.close() };
}
