/**
 * The three lines the bundled server prints at start, so the owner sees at
 * once where registrations are kept, where their emails go and whether a
 * proxy's headers are believed: a mistyped variable name (SMTP_URI for
 * SMTP_URL) shows as "writing emails to …" instead of passing unnoticed.
 * None of them holds a password.
 */

import type { MailConfig } from './mail/config.ts';
import type { DatabaseConfig } from './store/database.ts';
import { parseDatabaseUrl } from './store/postgres-connection.ts';

/** The port nodemailer uses when SMTP_URL names none. */
const DEFAULT_SMTP_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

export function storeLine(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `Store: SQLite file ${database.file}`;
  const { host, port, database: name } = parseDatabaseUrl(database.url);
  const where = host.startsWith('/') ? `the socket in ${host}` : `${host}:${port}`;
  return `Store: PostgreSQL database ${name ?? '(the user’s default)'} on ${where}`;
}

export function mailLine(mail: Pick<MailConfig, 'smtpUrl' | 'mailDir'>): string {
  if (!mail.smtpUrl) return `Mail: writing emails to ${mail.mailDir} (SMTP_URL is not set)`;
  const url = new URL(mail.smtpUrl);
  const protocol = url.protocol.toLowerCase() as keyof typeof DEFAULT_SMTP_PORTS;
  const port = url.port || DEFAULT_SMTP_PORTS[protocol];
  return `Mail: sending by SMTP through ${url.hostname}, port ${port}`;
}

export function proxyLine(trustProxy: boolean): string {
  return trustProxy
    ? 'Proxy: trusted (TRUST_PROXY=1): the visitor’s address, scheme and host are read from X-Forwarded-For, -Proto and -Host'
    : 'Proxy: none trusted (TRUST_PROXY is not set): X-Forwarded-* headers are ignored';
}
