// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../server/store/database.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../server/store/test-databases.ts';
import type { Registration } from '../src/features/registration/registration-schema.ts';
import { runScript } from './lib/run-script.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

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

const envFor = (config: DatabaseConfig): Record<string, string> =>
  config.kind === 'sqlite'
    ? { REGISTRATIONS_DB: config.file, DATABASE_URL: '' }
    : { DATABASE_URL: config.url };

/** The names in an exported CSV, in order. */
const namesIn = (file: string) =>
  readFileSync(file, 'utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[2]);

describe.each(databases.each)(
  'npm run registrations:export on $name',
  // Each test runs the command several times, a new Node process each.
  { timeout: 2 * DATABASE_TEST_TIMEOUT },
  (database) => {
    it('reads --since as a day in UK time, summer and winter', async () => {
      const config = await database.fresh();
      const store = await openRegistrationStore(config);
      // 00:30 on 1 June in BST is 23:30 UTC on 31 May; 23:30 on 31 May in BST is 22:30 UTC.
      await store.add(person('Evening'), { now: new Date('2026-05-31T22:30:00Z') });
      await store.add(person('Midnight'), { now: new Date('2026-05-31T23:30:00Z') });
      await store.add(person('Winter'), { now: new Date('2026-12-01T00:30:00Z') });
      await store.close();
      const folder = mkdtempSync(join(tmpdir(), 'export-'));
      const env = envFor(config);

      const june = join(folder, 'june.csv');
      const run = await runScript(
        'scripts/registrations-export.ts',
        ['--since', '2026-06-01', '--out', june],
        env,
      );
      expect(run.stderr).toBe('');
      expect(namesIn(june)).toEqual(['Midnight', 'Winter']);
      const december = join(folder, 'december.csv');
      await runScript(
        'scripts/registrations-export.ts',
        ['--since', '2026-12-01', '--out', december],
        env,
      );
      expect(namesIn(december)).toEqual(['Winter']);
    });

    it('refuses a day not on the calendar, and never replaces a file unless --force', async () => {
      const config = await database.fresh();
      const store = await openRegistrationStore(config);
      // A minute apart: two added in the same millisecond have no order.
      await store.add(person('Ann'), { now: new Date('2026-11-02T10:00:00Z') });
      await store.add(person('Bea'), { now: new Date('2026-11-02T10:01:00Z') });
      await store.close();
      const folder = mkdtempSync(join(tmpdir(), 'export-'));
      const env = envFor(config);
      const out = join(folder, 'today.csv');
      const first = await runScript('scripts/registrations-export.ts', ['--out', out], env);
      expect(first).toMatchObject({ code: 0 });
      const written = readFileSync(out);
      expect(namesIn(out)).toEqual(['Ann', 'Bea']);

      for (const since of ['2026-13-45', '2026-02-30', '2026-1-5']) {
        const bad = await runScript(
          'scripts/registrations-export.ts',
          ['--since', since, '--out', out, '--force'],
          env,
        );
        expect(bad.code, since).toBe(2);
        expect(bad.stderr, since).toContain(
          `--since takes a day on the calendar written YYYY-MM-DD, like 2026-12-01, not "${since}"`,
        );
      }
      expect(readFileSync(out)).toEqual(written);

      const again = await runScript('scripts/registrations-export.ts', ['--out', out], env);
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(
        `registrations:export: ${out} already exists and was left as it is; give another --out, or add --force to replace it.`,
      );
      expect(readFileSync(out)).toEqual(written);

      writeFileSync(out, 'old', { mode: 0o644 });
      const forced = await runScript(
        'scripts/registrations-export.ts',
        ['--out', out, '--force', '--since', '2099-01-01'],
        env,
      );
      expect(forced).toMatchObject({ code: 0 });
      expect(namesIn(out)).toEqual([]);
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(readdirSync(folder).sort()).toEqual(['today.csv']);
    });
  },
);

describe('staff commands that cannot reach their database', {
  timeout: 4 * DATABASE_TEST_TIMEOUT,
}, () => {
  it('say so in one line, without a stack trace or the password, and exit non-zero', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => done(port));
      });
    });
    const runs: [string, string[], string][] = [
      ['scripts/registrations-count.ts', [], `postgres://app:s3cret@127.0.0.1:${port}/r`],
      [
        'scripts/registrations-export.ts',
        ['--out', join(tmpdir(), 'never.csv')],
        `postgres://app:s3cret@127.0.0.1:${port}/r`,
      ],
      ['scripts/registrations-outbox.ts', [], `postgres://app:s3cret@127.0.0.1:${port}/r`],
      ['scripts/registrations-count.ts', [], 'postgres://app:s3cret%zz@db.example.net/r'],
    ];
    for (const [script, args, url] of runs) {
      const run = await runScript(script, args, { DATABASE_URL: url });
      expect(run.code, script).not.toBe(0);
      const lines = run.stderr.trimEnd().split('\n');
      expect(lines, script).toHaveLength(1);
      expect(lines[0], script).toMatch(/^registrations:(count|export|outbox): /);
      expect(run.stderr, script).not.toMatch(/\n\s+at |s3cret/);
    }
  });
});
