/**
 * The server's configuration: the environment, read once at start, checked
 * against one schema (TypeBox, read by env-schema) and turned into a typed
 * object the rest of the server is handed. No other module in server/ reads
 * `process.env` (server/config.test.ts holds it to that): a handler takes
 * what it needs from its context, so a test builds the context rather than
 * setting the environment.
 *
 * Whatever is wrong stops the start with one line naming the variable and
 * the fix, never a stack trace: a value the schema refuses, a DATABASE_URL
 * that cannot be read, a console origin that cannot be right, a mail folder
 * that cannot be written. The staff commands read the same schema
 * (`readEnvironment`) and print the same lines.
 *
 * An empty value is read as unset, as every variable here always has been.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import envSchema from 'env-schema';
import { type Static, type TSchema, Type } from 'typebox';
import {
  currentLaunchConfiguration,
  type LaunchConfiguration,
} from '../scripts/lib/launch-check.ts';
import { DEFAULT_SITE_FACTS_DIR } from '../scripts/lib/site-facts-file.ts';
import { thirdPartyConfig } from '../src/config/third-party.ts';
import { type MailConfig, mailConfig } from './mail/config.ts';
import { type HumanCheckConfig, humanCheckConfig } from './public/human-check.ts';
import { DEFAULT_LAYOUT_FILE } from './public/live-availability.ts';
import { type DatabaseConfig, databaseConfig } from './store/database.ts';
import { DEFAULT_SESSION_IDLE_MS } from './store/staff.ts';

type Env = Partial<Record<string, string | undefined>>;

export const DEFAULT_PORT = 4173;
export const DEFAULT_STAFF_PORT = 4174;

/** A setting that cannot be used: the message is the one line the owner reads. */
export class ConfigError extends Error {}

/** Each variable says, in `description`, what it must be: the refusal quotes it. */
const text = (description: string) => Type.Optional(Type.String({ description }));
const port = () =>
  Type.Optional(
    Type.Integer({ minimum: 0, maximum: 65_535, description: 'a port number from 0 to 65535' }),
  );
const milliseconds = () =>
  Type.Optional(
    Type.Number({ exclusiveMinimum: 0, description: 'a number of milliseconds above 0' }),
  );
const wholeNumber = (minimum: number, description: string) =>
  Type.Optional(Type.Integer({ minimum, description }));

export const EnvironmentSchema = Type.Object({
  DIST_DIR: text('the folder of the site’s build'),
  HOST: text('the address to listen on'),
  PORT: port(),
  STAFF_PORT: port(),
  STAFF_ORIGIN: text('the console’s origin, such as https://staff.example.co.uk'),
  STAFF_DIST_DIR: text('the folder of the console’s build'),
  STAFF_SESSION_IDLE_SECONDS: wholeNumber(1, 'a whole number of seconds above 0'),
  TLS_CERT_FILE: text('a PEM certificate file'),
  TLS_KEY_FILE: text('a PEM key file'),
  TRUST_PROXY: Type.Optional(
    Type.Union(
      [Type.Literal('1'), Type.Literal('true'), Type.Literal('0'), Type.Literal('false')],
      {
        description: '1 (or true) behind a reverse proxy, or 0 (or false, or unset) without one',
      },
    ),
  ),
  DATABASE_URL: text('a postgres:// address'),
  REGISTRATIONS_DB: text('an SQLite file'),
  ADDRESS_HASH_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description: 'a long random value (32 characters or more), the same on every server',
    }),
  ),
  LAYOUT_FILE: text('the built layout (JSON)'),
  SITE_FACTS_DIR: text('the folder of the owner’s facts (JSON files, as data/site/)'),
  SITE_VERSIONS_DIR: text('a folder for the builds of the published versions'),
  SITE_POLL_MS: milliseconds(),
  VITE_REGISTRATION_ENDPOINT: text('a path on this site or a full address'),
  REGISTRATION_RATE_LIMIT: wholeNumber(1, 'a whole number of submissions a minute above 0'),
  ALTCHA_HMAC_KEY: text('a long random value, the same on every server'),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^[sS][mM][tT][pP][sS]?://[^/]',
      description:
        'an address starting with smtp:// or smtps://, like smtp://user:password@mail.example.net:587',
    }),
  ),
  MAIL_FROM: text('the sender’s address'),
  STAFF_EMAIL: text('the address staff read'),
  MAIL_DIR: text('a folder for the emails'),
  DKIM_DOMAIN: Type.Optional(
    Type.String({
      pattern:
        '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
      description: 'the domain the emails are signed for, such as widnes-self-storage.co.uk',
    }),
  ),
  DKIM_SELECTOR: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$',
      description: 'the DKIM selector, the name before ._domainkey in DNS, such as mail2026',
    }),
  ),
  DKIM_PRIVATE_KEY_FILE: text('the DKIM private key’s PEM file'),
  MAIL_DOMAIN_AUTHENTICATED: Type.Optional(
    Type.Union([Type.Literal('1'), Type.Literal('true')], {
      description: '1 (or true) once the sending domain has SPF, DKIM and DMARC records',
    }),
  ),
  VITE_SITE_ORIGIN: text('the site’s public origin'),
  MAIL_RETRY_DELAYS_MS: text('waits in milliseconds separated by commas, like 30000,60000'),
  MAIL_GIVE_UP_AFTER_MS: milliseconds(),
  MAIL_LEASE_MS: milliseconds(),
  MAIL_POLL_MS: milliseconds(),
  MAIL_HELD_ALERT_DELAY_MS: milliseconds(),
  MAIL_ANNOUNCEMENT_WINDOW_MS: milliseconds(),
  MAIL_CONFIRMATIONS_PER_HOUR: wholeNumber(0, 'a whole number (0 holds every one)'),
  MAIL_ANNOUNCEMENTS_PER_MINUTE: wholeNumber(1, 'a whole number above 0'),
});

