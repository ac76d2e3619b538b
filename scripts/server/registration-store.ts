/**
 * Where the bundled server keeps registrations: one SQLite file (by default
 * data/registrations.sqlite, or REGISTRATIONS_DB). WAL with synchronous FULL,
 * so a registration is on disk before the visitor is told it was received and
 * survives the server or the machine stopping straight after.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Registration } from '../../src/features/registration/registration-schema.ts';

export const DEFAULT_REGISTRATIONS_DB = 'data/registrations.sqlite';

export type StoredRegistration = Registration & { id: string; createdAt: string };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS registrations (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  storage_type TEXT NOT NULL,
  unit_size TEXT NOT NULL,
  move_in_date TEXT,
  message TEXT,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  unit_id TEXT
);
CREATE INDEX IF NOT EXISTS registrations_created_at ON registrations (created_at);
`;

type Row = {
  id: string;
  created_at: string;
  name: string;
  email: string | null;
  phone: string | null;
  storage_type: Registration['storageType'];
  unit_size: Registration['unitSize'];
  move_in_date: string | null;
  message: string | null;
  marketing_opt_in: number;
  unit_id: string | null;
};

const fromRow = (row: Row): StoredRegistration => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  storageType: row.storage_type,
  unitSize: row.unit_size,
  moveInDate: row.move_in_date,
  message: row.message,
  marketingOptIn: row.marketing_opt_in === 1,
  unitId: row.unit_id,
});

export type RegistrationStore = ReturnType<typeof openRegistrationStore>;

/** Opens (creating if needed, with its schema) the registrations file. */
export function openRegistrationStore(file: string = DEFAULT_REGISTRATIONS_DB) {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const insert = db.prepare(`INSERT INTO registrations
    (id, created_at, name, email, phone, storage_type, unit_size, move_in_date, message, marketing_opt_in, unit_id)
    VALUES (@id, @createdAt, @name, @email, @phone, @storageType, @unitSize, @moveInDate, @message, @marketingOptIn, @unitId)`);
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM registrations');
  const since = db.prepare(
    'SELECT * FROM registrations WHERE created_at >= ? ORDER BY created_at, rowid',
  );

  return {
    path,
    /** Stores one registration; it is committed to disk when this returns. */
    add(registration: Registration, now: Date = new Date()): StoredRegistration {
      const stored = { ...registration, id: randomUUID(), createdAt: now.toISOString() };
      insert.run({ ...stored, marketingOptIn: stored.marketingOptIn ? 1 : 0 });
      return stored;
    },
    count(): number {
      return (countAll.get() as { n: number }).n;
    },
    /** Every registration made on or after `from` (an ISO date or time), oldest first. */
    list(from = ''): StoredRegistration[] {
      return (since.all(from) as Row[]).map(fromRow);
    },
    close() {
      db.close();
    },
  };
}
