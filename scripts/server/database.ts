/**
 * The one place the registrations database is opened. It reads the
 * configuration, opens the connection, brings the schema up to date with the
 * numbered migrations (scripts/server/migrations.ts) and refuses to go on
 * against a schema newer than this code knows.
 *
 * Today the database is an SQLite file (REGISTRATIONS_DB, default
 * data/registrations.sqlite) in WAL mode with synchronous FULL: a commit is
 * on disk before it returns. Every query above this module is written with
 * Kysely's query builder, so another dialect (PostgreSQL through Kysely's
 * PostgresDialect) is added here and nowhere else.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { DatabaseSchema } from './database-schema.ts';
import { migrations } from './migrations.ts';

type Env = Partial<Record<string, string | undefined>>;

export const DEFAULT_REGISTRATIONS_DB = 'data/registrations.sqlite';
const MIGRATION_TABLE = 'schema_migrations';
const MIGRATION_LOCK_TABLE = 'schema_migrations_lock';

export type DatabaseConfig = { kind: 'sqlite'; file: string };

export function databaseConfig(env: Env = process.env): DatabaseConfig {
  return { kind: 'sqlite', file: resolve(env.REGISTRATIONS_DB || DEFAULT_REGISTRATIONS_DB) };
}

export type RegistrationsDatabase = {
  db: Kysely<DatabaseSchema>;
  /** Where the data is, for messages to staff (never holds a password). */
  location: string;
  close(): Promise<void>;
};

/** Thrown when the database was migrated by a newer release of the server. */
export class SchemaTooNewError extends Error {}

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
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
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

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig = databaseConfig(),
): Promise<RegistrationsDatabase> {
  const file = resolve(config.file);
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: async () => openSqliteFile(file) }),
  });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, location: file, close: () => db.destroy() };
}
