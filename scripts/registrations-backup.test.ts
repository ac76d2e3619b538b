// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../server/store/database.ts';
import { libpqEnvironment } from '../server/store/postgres-connection.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../server/store/test-databases.ts';
import type { Registration } from '../src/features/registration/registration-schema.ts';
import { findPostgresBin } from './lib/postgres-install.ts';
import { runScript } from './lib/run-script.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());
const run = promisify(execFile);

const person = (name: string): Registration => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  phone: null,
  storageType: 'personal',
  unitSize: '25',
  moveInDate: null,
  message: null,
  marketingOptIn: false,
  unitId: null,
});

/** The address-hash secret of the database and of its copy, which a copy keeps as its own. */
const SECRET = 'backup-test-secret-0123456789abcdef-0123456789';

const envFor = (config: DatabaseConfig): Record<string, string> =>
  config.kind === 'sqlite'
    ? { REGISTRATIONS_DB: config.file, DATABASE_URL: '', ADDRESS_HASH_SECRET: SECRET }
    : { DATABASE_URL: config.url, ADDRESS_HASH_SECRET: SECRET };

/** The names a backup holds: the SQLite copy opened as a store, or the dump restored into a new database. */
async function namesIn(config: DatabaseConfig, backup: string): Promise<string[]> {
  if (config.kind === 'sqlite') {
    const copy = await openRegistrationStore({
      kind: 'sqlite',
      file: backup,
      addressHashSecret: SECRET,
    });
    try {
      return (await copy.list()).map((r) => r.name);
    } finally {
      await copy.close();
    }
  }
  const restored = await (await databases.postgres()).createDatabase('restored');
  const bin = findPostgresBin() ?? '';
  await run(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restored}`, backup]);
  const store = await openRegistrationStore({
    kind: 'postgres',
    url: restored,
    addressHashSecret: SECRET,
  });
  try {
    return (await store.list()).map((r) => r.name);
  } finally {
    await store.close();
  }
}

describe.each(databases.each)(
  'npm run registrations:backup on $name',
  { timeout: 2 * DATABASE_TEST_TIMEOUT },
  (database) => {
    it('writes a private online copy, never over an existing file unless --force', async () => {
      const config = { ...(await database.fresh()), addressHashSecret: SECRET };
      // Held open throughout, as the running server holds it.
      const server = await openRegistrationStore(config);
      // A minute apart: two added in the same millisecond have no order.
      await server.add(person('Ann'), { now: new Date('2026-11-02T10:00:00Z') });
      await server.add(person('Bea'), { now: new Date('2026-11-02T10:01:00Z') });
      const folder = mkdtempSync(join(tmpdir(), 'backup-'));
      const out = join(folder, 'registrations.backup');
      const env = envFor(config);
      try {
        const backup = await runScript(
          'scripts/registrations-backup.ts',
          ['--', '--out', out],
          env,
        );
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
        expect(backup.stdout).toContain(`to ${out} (readable by you only)`);
        expect(statSync(out).mode & 0o777).toBe(0o600);
        expect(await namesIn(config, out)).toEqual(['Ann', 'Bea']);
        const staff = await openStaffStore(config);
        const [recorded] = await staff.auditLog();
        await staff.close();
        expect(recorded).toMatchObject({ action: 'backup', detail: { to: out } });
        expect(recorded?.email).toMatch(/^command line \(.+\)$/);

        writeFileSync(out, 'older backup');
        const again = await runScript('scripts/registrations-backup.ts', ['--out', out], env);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain(`${out} already exists and was left as it is`);
        expect(readFileSync(out, 'utf8')).toBe('older backup');
        const forced = await runScript(
          'scripts/registrations-backup.ts',
          ['--out', out, '--force'],
          env,
        );
        expect(forced.code).toBe(0);
        expect(readdirSync(folder)).toEqual(['registrations.backup']);
        // A folder that is not there: one line naming the path and what to do, nothing written.
        const missing = join(folder, 'missing', 'b.backup');
        const nowhere = await runScript('scripts/registrations-backup.ts', ['--out', missing], env);
        expect(nowhere.code).toBe(2);
        expect(nowhere.stderr).toBe(
          `registrations:backup: cannot write ${missing}: the folder ${join(folder, 'missing')} does not exist; create it, or give a path in a folder that does; nothing was written.\n`,
        );
        expect(readdirSync(folder)).toEqual(['registrations.backup']);
      } finally {
        await server.close();
      }
    });
  },
);

describe('the libpq environment for pg_dump', () => {
  it('carries the password and TLS settings of DATABASE_URL', () => {
    expect(
      libpqEnvironment(
        'postgres://app:p%2Fss@db.example.net:6543/registrations?sslmode=verify-full&application_name=backup',
      ),
    ).toEqual({
      PGHOST: 'db.example.net',
      PGPORT: '6543',
      PGUSER: 'app',
      PGPASSWORD: 'p/ss',
      PGDATABASE: 'registrations',
      PGSSLMODE: 'verify-full',
      PGAPPNAME: 'backup',
    });
  });
});
