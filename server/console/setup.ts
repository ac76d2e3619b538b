/**
 * Wires the owner's console into the bundled server, on a listener of its
 * own, from the configuration server/config.ts read: the console's origin
 * and the relying party passkeys are bound to (STAFF_ORIGIN, default
 * `http://localhost:<STAFF_PORT>`), the console's database tables (the
 * registrations' database and pool, see server/store/staff.ts), the built layout the
 * live availability is laid over, and the console's own build (dist-staff/
 * beside dist/, or STAFF_DIST_DIR). STAFF_SESSION_IDLE_SECONDS shortens the
 * 30-minute idle limit (for tests).
 *
 * The console never shares an origin with the public site, whose pages run
 * third-party widget scripts: the server refuses to start when STAFF_PORT is
 * PORT (server/config.ts), or STAFF_ORIGIN is the site's own origin (here).
 */

import { staffDir } from '../../scripts/lib/build-folders.ts';
import { site } from '../../src/content/site.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';
import type { ServerConfig } from '../config.ts';
import { mailDelivery } from '../mail/config.ts';
import type { MailContent } from '../mail/mail-content.ts';
import type { AnnouncementStore, ComposeAnnouncement } from '../store/announcements.ts';
import type { DatabaseSource } from '../store/database.ts';
import { startHoldExpiry } from '../store/hold-expiry.ts';
import type { RegistrationStore } from '../store/registrations.ts';
import { openStaffStore } from '../store/staff.ts';
import type { StaffConsoleOptions } from './context.ts';
import { relyingParty } from './passkeys.ts';

/** A clash between the console's address and the public site's: the server does not start. */
export class ConsoleAddressError extends Error {}

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

/** The console's options for its listener (server/console/listener.ts), with its store open on `database`. */
export async function openStaffConsole(
  root: string,
  registrations: {
    store: RegistrationStore;
    announcements: AnnouncementStore;
    composeAnnouncement: ComposeAnnouncement;
    /** The mail content getter the registrations compose with, for the console's mail too. */
    mailContent?: () => MailContent;
    wake?: () => void;
    mailDir: string;
  },
  layout: Layout,
  config: Pick<
    ServerConfig,
    | 'staffOrigin'
    | 'staffDistDir'
    | 'staffSessionIdleMs'
    | 'trustProxy'
    | 'mail'
    | 'launch'
    | 'siteFactsDir'
  >,
  database: DatabaseSource,
) {
  const { origin } = config.staffOrigin;
  const staff = await openStaffStore(database, { idleMs: config.staffSessionIdleMs });
  const options: StaffConsoleOptions = {
    store: registrations.store,
    staff,
    announcements: {
      store: registrations.announcements,
      compose: registrations.composeAnnouncement,
    },
    layout,
    rp: relyingParty(origin, site.brand),
    consoleDir: config.staffDistDir || staffDir(root),
    trustProxy: config.trustProxy,
    mailDir: registrations.mailDir,
    mailFrom: config.mail.from,
    mailContent: registrations.mailContent,
    mailDelivery: mailDelivery(config.mail),
    launch: config.launch,
    siteFactsDir: config.siteFactsDir,
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
