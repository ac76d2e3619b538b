// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
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

describe('registration store', () => {
  it('creates the file and its schema on first open, in WAL mode with full sync', () => {
    const file = join(dir, 'nested', 'r.sqlite');
    const store = openRegistrationStore(file);
    expect(store.count()).toBe(0);
    store.close();
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual(
      ['registrations'],
    );
    db.close();
  });

  it('keeps what it was given, readable from another connection once add returns', () => {
    const file = join(dir, 'r.sqlite');
    const store = openRegistrationStore(file);
    const stored = store.add(alex, new Date('2026-12-01T10:00:00Z'));
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    // A second connection sees the row without the first being closed: it is committed.
    const other = new Database(file, { readonly: true });
    expect(other.prepare('SELECT name, unit_id FROM registrations').all()).toEqual([
      { name: 'Alex Example', unit_id: '2-G-2' },
    ]);
    other.close();
    expect(store.list()).toEqual([
      { ...alex, id: stored.id, createdAt: '2026-12-01T10:00:00.000Z' },
    ]);
    store.close();
  });

  it('lists from a date on and counts everything, across reopening', () => {
    const file = join(dir, 'r.sqlite');
    let store = openRegistrationStore(file);
    store.add(alex, new Date('2026-11-30T23:59:00Z'));
    store.add({ ...alex, name: 'Sam' }, new Date('2026-12-01T00:00:00Z'));
    store.close();
    store = openRegistrationStore(file);
    expect(store.count()).toBe(2);
    expect(store.list('2026-12-01').map((r) => r.name)).toEqual(['Sam']);
    store.close();
  });
});
