/**
 * The one place the registrations database is opened. It takes the
 * configuration (server/config.ts reads it), opens the connection, brings
 * the schema up to date with the numbered migrations (server/store/migrations.ts) and refuses to go on
 * against a schema newer than this code knows.
 *
 * Without DATABASE_URL the database is an SQLite file (REGISTRATIONS_DB,
 * default data/registrations.sqlite) in WAL mode with synchronous FULL: a
 * commit is on disk before it returns. With DATABASE_URL=postgres://… it is
 * that PostgreSQL database (see server/store/postgres-connection.ts for the URL and its
 * TLS options), through a connection pool. Every query above this module is
 * written with Kysely's query builder and runs unchanged on both; this module
 * is the only place that knows which one is in use.
 *
 * Several server processes may share one PostgreSQL database: migrations
 * take PostgreSQL's advisory lock (Kysely's migrator), so two processes
 * starting together apply each migration once. An SQLite file is shared by
 * the server and the staff commands: its transactions take the write lock
 * when they begin (see SharedFileSqliteDialect), to the same effect.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  Kysely,
  Migrator,
  PostgresDialect,
  type RawBuilder,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import {
  type AddressHashSecret,
  addressHashSecret,
  keyAddressHashes,
  keyedAddressHash,
  POSTGRES_SECRET_FOLDER,
} from './address-hash.ts';
import { migrations } from './migrations.ts';
import { isPostgresUrl, parseDatabaseUrl } from './postgres-connection.ts';
import type { DatabaseSchema } from './schema.ts';

export const DEFAULT_REGISTRATIONS_DB = 'data/registrations.sqlite';
const MIGRATION_TABLE = 'schema_migrations';
const MIGRATION_LOCK_TABLE = 'schema_migrations_lock';

export type DatabaseConfig = (
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string }
) & {
  /** ADDRESS_HASH_SECRET; unset, the secret in the data folder (server/store/address-hash.ts). */
  addressHashSecret?: string;
};

function postgresConfig(url: string): DatabaseConfig {
  // Checked here, so a mistyped URL is named at start (parseDatabaseUrl throws with the reason).
  parseDatabaseUrl(url);
  return { kind: 'postgres', url };
}

/** DATABASE_URL=postgres://… for PostgreSQL; otherwise the SQLite file REGISTRATIONS_DB. */
export function databaseConfig(env: {
  DATABASE_URL?: string;
  REGISTRATIONS_DB?: string;
  ADDRESS_HASH_SECRET?: string;
}): DatabaseConfig {
  const secret = env.ADDRESS_HASH_SECRET ? { addressHashSecret: env.ADDRESS_HASH_SECRET } : {};
  if (env.DATABASE_URL) return { ...postgresConfig(env.DATABASE_URL), ...secret };
  return {
    kind: 'sqlite',
    file: resolve(env.REGISTRATIONS_DB || DEFAULT_REGISTRATIONS_DB),
    ...secret,
  };
}

/** The folder a made-up address-hash secret is kept in: the SQLite file's, or data/. */
const dataFolder = (config: DatabaseConfig) =>
  config.kind === 'sqlite' ? dirname(resolve(config.file)) : POSTGRES_SECRET_FOLDER;

/** The database a command-line argument names: a postgres:// URL, or else an SQLite file. */
export function databaseConfigFor(target: string): DatabaseConfig {
  return isPostgresUrl(target) ? postgresConfig(target) : { kind: 'sqlite', file: resolve(target) };
}

export type RegistrationsDatabase = {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseConfig['kind'];
  /** Where the data is, for messages to staff (never holds a password). */
  location: string;
  /**
   * Makes a transaction wait for any other transaction that holds the same
   * key, until one of them ends: a check-then-insert under the key sees the
   * other's row. On PostgreSQL, several servers share the database, so this
   * takes a transaction-scoped advisory lock. On SQLite there is nothing more
   * to take: every transaction already holds the file's write lock from its
   * start (see SharedFileSqliteDialect).
   */
  lockKey(trx: Transaction<DatabaseSchema>, key: string): Promise<void>;
  /**
   * The database's own time, `offsetMs` from now, as ISO 8601 UTC text with
   * milliseconds (the form the tables keep times in), for use inside a query.
   * Leases and retry times are written and compared with it, so several
   * servers sharing one database agree on them whatever their own clocks say.
   */
  databaseTime(offsetMs?: number): RawBuilder<string>;
  /** The key the do-not-contact list knows `address` by (server/store/address-hash.ts). */
  addressHash(address: string): string;
  /** The secret it is keyed with, for a copy into another database. */
  addressHashSecret: string;
  close(): Promise<void>;
};

/** Thrown when the database was migrated by a newer release of the server. */
export class SchemaTooNewError extends Error {}

/** How long a connection waits for another process's lock, here and in every transaction. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/**
 * Opens the SQLite file, creating it (and any missing folders) readable by
 * this user only. SQLite gives the -wal and -shm files it creates the mode of
 * the database file, so the three stay private.
 */
function openSqliteFile(file: string): Database.Database {
  mkdirSync(dirname(file), { recursive: true, mode: PRIVATE_FOLDER });
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    // A file left by an older release may be readable by everyone: tighten it.
    if (existsSync(path)) {
      try {
        chmodSync(path, PRIVATE_FILE);
      } catch {
        // Owned by another user: SQLite's own open decides whether it can be used.
      }
    }
  }
  const sqlite = new Database(file);
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  switchToWal(sqlite);
  sqlite.pragma('synchronous = FULL');
  return sqlite;
}

