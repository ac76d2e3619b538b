/**
 * Wires the registration endpoint into the bundled server: the SQLite file
 * (REGISTRATIONS_DB, default data/registrations.sqlite), the endpoint path
 * (VITE_REGISTRATION_ENDPOINT when it is a path on this site, otherwise
 * /api/registrations), the rate limit (REGISTRATION_RATE_LIMIT submissions
 * per minute per address, default 10), the pages for forms posted without
 * JavaScript, built from the prerendered register page, and the mail worker
 * that sends the outbox (mail-config.ts: SMTP_URL, or .eml files in MAIL_DIR).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { thirdPartyConfig } from '../../src/config/third-party.ts';
import { partialStylesheet } from '../lib/html.ts';
import { parseHeadersFile } from '../lib/static-server.ts';
import { databaseConfig } from './database.ts';
import { mailConfig, senderDomain } from './mail-config.ts';
import { fileTransport, smtpTransport } from './mail-transport.ts';
import { startMailWorker } from './mail-worker.ts';
import { createRegistrationEndpoint, DEFAULT_RATE_LIMIT } from './registration-endpoint.ts';
import { registrationPages } from './registration-page.ts';
import { openRegistrationStore } from './registration-store.ts';

type Env = Partial<Record<string, string | undefined>>;

export const DEFAULT_ENDPOINT_PATH = '/api/registrations';

export function endpointPath(env: Env): string {
  const configured = thirdPartyConfig(env).registrationEndpoint;
  return configured.startsWith('/') ? configured : DEFAULT_ENDPOINT_PATH;
}

export async function startRegistrations(root: string, env: Env = process.env) {
  const path = endpointPath(env);
  const mail = mailConfig(env);
  const store = await openRegistrationStore(databaseConfig(env));
  const registerPage = await readFile(join(root, 'register', 'index.html'), 'utf8');
  const stylesheet = partialStylesheet(registerPage)?.href;
  const wholeCss = stylesheet ? await readFile(join(root, stylesheet), 'utf8') : undefined;
  // The site-wide headers of the build (the security headers among them).
  const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'));
  const headers = Object.fromEntries(
    rules.filter((rule) => rule.pattern === '/*').flatMap((rule) => rule.headers),
  );
  const limit = Number(env.REGISTRATION_RATE_LIMIT);
  const worker = startMailWorker({
    store,
    transport: mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(mail.mailDir),
    config: mail,
  });
  const handle = createRegistrationEndpoint({
    store,
    path,
    pages: registrationPages(registerPage, wholeCss),
    headers,
    rateLimit: limit > 0 ? { ...DEFAULT_RATE_LIMIT, max: limit } : DEFAULT_RATE_LIMIT,
    mail: {
      addresses: { from: mail.from, staff: mail.staffEmail, origin: mail.origin },
      sendsEmail: mail.smtpUrl !== null,
      messageIdDomain: senderDomain(mail.from),
      onQueued: worker.wake,
    },
  });
  return {
    handle,
    path,
    store,
    /** Where messages go, for the start-up line (never the SMTP password). */
    mailTarget: mail.smtpUrl
      ? `SMTP ${new URL(mail.smtpUrl).host}`
      : `.eml files in ${mail.mailDir}`,
    /** Stops the mail worker (the messages in hand are finished), then closes the store. */
    async close() {
      await worker.stop();
      await store.close();
    },
  };
}
