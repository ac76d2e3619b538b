/**
 * DATABASE_URL for PostgreSQL, read the way libpq (psql, pg_dump) reads it,
 * so the URL a managed database hands out means the same here as in its
 * documentation:
 *
 *   postgres://user:password@host:5432/database?sslmode=require
 *
 * - `sslmode=disable` (or none): no TLS, for a database on the same machine
 *   or private network;
 * - `require`: TLS, without checking the certificate (what most managed
 *   databases ask for); with `sslrootcert=<file>` the certificate is checked
 *   against that CA, as libpq does;
 * - `verify-ca`: TLS, the certificate checked against `sslrootcert` (or the
 *   system's CAs), any host name;
 * - `verify-full`: TLS, certificate and host name checked.
 *
 * `prefer` and `allow` (try TLS, fall back to plain) have no equivalent in
 * node-postgres and are refused with a message saying what to use.
 */
import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';

export type PostgresConnection = {
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  ssl: false | ConnectionOptions;
  /** The URL without its password, for messages. */
  location: string;
};

/** A DATABASE_URL that cannot be used; the message names what is wrong. */
export class DatabaseUrlError extends Error {}

const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'] as const;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function sslOptions(mode: string | null, rootCertFile: string | null): false | ConnectionOptions {
  if (mode === null || mode === 'disable') return false;
  if (mode === 'prefer' || mode === 'allow') {
    throw new DatabaseUrlError(
      `DATABASE_URL: sslmode=${mode} (TLS if the server offers it) is not supported. Use sslmode=require for a managed database, or sslmode=disable for one on this machine or network.`,
    );
  }
  if (!(SSL_MODES as readonly string[]).includes(mode)) {
    throw new DatabaseUrlError(
      `DATABASE_URL: sslmode=${mode} is not a mode PostgreSQL knows. Use one of ${SSL_MODES.join(', ')}.`,
    );
  }
  let ca: string | undefined;
  if (rootCertFile) {
    try {
      ca = readFileSync(rootCertFile, 'utf8');
    } catch (error) {
      throw new DatabaseUrlError(
        `DATABASE_URL: sslrootcert=${rootCertFile} could not be read (${(error as NodeJS.ErrnoException).code}).`,
      );
    }
  }
  const anyHost = { checkServerIdentity: () => undefined };
  if (mode === 'require') return ca ? { ca, ...anyHost } : { rejectUnauthorized: false };
  if (mode === 'verify-ca') return { ...(ca ? { ca } : {}), ...anyHost };
  return ca ? { ca } : {};
}

export function parseDatabaseUrl(text: string): PostgresConnection {
  if (!isPostgresUrl(text)) {
    throw new DatabaseUrlError(
      'DATABASE_URL must start with postgres:// or postgresql://, for example postgres://user:password@db.example.net:5432/registrations?sslmode=require.',
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DatabaseUrlError(
      'DATABASE_URL is not a valid URL (check the password for @, / or # written without percent-encoding).',
    );
  }
  if (!url.hostname) throw new DatabaseUrlError('DATABASE_URL names no host.');
  const port = url.port ? Number(url.port) : 5432;
  const decode = (part: string) => (part ? decodeURIComponent(part) : undefined);
  const database = decode(url.pathname.replace(/^\//, ''));
  const user = decode(url.username);
  const safe = new URL(url.href);
  safe.password = '';
  for (const name of [...safe.searchParams.keys()]) {
    if (name !== 'sslmode') safe.searchParams.delete(name);
  }
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port,
    user,
    password: decode(url.password),
    database,
    ssl: sslOptions(url.searchParams.get('sslmode'), url.searchParams.get('sslrootcert')),
    location: safe.href,
  };
}