/**
 * Switches the file to WAL (a no-op once it is: the mode is kept in the
 * file). On a new file that another process is writing at that moment (four
 * servers started together, or a staff command beside the server), SQLite
 * answers SQLITE_BUSY at once instead of waiting out busy_timeout, so the
 * switch is tried again, for as long as busy_timeout would have waited.
 */
function switchToWal(sqlite: Database.Database) {
  const deadline = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      sqlite.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) {
        throw error;
      }
      // Opening is synchronous (better-sqlite3): sleep without spinning.
      Atomics.wait(pause, 0, 0, wait);
    }
  }
}

/**
 * SQLite as several processes share one file (the server, and a staff
 * command run beside it). Every transaction starts with BEGIN IMMEDIATE, so
 * it holds the file's write lock from its first read: a second process waits
 * (busy_timeout) instead of reading a state the first is about to change. A
 * check-then-insert (the duplicate check) is then safe across processes, and
 * migrations run in one such transaction each (SQLite's DDL is
 * transactional): two processes opening a new file migrate it once, and a
 * migration that fails leaves nothing half-done.
 */
class SharedFileSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SharedFileSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new SharedFileSqliteDriver(this.#config);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

async function migrate(db: Kysely<DatabaseSchema>): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the migration table is Kysely's own, outside the schema type.
  const raw = db as Kysely<any>;
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((table) => table.name === MIGRATION_TABLE)) {
    const applied: { name: string }[] = await raw
      .selectFrom(MIGRATION_TABLE)
      .select('name')
      .execute();
    const unknown = applied.map((row) => row.name).filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new SchemaTooNewError(
        `The registrations database has schema changes this server does not know (${unknown.join(', ')}): it was used by a newer release. Run that release, or restore a backup made for this one.`,
      );
    }
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/**
 * How long a query waits for a connection (a free one in the pool, or a new
 * one) before the request is answered 503. A database that is down refuses at
 * once; this bounds the wait when it is only slow or every connection is busy.
 */
const CONNECT_TIMEOUT_MS = 15_000;

function postgresDialect(url: string): { dialect: Dialect; location: string } {
  const { location, ...connection } = parseDatabaseUrl(url);
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection cut by the server (a restart, a fail-over) is dropped
  // from the pool and replaced on the next query; without this listener the
  // error would end the process.
  pool.on('error', (error: Error & { code?: string }) => {
    console.error(
      `PostgreSQL connection lost (${error.code ?? error.message}); reconnecting on the next query.`,
    );
  });
  // A connection in use that the server cuts reports the error to its query
  // (answered 503) and then again as an event, possibly after the pool has let
  // it go: listened for here, so it cannot end the process either.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return { dialect: new PostgresDialect({ pool }), location };
}

function dialectFor(config: DatabaseConfig): { dialect: Dialect; location: string } {
  if (config.kind === 'postgres') return postgresDialect(config.url);
  const file = resolve(config.file);
  return {
    dialect: new SharedFileSqliteDialect({ database: async () => openSqliteFile(file) }),
    location: file,
  };
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig): Promise<RegistrationsDatabase> {
  const { dialect, location } = dialectFor(config);
  const db = new Kysely<DatabaseSchema>({ dialect });
  const lockKey = lockerFor(config.kind);
  let secret: AddressHashSecret;
  try {
    await migrate(db);
    secret = addressHashSecret(config.addressHashSecret, dataFolder(config));
    await keyAddressHashes(db, lockKey, secret);
  } catch (error) {
    await db.destroy();
    if (config.kind === 'postgres' && isDatabaseUnavailable(error)) {
      throw new DatabaseUnavailableError(
        `PostgreSQL at ${location} could not be reached (${describeError(error)}). Check DATABASE_URL, and that the database server is running and accepts connections from this machine.`,
      );
    }
    throw error;
  }
  const databaseTime =
    config.kind === 'postgres'
      ? (offsetMs = 0) =>
          sql<string>`to_char((clock_timestamp() + ${offsetMs}::double precision * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : // One value for every use within a statement; %f is seconds with milliseconds.
        (offsetMs = 0) =>
          sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${(offsetMs / 1000).toFixed(3)} seconds`})`;
  return {
    db,
    kind: config.kind,
    location,
    lockKey,
    databaseTime,
    addressHash: keyedAddressHash(secret.secret),
    addressHashSecret: secret.secret,
    close: () => db.destroy(),
  };
}

function lockerFor(kind: DatabaseConfig['kind']) {
  return kind === 'postgres'
    ? async (trx: Transaction<DatabaseSchema>, key: string) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      }
    : async () => undefined;
}

/** An open database, or the configuration of one to open. */
export type DatabaseSource = DatabaseConfig | RegistrationsDatabase;

/**
 * The database a store works on. Given an open one, the store shares its
 * pool (one per server process) and leaves closing it to whoever opened it;
 * given a configuration, it opens its own, which its close() closes.
 */
export async function databaseFrom(source: DatabaseSource): Promise<RegistrationsDatabase> {
  if ('db' in source) return { ...source, close: async () => undefined };
  return openDatabase(source);
}

/** The database cannot be reached now; trying again later may succeed. */
export class DatabaseUnavailableError extends Error {}

/** PostgreSQL error classes that mean "not now": connection exceptions, shutting down, too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // SQLite: another process holds the write lock past busy_timeout.
  'SQLITE_BUSY',
]);

/**
 * True when an error means the database is unreachable or refusing work for
 * now (the request may be tried again), rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  // node-postgres reports a cut connection or a pool time-out without a code.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i.test(
    error.message,
  );
}

/** An error's code or message, never the data of the query. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0)
    return describeError(error.errors[0]);
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}