/** The environment as the schema reads it: known variables only, numbers as numbers. */
export type Environment = Static<typeof EnvironmentSchema>;

type SchemaError = { instancePath: string };

/** Variables that may hold a password: a refusal does not repeat their value. */
const SECRET_BEARING: readonly string[] = ['SMTP_URL', 'ADDRESS_HASH_SECRET'];

/** The first variable the schema refused, as one line: its name, what it must be, what it was. */
function refusal(errors: readonly SchemaError[], given: Env): ConfigError {
  const name = errors[0]?.instancePath.slice(1) ?? '';
  const schema = (EnvironmentSchema.properties as Record<string, TSchema>)[name];
  const must = (schema as { description?: string } | undefined)?.description ?? 'something else';
  const was = SECRET_BEARING.includes(name) ? '' : `, not ${JSON.stringify(given[name])}`;
  return new ConfigError(`${name} must be ${must}${was}.`);
}

/** Checks `env` against the schema; a refusal names the variable and what it must be. */
export function readEnvironment(env: Env = process.env): Environment {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  try {
    return envSchema<Environment>({ schema: { ...EnvironmentSchema }, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (errors?.length) throw refusal(errors, given);
    throw error;
  }
}

/** The console's origin: STAFF_ORIGIN when set, or else the local console on STAFF_PORT. */
export type StaffOrigin = { origin: string; configured: boolean };

function listenerPorts(environment: Environment): { port: number; staffPort: number } {
  const port = environment.PORT ?? DEFAULT_PORT;
  const staffPort = environment.STAFF_PORT ?? DEFAULT_STAFF_PORT;
  if (port !== 0 && port === staffPort)
    throw new ConfigError(
      `STAFF_PORT (${staffPort}) is the same as PORT (${port}): the console needs a port of its own. Set STAFF_PORT to another port.`,
    );
  return { port, staffPort };
}

/** STAFF_ORIGIN, checked: an http(s) origin with nothing after the host; by default the local console. */
export function staffOrigin(environment: Environment): StaffOrigin {
  const configured = environment.STAFF_ORIGIN?.trim();
  const origin = configured || `http://localhost:${environment.STAFF_PORT ?? DEFAULT_STAFF_PORT}`;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new ConfigError(`STAFF_ORIGIN is not an address: ${JSON.stringify(origin)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new ConfigError(
      `STAFF_ORIGIN must be an origin such as https://staff.example.co.uk, not ${JSON.stringify(origin)}`,
    );
  return { origin: url.origin, configured: Boolean(configured) };
}

export type ServerConfig = {
  /** The site's build. */
  distDir: string;
  host: string;
  /** PEM files for HTTPS on both listeners (both variables set), or null for HTTP. */
  tls: { certFile: string; keyFile: string } | null;
  ports: { port: number; staffPort: number };
  staffOrigin: StaffOrigin;
  /** The console's build, when not dist-staff/ beside the site's. */
  staffDistDir: string | null;
  staffSessionIdleMs: number;
  /** Believe a reverse proxy's X-Forwarded-* headers. */
  trustProxy: boolean;
  database: DatabaseConfig;
  mail: MailConfig;
  humanCheck: HumanCheckConfig;
  registrations: {
    /** VITE_REGISTRATION_ENDPOINT, as the build read it. */
    endpoint: string;
    /** Submissions a minute per client, or null for the default. */
    rateLimit: number | null;
  };
  layoutFile: string;
  /** The owner's facts as the repository has them (data/site/), checked at start. */
  siteFactsDir: string;
  /** What the launch check reads, as the environment stood at start. */
  launch: LaunchConfiguration;
  /** Publishing from the console (server/site/). */
  site: {
    /** Where the builds of published versions and previews are kept (dist-versions/ by default). */
    versionsDir: string;
    /** How often the server reads which version is live, to follow a publish on another server. */
    pollMs: number;
    /** The environment a build runs with: the one the server was started with, as a developer's build has it. */
    buildEnvironment: Env;
  };
};

/** How often each server reads which version of the site is live: within 2 minutes of a publish anywhere. */
export const DEFAULT_SITE_POLL_MS = 15_000;

/**
 * Behind a proxy the console cannot be at the local default: passkeys and
 * invite links would name http://localhost, which no member can open.
 */
function checkProxiedOrigin(trustProxy: boolean, origin: StaffOrigin) {
  if (trustProxy && !origin.configured)
    throw new ConfigError(
      `STAFF_ORIGIN is not set, and TRUST_PROXY=1 says a proxy is in front, so the console's default origin (${origin.origin}) cannot be right: set STAFF_ORIGIN to the address staff open the console at, such as https://staff.example.co.uk.`,
    );
}

/** Builds a part of the configuration; a part's own error (a DATABASE_URL, say) keeps its words. */
function part<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError((error as Error).message);
  }
}

