// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { SchemaTooNewError } from './database.ts';
import { migrations } from './migrations.ts';
import { openRegistrationStore } from './registration-store.ts';

const alex: Registration = {
  name: 'Alex Example',
  email: 'alex@example.org',
  phone: null,
  storageType: 'business',
  unitSize: '50',
  moveInDate: '2027-01-04',
  message: 'Two desks, "quoted", and a comma',
  marketingOptIn: true,
  unitId: '2-G-2',
};

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'registrations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sqlite = (file: string) => ({ kind: 'sqlite' as const, file });
const mode = (path: string) => statSync(path).mode & 0o777;

describe('registration store', () => {
  it('creates the file and its schema on first open, in WAL mode with full sync', async () => {
    const file = join(dir, 'nested', 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    expect(await store.count()).toBe(0);
    await store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toContain('registrations');
    expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').pluck().all()).toEqual(
      Object.keys(migrations),
    );
    db.close();
  });

  it('creates its folder and the database with its -wal and -shm files for its user only', async () => {
    const file = join(dir, 'private', 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    await store.add(alex);
    expect(mode(join(dir, 'private'))).toBe(0o700);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    await store.close();
  });

  it('keeps what it was given, readable from another connection once add resolves', async () => {
    const file = join(dir, 'r.sqlite');
    const store = await openRegistrationStore(sqlite(file));
    const stored = await store.add(alex, new Date('2026-12-01T10:00:00Z'));
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    // A second connection sees the row without the first being closed: it is committed.
    const other = new Database(file, { readonly: true });
    expect(other.prepare('SELECT name, unit_id FROM registrations').all()).toEqual([
      { name: 'Alex Example', unit_id: '2-G-2' },
    ]);
    other.close();
    expect(await store.list()).toEqual([
      { ...alex, id: stored.id, createdAt: '2026-12-01T10:00:00.000Z' },
    ]);
    await store.close();
  });

  it('lists from a date on and counts everything, across reopening', async () => {
    const file = join(dir, 'r.sqlite');
    let store = await openRegistrationStore(sqlite(file));
    await store.add(alex, new Date('2026-11-30T23:59:00Z'));
    await store.add({ ...alex, name: 'Sam' }, new Date('2026-12-01T00:00:00Z'));
    await store.close();
    store = await openRegistrationStore(sqlite(file));
    expect(await store.count()).toBe(2);
    expect((await store.list('2026-12-01')).map((r) => r.name)).toEqual(['Sam']);
    await store.close();
  });

  it('adopts a file written before migrations were numbered, keeping its rows', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE registrations (id TEXT PRIMARY KEY, created_at TEXT NOT NULL,
      name TEXT NOT NULL, email TEXT, phone TEXT, storage_type TEXT NOT NULL, unit_size TEXT NOT NULL,
      move_in_date TEXT, message TEXT, marketing_opt_in INTEGER NOT NULL DEFAULT 0, unit_id TEXT);
      INSERT INTO registrations (id, created_at, name, storage_type, unit_size, phone)
      VALUES ('old-1', '2026-10-01T09:00:00.000Z', 'Early Bird', 'personal', 'not-sure', '0151 496 0123');`);
    old.close();
    const store = await openRegistrationStore(sqlite(file));
    expect((await store.list()).map((r) => [r.id, r.name])).toEqual([['old-1', 'Early Bird']]);
    await store.close();
  });

  it('refuses a database migrated by a newer release, naming the unknown change', async () => {
    const file = join(dir, 'r.sqlite');
    await (await openRegistrationStore(sqlite(file))).close();
    const db = new Database(file);
    db.prepare('INSERT INTO schema_migrations (name, timestamp) VALUES (?, ?)').run(
      '9999-from-the-future',
      new Date().toISOString(),
    );
    db.close();
    const opening = openRegistrationStore(sqlite(file));
    await expect(opening).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(opening).rejects.toThrow(/9999-from-the-future/);
  });
});
