/**
 * Mail settings, from the environment server/config.ts has read and checked
 * (its schema holds what each number may be):
 *
 * - SMTP_URL: smtp://user:pass@host:587 or smtps://user:pass@host:465. Without
 *   it (the default) every message is written as an .eml file to MAIL_DIR
 *   (default data/mail/) instead, so `npm start` works with nothing set up.
 * - MAIL_FROM: the sender (default: the site's name and contact address).
 * - STAFF_EMAIL: where staff notifications go (default: the contact address).
 * - VITE_SITE_ORIGIN: the public origin links in emails point to when the
 *   build names none (server/public/registrations.ts prefers the origin the
 *   build wrote into the pages).
 *
 * - MAIL_CONFIRMATIONS_PER_HOUR: confirmations to visitors sent in an hour
 *   (default 30); past it they are held until staff release them, and staff
 *   get one alert. Staff notifications are never held.
 *
 * - MAIL_ANNOUNCEMENTS_PER_MINUTE: announcements to the waiting list sent in
 *   a minute (default 20), after every other message waiting; the rest wait
 *   their turn. MAIL_ANNOUNCEMENT_WINDOW_MS shortens the minute for tests.
 *
 * - DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, all three or none:
 *   every message is signed with DKIM (nodemailer's own signing), for an
 *   owner who sends through a mail server that does not sign for them. The
 *   public key goes in DNS at <selector>._domainkey.<domain>.
 *
 * The retry timing can be shortened for tests: MAIL_RETRY_DELAYS_MS (a comma
 * list), MAIL_GIVE_UP_AFTER_MS, MAIL_LEASE_MS and MAIL_POLL_MS, and the wait
 * before the held alert goes (MAIL_HELD_ALERT_DELAY_MS).
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { site } from '../../src/content/site.ts';

export const DEFAULT_MAIL_DIR = 'data/mail';

/** The waits after each failed attempt; the last repeats. The first retry comes within a minute. */
export const DEFAULT_RETRY_DELAYS_MS = [
  30_000,
  60_000,
  2 * 60_000,
  5 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
] as const;

/** A message still failing this long after it was queued is marked failed (at least three days). */
export const DEFAULT_GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * How long a worker holds a message it is sending, by the database's clock.
 * The worker abandons a send when half of it has gone (server/mail/worker.ts), so a
 * live worker always finishes or fails before its lease runs out; a worker
 * that died loses the message to another after this long.
 */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export const DEFAULT_POLL_MS = 5_000;

export const DEFAULT_CONFIRMATIONS_PER_HOUR = 30;

/** The held alert waits this long, so the count it gives takes in the burst that set it off. */
export const DEFAULT_HELD_ALERT_DELAY_MS = 60_000;

export const DEFAULT_ANNOUNCEMENTS_PER_MINUTE = 20;

/** A DKIM key as nodemailer's `dkim` option takes it. */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export type MailConfig = {
  smtpUrl: string | null;
  /** Every message is signed with this key, or none is (the mail server may sign instead). */
  dkim: DkimKey | null;
  from: string;
  staffEmail: string;
  mailDir: string;
  origin: string;
  retryDelaysMs: readonly number[];
  giveUpAfterMs: number;
  leaseMs: number;
  pollMs: number;
  confirmationsPerHour: number;
  heldAlertDelayMs: number;
  /** At most this many announcements are sent in any `windowMs` (a minute but in tests). */
  announcements: { perWindow: number; windowMs: number };
};

export class MailConfigError extends Error {}

/** One wait of MAIL_RETRY_DELAYS_MS; a bad one is named with the whole value it came from. */
function retryWait(part: string, delays: string): number {
  const value = Number(part);
  if (part === '' || !Number.isFinite(value) || value <= 0) {
    throw new MailConfigError(
      `MAIL_RETRY_DELAYS_MS must list waits in milliseconds above 0, separated by commas, like 30000,60000: "${part}" in "${delays}" is not one.`,
    );
  }
  return value;
}

