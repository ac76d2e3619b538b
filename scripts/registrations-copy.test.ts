// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_FILE } from '../server/store/address-hash.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { testDatabases } from '../server/store/test-databases.ts';
import type { Registration } from '../src/features/registration/registration-schema.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './lib/run-script.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());
const [sqliteDb, postgresDb] = databases.each as [
  (typeof databases.each)[0],
  (typeof databases.each)[0],
];

const person = (name: string): Registration => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '.')}@example.org`,
  phone: '07700 900123',
  storageType: 'business',
  unitSize: 'not-sure',
  moveInDate: '2027-02-01',
  message: 'Zoë’s £5 boxes, "quoted", and a comma',
  marketingOptIn: true,
  unitId: '2-C-1',
});

const copy = (from: string, to: string) =>
  runScript('scripts/registrations-copy.ts', ['--', '--from', from, '--to', to]);

describe('npm run registrations:copy', { timeout: SCRIPT_TEST_TIMEOUT * 2 }, () => {
  it('copies an SQLite store into PostgreSQL once: a second run copies nothing new', async () => {
    const source = await sqliteDb.fresh();
    const target = await postgresDb.fresh();
    if (source.kind !== 'sqlite' || target.kind !== 'postgres') throw new Error('wrong databases');
    const sqlite = await openRegistrationStore(source);
    for (const [day, name] of ['Ada One', 'Ben Two', 'Cai Three'].entries())
      await sqlite.add(person(name), { now: new Date(`2026-12-0${day + 1}T10:00:00Z`) });

    const first = await copy(source.file, target.url);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('registrations: 3 copied, 0 already there');
    // Each ticked the box: its consent request goes with it.
    expect(first.stdout).toContain('marketing_consents: 3 copied, 0 already there');

    // The copy keeps the source's address hashes, so whatever opens the target
    // takes the source's secret (the file the SQLite server made beside it).
    const keyed = {
      ...target,
      addressHashSecret: readFileSync(join(dirname(source.file), SECRET_FILE), 'utf8').trim(),
    };
    await expect(openStaffStore({ ...target, addressHashSecret: 'x'.repeat(32) })).rejects.toThrow(
      /made with another secret/,
    );
    const recorded = await openStaffStore(keyed);
    expect((await recorded.auditLog())[0]).toMatchObject({
      action: 'copy',
      detail: { rows: 6 },
    });
    await recorded.close();

    const second = await copy(source.file, target.url);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('registrations: 0 copied, 3 already there');

    await sqlite.add(person('Dee Late'));
    const third = await copy(source.file, target.url);
    expect(third.stdout).toContain('registrations: 1 copied, 3 already there');

    const postgres = await openRegistrationStore(keyed);
    expect(await postgres.list()).toEqual(await sqlite.list());
    await Promise.all([sqlite.close(), postgres.close()]);
  });

  it('names a missing or unusable argument and copies nothing', async () => {
    const missing = await runScript('scripts/registrations-copy.ts', ['--from', 'data/x.sqlite']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--to is required');
    const badUrl = await copy('nowhere.sqlite', 'postgres://db.example.net/r?sslmode=prefer');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('sslmode=prefer');
    const noFile = await copy('/nonexistent/registrations.sqlite', 'postgres://127.0.0.1:1/r');
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toContain('--from /nonexistent/registrations.sqlite: no such file');
  });
});
