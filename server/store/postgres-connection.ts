/**
 * DATABASE_URL for PostgreSQL, read by pg-connection-string (node-postgres's
 * own parser, in its libpq-compatible mode), so the URL a managed database
 * hands out means the same here as in psql and pg_dump:
 *
 *   postgres://user:password@host:5432/database?sslmode=require
 *   postgres:///database?host=/var/run/postgresql   (a Unix socket folder)
 *   postgres://%2Fvar%2Frun%2Fpostgresql/database    (the same, percent-encoded)
 *
 * - `sslmode=disable` (or none): no TLS, for a database on the same machine
 *   or private network;
 * - `require`: TLS, without checking the certificate (what most managed
 *   databases ask for); with `sslrootcert=<file>` the certificate is checked
 *   against that CA, as libpq does;
 * - `verify-ca`: TLS, the certificate checked against `sslrootcert`, any host
 *   name;
 * - `verify-full`: TLS, certificate and host name checked.
 * - `sslcert` and `sslkey` (a client certificate), `password`, `user`,
 *   `host`, `port`, `application_name` and `options` are read too; any other
 *   parameter is refused by name rather than ignored.
 *
 * `prefer` and `allow` (try TLS, fall back to plain) have no equivalent in
 * node-postgres and are refused with a message saying what to use. A URL that
 * cannot be read is refused with the reason, never with its password.
 */

import type { ConnectionOptions } from 'node:tls';
import { parse } from 'pg-connection-string';

export type PostgresConnection = {
  /** A host name or address, or the folder of a Unix socket (starting with `/`). */
  host: string;
  port: number;
  user?: string;
  password?: string;
  database?: string;
  ssl: false | ConnectionOptions;
  application_name?: string;
  options?: string;
  /** Where the database is, without the password, for messages. */
  location: string;
};

/** A DATABASE_URL that cannot be used; the message names what is wrong. */
export class DatabaseUrlError extends Error {}

const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'] as const;
const FILE_PARAMETERS = ['sslrootcert', 'sslcert', 'sslkey'] as const;
const KNOWN_PARAMETERS: readonly string[] = [
  'host',
  'port',
  'user',
  'password',
  'sslmode',
  ...FILE_PARAMETERS,
  'application_name',
  'options',
];
const DEFAULT_PORT = 5432;

/** What to do about the usual cause of a URL that reads wrongly: a password with URL characters. */
const PERCENT_ENCODING_HINT =
  'if the password has @, / or # in it, write them percent-encoded (@ as %40, / as %2F, # as %23)';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The query string's parameters, read without decoding anything that could throw. */
function queryParameters(text: string): URLSearchParams {
  const query = text.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query);
}

function checkSslMode(mode: string | undefined) {
  if (mode === undefined) return;
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
}

/** What pg-connection-string threw, as a reason that holds nothing of the URL but file names. */
function readingProblem(error: unknown, parameters: URLSearchParams): DatabaseUrlError {
  const { code, path } = error as NodeJS.ErrnoException;
  if (code && path) {
    const name = FILE_PARAMETERS.find((parameter) => parameters.get(parameter) === path);
    return new DatabaseUrlError(
      `DATABASE_URL: ${name ?? 'a certificate file'}=${path} could not be read (${code}).`,
    );
  }
  if (error instanceof URIError) {
    return new DatabaseUrlError(
      'DATABASE_URL could not be read: a percent-encoded part is not valid UTF-8 (check the password; write % itself as %25).',
    );
  }
  if (error instanceof Error && /sslmode=verify-ca requires/.test(error.message)) {
    return new DatabaseUrlError(
      'DATABASE_URL: sslmode=verify-ca needs sslrootcert=<the CA file>; or use sslmode=verify-full.',
    );
  }
  return new DatabaseUrlError(`DATABASE_URL is not a valid URL: ${PERCENT_ENCODING_HINT}.`);
}