/** The mail variables as server/config.ts's schema has read and checked them. */
export type MailEnvironment = Partial<{
  SMTP_URL: string;
  MAIL_FROM: string;
  STAFF_EMAIL: string;
  MAIL_DIR: string;
  VITE_SITE_ORIGIN: string;
  MAIL_RETRY_DELAYS_MS: string;
  MAIL_GIVE_UP_AFTER_MS: number;
  MAIL_LEASE_MS: number;
  MAIL_POLL_MS: number;
  MAIL_HELD_ALERT_DELAY_MS: number;
  MAIL_ANNOUNCEMENT_WINDOW_MS: number;
  MAIL_CONFIRMATIONS_PER_HOUR: number;
  MAIL_ANNOUNCEMENTS_PER_MINUTE: number;
  DKIM_DOMAIN: string;
  DKIM_SELECTOR: string;
  DKIM_PRIVATE_KEY_FILE: string;
}>;

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;

/** The DKIM key the three variables name, or null when none is set; one line for what is wrong. */
function dkimKey(env: MailEnvironment): DkimKey | null {
  const given = DKIM_VARIABLES.filter((name) => env[name]?.trim());
  if (given.length === 0) return null;
  const missing = DKIM_VARIABLES.filter((name) => !given.includes(name));
  if (missing.length > 0)
    throw new MailConfigError(
      `${given.join(' and ')} ${given.length === 1 ? 'is' : 'are'} set without ${missing.join(' and ')}: DKIM signing needs all three (the domain, the selector and the private key’s PEM file), or none.`,
    );
  const file = env.DKIM_PRIVATE_KEY_FILE?.trim() ?? '';
  let privateKey: string;
  try {
    privateKey = readFileSync(file, 'utf8');
  } catch (error) {
    throw new MailConfigError(
      `DKIM_PRIVATE_KEY_FILE (${file}) could not be read (${(error as NodeJS.ErrnoException).code}): set it to the private key's PEM file, readable by this server's user.`,
    );
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new MailConfigError(
      `DKIM_PRIVATE_KEY_FILE (${file}) is not a PEM private key: set it to the file holding the key whose public half is in DNS at ${env.DKIM_SELECTOR?.trim()}._domainkey.${env.DKIM_DOMAIN?.trim()}.`,
    );
  }
  return {
    domainName: env.DKIM_DOMAIN?.trim() ?? '',
    keySelector: env.DKIM_SELECTOR?.trim() ?? '',
    privateKey,
  };
}

export function mailConfig(env: MailEnvironment): MailConfig {
  const delays = env.MAIL_RETRY_DELAYS_MS?.trim();
  const retryDelaysMs = delays
    ? delays.split(',').map((part) => retryWait(part.trim(), delays))
    : DEFAULT_RETRY_DELAYS_MS;
  return {
    smtpUrl: env.SMTP_URL?.trim() || null,
    dkim: dkimKey(env),
    from: env.MAIL_FROM?.trim() || `"${site.brand}" <${site.email}>`,
    staffEmail: env.STAFF_EMAIL?.trim() || site.email,
    mailDir: resolve(env.MAIL_DIR || DEFAULT_MAIL_DIR),
    origin: (env.VITE_SITE_ORIGIN || site.origin).replace(/\/+$/, ''),
    retryDelaysMs,
    giveUpAfterMs: env.MAIL_GIVE_UP_AFTER_MS ?? DEFAULT_GIVE_UP_AFTER_MS,
    leaseMs: env.MAIL_LEASE_MS ?? DEFAULT_LEASE_MS,
    pollMs: env.MAIL_POLL_MS ?? DEFAULT_POLL_MS,
    confirmationsPerHour: env.MAIL_CONFIRMATIONS_PER_HOUR ?? DEFAULT_CONFIRMATIONS_PER_HOUR,
    heldAlertDelayMs: env.MAIL_HELD_ALERT_DELAY_MS ?? DEFAULT_HELD_ALERT_DELAY_MS,
    announcements: {
      perWindow: env.MAIL_ANNOUNCEMENTS_PER_MINUTE ?? DEFAULT_ANNOUNCEMENTS_PER_MINUTE,
      windowMs: env.MAIL_ANNOUNCEMENT_WINDOW_MS ?? 60_000,
    },
  };
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelay(delays: readonly number[], attempts: number): number {
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] as number;
}

/** The domain of an address such as `"Name" <hello@example.org>`, for Message-ID headers. */
export function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export type MailDelivery = 'smtp' | 'file';

/** How messages leave: over SMTP, or written as .eml files (SMTP_URL unset), as the console says. */
export function mailDelivery(mail: Pick<MailConfig, 'smtpUrl'>): MailDelivery {
  return mail.smtpUrl ? 'smtp' : 'file';
}
