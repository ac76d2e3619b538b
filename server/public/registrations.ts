/**
 * Wires the registration endpoint into the bundled server: the database
 * (server/store/database.ts: PostgreSQL at DATABASE_URL, otherwise the SQLite file
 * REGISTRATIONS_DB, default data/registrations.sqlite), the endpoint path
 * (VITE_REGISTRATION_ENDPOINT when it is a path on this site, otherwise
 * /api/registrations), the rate limit (REGISTRATION_RATE_LIMIT submissions
 * per minute per client, default 10), TRUST_PROXY=1 behind a reverse proxy
 * (see lib/forwarded.ts), the site's public origin as the build wrote it into
 * the register page, the pages for forms posted without JavaScript, built
 * from the prerendered register page and the form's server bundle (beside
 * the site: lib/form-bundle.ts), and the mail worker that sends the
 * outbox (server/mail/config.ts: SMTP_URL, or .eml files in MAIL_DIR), and the human
 * check's signing key (ALTCHA_HMAC_KEY, see server/public/human-check.ts). The answers'
 * headers are those the public listener sets from dist/_headers, and their
 * own.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { DEFAULT_RATE_LIMIT } from '../http/rate-limit.ts';
import { builtSiteOrigin } from '../http/same-site.ts';
import { senderDomain } from '../mail/config.ts';
import { type MailContent, staticMailContent } from '../mail/mail-content.ts';
import { withConsentLink } from '../mail/registration-mail.ts';
import { fileTransport, smtpTransport } from '../mail/transport.ts';
import { startMailWorker } from '../mail/worker.ts';
import { mailLine, proxyLine, storeLine } from '../startup-summary.ts';
import { type ComposeAnnouncement, openAnnouncementStore } from '../store/announcements.ts';
import type { DatabaseSource } from '../store/database.ts';
import { openRegistrationStore } from '../store/registrations.ts';
import { createHumanCheck } from './human-check.ts';
import { registrationRoutes } from './registration-endpoint.ts';
import {
  followingPages,
  loadRegistrationPages,
  type RegistrationPages,
} from './registration-page.ts';

export const DEFAULT_ENDPOINT_PATH = '/api/registrations';

/** The endpoint the form posts to, when it is a path on this site; the default otherwise. */
export function endpointPath(configured: string): string {
  return configured.startsWith('/') ? configured : DEFAULT_ENDPOINT_PATH;
}

export type RegistrationsOptions = {
  /**
   * The composers of every message whose words come from the owner's facts,
   * asked for each time one is composed (default: the repository's facts).
   * The console takes the same getter from here (server/console/setup.ts).
   */
  mailContent?: () => MailContent;
  /** The pages the server writes, of the version live at the moment (default: those of `root`). */
  livePages?: () => RegistrationPages | null;
};

export async function startRegistrations(
  root: string,
  config: Pick<ServerConfig, 'registrations' | 'mail' | 'trustProxy' | 'humanCheck' | 'database'>,
  database: DatabaseSource = config.database,
  { mailContent = () => staticMailContent, livePages }: RegistrationsOptions = {},
) {
  const path = endpointPath(config.registrations.endpoint);
  const { mail, trustProxy } = config;
  const store = await openRegistrationStore(database);
  const announcements = await openAnnouncementStore(database, {
    messageIdDomain: senderDomain(mail.from),
  });
  const registerPage = await readFile(join(root, 'register', 'index.html'), 'utf8');
  const ownPages = await loadRegistrationPages(root);
  const publicOrigin = builtSiteOrigin(registerPage);
  // Every link in an email points where the pages say the site is: the origin
  // the build wrote into them, not whatever this server's environment says.
  const linkOrigin = publicOrigin ?? mail.origin;
  const limit = config.registrations.rateLimit;
  const check = config.humanCheck;
  const worker = startMailWorker({
    store,
    transport: mail.smtpUrl
      ? smtpTransport(mail.smtpUrl, mail.dkim)
      : fileTransport(mail.mailDir, console.log, mail.dkim),
    config: mail,
    // Links are made as each message is handed over, so no queued message holds one.
    prepare: async (message) =>
      withConsentLink(
        await mailContent().withUnsubscribeLink(message, linkOrigin, (address) =>
          announcements.unsubscribeToken(address, message.registrationId),
        ),
        linkOrigin,
        (registrationId) => announcements.consentToken(registrationId),
      ),
  });
  const pages = followingPages(() => livePages?.() ?? ownPages);
  const routes = registrationRoutes({
    store,
    path,
    pages,
    trustProxy,
    publicOrigins: publicOrigin ? [publicOrigin] : [],
    humanCheck: createHumanCheck(check),
    siteSecret: check.configured ? check.key : undefined,
    rateLimit: limit ? { ...DEFAULT_RATE_LIMIT, max: limit } : DEFAULT_RATE_LIMIT,
    mail: {
      addresses: { from: mail.from, staff: mail.staffEmail, origin: linkOrigin },
      sendsEmail: mail.smtpUrl !== null,
      messageIdDomain: senderDomain(mail.from),
      confirmationsPerHour: mail.confirmationsPerHour,
      heldAlertDelayMs: mail.heldAlertDelayMs,
      onQueued: worker.wake,
      content: mailContent,
    },
  });
  const composeAnnouncement: ComposeAnnouncement = (draft, to) =>
    mailContent().announcementComposer(mail.from)(draft, to);
  return {
    /** The endpoint's routes, for the public listener. */
    routes,
    path,
    store,
    /** Announcements, the do-not-contact list and how each copy is built. */
    announcements,
    composeAnnouncement,
    /** The mail content getter, for the console's messages. */
    mailContent,
    /** The site's pages for answers built on the server (the unsubscribe page's too). */
    pages,
    mailDir: mail.mailDir,
    /** Where registrations and their emails go, and whether a proxy is trusted (no password). */
    startupLines: [storeLine(config.database), mailLine(mail), proxyLine(trustProxy)],
    /**
     * A warning for the start-up lines when several servers would each make up
     * their own key (PostgreSQL shared, ALTCHA_HMAC_KEY unset), or null.
     */
    humanCheckWarning:
      !check.configured && config.database.kind === 'postgres'
        ? 'ALTCHA_HMAC_KEY is not set: each server makes up its own key, so a proof solved for one is refused by another. Set the same key on every server.'
        : null,
    /**
     * A warning when servers sharing PostgreSQL would each key the address
     * hashes with a secret of their own (ADDRESS_HASH_SECRET unset): the
     * first one's is kept, and a server with another refuses to start.
     */
    addressHashWarning:
      !config.database.addressHashSecret && config.database.kind === 'postgres'
        ? 'ADDRESS_HASH_SECRET is not set: this server keys the address hashes with a secret in data/address-hash-secret, and a server with another one refuses to start. Set the same ADDRESS_HASH_SECRET on every server.'
        : null,
    /** Wakes the mail worker (after staff queue a message again). */
    wake: worker.wake,
    /**
     * Stops the mail worker: the sends in progress finish or are abandoned
     * within a few seconds, and every claim is given back. Can run while the
     * requests in flight finish; messages they queue wait for the next start.
     */
    stopMail: () => worker.stop(),
    /** Stops the mail worker (if not yet stopped), then closes the store. */
    async close() {
      await worker.stop();
      await announcements.close();
      await store.close();
    },
  };
}