function describeLocation(scheme: string, connection: Omit<PostgresConnection, 'location'>) {
  const { host, port, user, database } = connection;
  const socket = host.startsWith('/');
  const who = user ? `${encodeURIComponent(user)}@` : '';
  const where = socket ? '' : `${host.includes(':') ? `[${host}]` : host}:${port}`;
  const query = new URLSearchParams();
  if (socket) query.set('host', host);
  const search = query.size ? `?${query}` : '';
  return `${scheme}://${who}${where}/${encodeURIComponent(database ?? '')}${search}`;
}

export function parseDatabaseUrl(text: string): PostgresConnection {
  if (!isPostgresUrl(text)) {
    throw new DatabaseUrlError(
      'DATABASE_URL must start with postgres:// or postgresql://, for example postgres://user:password@db.example.net:5432/registrations?sslmode=require.',
    );
  }
  // libpq refuses a % not followed by two hex digits; pg-connection-string would keep it as text.
  if (/%(?![0-9a-f]{2})/i.test(text)) {
    throw new DatabaseUrlError(
      'DATABASE_URL has a % that is not followed by two hex digits (write % itself as %25, for example in the password).',
    );
  }
  const parameters = queryParameters(text);
  const unknown = [...new Set(parameters.keys())].filter(
    (name) => !KNOWN_PARAMETERS.includes(name),
  );
  if (unknown.length > 0) {
    throw new DatabaseUrlError(
      `DATABASE_URL: ${unknown.map((name) => `"${name}"`).join(', ')} is not a parameter this server reads (it reads ${KNOWN_PARAMETERS.join(', ')}).`,
    );
  }
  checkSslMode(parameters.get('sslmode') ?? undefined);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(text, { useLibpqCompat: true });
  } catch (error) {
    throw readingProblem(error, parameters);
  }
  const host = parsed.host || '';
  if (!host)
    throw new DatabaseUrlError('DATABASE_URL names no host (nor a socket folder with ?host=).');
  const port = parsed.port ? Number(parsed.port) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new DatabaseUrlError(`DATABASE_URL: the port "${parsed.port}" is not a port number.`);
  }
  // A / in the password ends the host early: the rest, @ and real host included, reads as the database.
  if (typeof parsed.database === 'string' && parsed.database.includes('@')) {
    throw new DatabaseUrlError(
      `DATABASE_URL reads as a database name with an @ in it, on another host than meant: ${PERCENT_ENCODING_HINT}.`,
    );
  }
  const nonEmpty = (value: unknown) =>
    typeof value === 'string' && value !== '' ? value : undefined;
  const ssl = parsed.ssl;
  const connection = {
    host,
    port,
    user: nonEmpty(parsed.user),
    password: nonEmpty(parsed.password),
    database: nonEmpty(parsed.database),
    ssl: typeof ssl === 'object' && ssl !== null ? (ssl as ConnectionOptions) : false,
    application_name: nonEmpty(parsed.application_name),
    options: nonEmpty(parsed.options),
  } as const;
  const scheme = text.slice(0, text.indexOf(':')).toLowerCase();
  return { ...connection, location: describeLocation(scheme, connection) };
}

/**
 * The libpq environment (PGHOST, PGPASSWORD, PGSSLMODE, …) that makes libpq's
 * own programs (pg_dump, psql) connect as DATABASE_URL says, so the password
 * travels in the environment, never on a command line other users can list.
 */
export function libpqEnvironment(text: string): Record<string, string> {
  const connection = parseDatabaseUrl(text);
  const parameters = queryParameters(text);
  const environment: Record<string, string | undefined> = {
    PGHOST: connection.host,
    PGPORT: String(connection.port),
    PGUSER: connection.user,
    PGPASSWORD: connection.password,
    PGDATABASE: connection.database,
    PGSSLMODE: parameters.get('sslmode') ?? undefined,
    PGSSLROOTCERT: parameters.get('sslrootcert') ?? undefined,
    PGSSLCERT: parameters.get('sslcert') ?? undefined,
    PGSSLKEY: parameters.get('sslkey') ?? undefined,
    PGAPPNAME: connection.application_name,
    PGOPTIONS: connection.options,
  };
  return Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}