/** The server's whole configuration from `env`: throws a ConfigError naming the first problem. */
export function readServerConfig(env: Env = process.env): ServerConfig {
  const environment = readEnvironment(env);
  const ports = listenerPorts(environment);
  const origin = staffOrigin(environment);
  const trustProxy = environment.TRUST_PROXY === '1' || environment.TRUST_PROXY === 'true';
  checkProxiedOrigin(trustProxy, origin);
  const { TLS_CERT_FILE, TLS_KEY_FILE } = environment;
  const idleSeconds = environment.STAFF_SESSION_IDLE_SECONDS;
  return {
    distDir: resolve(environment.DIST_DIR ?? 'dist'),
    host: environment.HOST ?? '127.0.0.1',
    tls: TLS_CERT_FILE && TLS_KEY_FILE ? { certFile: TLS_CERT_FILE, keyFile: TLS_KEY_FILE } : null,
    ports,
    staffOrigin: origin,
    staffDistDir: environment.STAFF_DIST_DIR ?? null,
    staffSessionIdleMs: idleSeconds ? idleSeconds * 1000 : DEFAULT_SESSION_IDLE_MS,
    trustProxy,
    database: part(() => databaseConfig(environment)),
    mail: part(() => mailConfig(environment)),
    humanCheck: humanCheckConfig(environment.ALTCHA_HMAC_KEY),
    registrations: {
      endpoint: thirdPartyConfig({
        VITE_REGISTRATION_ENDPOINT: environment.VITE_REGISTRATION_ENDPOINT,
      }).registrationEndpoint,
      rateLimit: environment.REGISTRATION_RATE_LIMIT ?? null,
    },
    layoutFile: environment.LAYOUT_FILE ?? DEFAULT_LAYOUT_FILE,
    siteFactsDir: resolve(environment.SITE_FACTS_DIR ?? DEFAULT_SITE_FACTS_DIR),
    launch: currentLaunchConfiguration({ ...env }),
    site: {
      versionsDir: resolve(environment.SITE_VERSIONS_DIR ?? 'dist-versions'),
      pollMs: environment.SITE_POLL_MS ?? DEFAULT_SITE_POLL_MS,
      buildEnvironment: { ...env },
    },
  };
}

/**
 * The database the environment names, for a staff command: read, and
 * refused in one line, as the server reads it.
 */
export function commandDatabase(env: Env = process.env): DatabaseConfig {
  return part(() => databaseConfig(readEnvironment(env)));
}

/** The mail settings the environment gives, for a staff command, read as the server reads them. */
export function commandMail(env: Env = process.env): MailConfig {
  return part(() => mailConfig(readEnvironment(env)));
}

/**
 * Without SMTP_URL every email is written to MAIL_DIR: a folder that cannot
 * be made or written would otherwise start quietly and fail each message.
 * Made (private, as the file transport makes it) and written to once here.
 */
export function checkMailDir(mail: Pick<MailConfig, 'smtpUrl' | 'mailDir'>) {
  if (mail.smtpUrl) return;
  const probe = join(mail.mailDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(mail.mailDir, { recursive: true, mode: 0o700 });
    writeFileSync(probe, '', { mode: 0o600 });
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(
      `MAIL_DIR (${mail.mailDir}) cannot be made or written (${code}): set MAIL_DIR to a folder this server's user can create and write, or set SMTP_URL to send the emails.`,
    );
  }
}
