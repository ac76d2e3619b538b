// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot, SCRIPT_TEST_TIMEOUT } from '../../scripts/lib/run-script.ts';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import {
  DatabaseUnavailableError,
  databaseConfig,
  isDatabaseUnavailable,
  openDatabase,
  SchemaTooNewError,
} from './database.ts';
import { migrations } from './migrations.ts';
import { DatabaseUrlError, parseDatabaseUrl } from './postgres-connection.ts';
import { openRegistrationStore } from './registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

const sam: Registration = {
  name: 'Sam Example',
  email: 'sam@example.org',
  phone: null,
  storageType: 'personal',
  unitSize: '25',
  moveInDate: null,
  message: 'Zoë’s boxes, £ and "quotes"',
  marketingOptIn: false,
  unitId: null,
};

describe.each(databases.each)(
  'the database on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('is migrated at start, once, however often it is opened', async () => {
      const config = await database.fresh();
      // Several server processes start together against one PostgreSQL database;
      // an SQLite file belongs to one server, opened in turn by the staff commands.
      const opened =
        database.name === 'PostgreSQL'
          ? await Promise.all([1, 2, 3].map(() => openDatabase(config)))
          : [await openDatabase(config), await openDatabase(config)];
      const [first] = opened;
      if (!first) throw new Error('nothing opened');
      const applied = await sql<{
        name: string;
      }>`SELECT name FROM schema_migrations ORDER BY name`.execute(first.db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
      await Promise.all(opened.map((db) => db.close()));
    });

    it('stores and reads back the same values, text and times alike', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const { registration: stored } = await store.add(sam, {
        now: new Date('2026-12-01T09:30:00Z'),
      });
      await store.add({ ...sam, name: 'Later' }, { now: new Date('2026-12-02T09:30:00Z') });
      expect(await store.count()).toBe(2);
      expect((await store.list())[0]).toEqual({
        ...sam,
        id: stored.id,
        createdAt: '2026-12-01T09:30:00.000Z',
        unverifiedReason: 'no-proof',
        marketingConsent: null,
      });
      expect((await store.list('2026-12-02')).map((r) => r.name)).toEqual(['Later']);
      await store.close();
    });

    it('gives each due message to one worker, however many claim at once', async () => {
      const config = await database.fresh();
      const writer = await openRegistrationStore(config);
      const compose = (r: { email: string | null }) => [
        {
          kind: 'staff-notification' as const,
          from: 'site@example.org',
          to: 'staff@example.org',
          subject: 'New',
          text: String(r.email),
        },
      ];
      for (let i = 0; i < 60; i++)
        await writer.add({ ...sam, email: `p${i}@example.org` }, { compose });
      // Separate stores are separate connections, as separate server processes
      // would hold. Opened in turn: in one process, a second SQLite connection
      // waiting for the first one's migration would block the thread that has to
      // finish it (a real second process waits without harm, tested below).
      const workers = [];
      for (let i = 0; i < 4; i++) workers.push(await openRegistrationStore(config));
      const claimed: string[] = [];
      for (let round = 0; round < 20; round++) {
        const batches = await Promise.all(
          workers.map((worker, i) => worker.outbox.claim(`w${i}`, 60_000, 5)),
        );
        for (const batch of batches) claimed.push(...batch.map((m) => m.id));
      }
      expect(claimed).toHaveLength(60);
      expect(new Set(claimed).size).toBe(60);
      await Promise.all([writer, ...workers].map((store) => store.close()));
    });

    it('refuses a schema newer than it knows', async () => {
      const config = await database.fresh();
      const first = await openDatabase(config);
      await sql`INSERT INTO schema_migrations (name, timestamp) VALUES ('9999-from-the-future', '2030-01-01')`.execute(
        first.db,
      );
      await first.close();
      await expect(openDatabase(config)).rejects.toBeInstanceOf(SchemaTooNewError);
    });
  },
);

/** A new SQLite file's settings, not yet opened by anyone. */
async function freshSqlite() {
  const config = await databases.each[0]?.fresh();
  if (config?.kind !== 'sqlite') throw new Error('no SQLite');
  return config;
}

/** Starts a process running one of scripts/fixtures/store/, from the project's root. */
function startFixture(name: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', `scripts/fixtures/store/${name}`, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
  });
}

describe('one SQLite file opened by several processes at once', () => {
  it(
    'a new file is migrated once and the same registration stored once',
    async () => {
      const config = await freshSqlite();
      // Each process loads (a second or more on a busy machine), says it is
      // ready and waits; only when all four are ready are they released together.
      const children = [1, 2, 3, 4].map(() =>
        startFixture('add-when-released.ts', [], { REGISTRATIONS_DB: config.file }),
      );
      const runs = children.map(async (child) => {
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        const [code] = (await once(child, 'close')) as [number];
        return { code, stdout: stdout.replace('ready\n', ''), stderr };
      });
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((ready, fail) => {
              child.stdout.on('data', (chunk: Buffer) => {
                if (chunk.toString().startsWith('ready')) ready();
              });
              child.once('close', () => fail(new Error('a process ended before it was ready')));
            }),
        ),
      );
      // Nobody has opened the store yet: the file does not exist until the first open.
      expect(existsSync(config.file)).toBe(false);
      for (const child of children) child.stdin.write('go\n');
      const finished = await Promise.all(runs);
      const errors = finished.map((run) => run.stderr).join('\n');
      expect(
        finished.map((run) => run.code),
        errors,
      ).toEqual([0, 0, 0, 0]);
      expect(finished.map((run) => run.stdout.trim()).sort()).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'new',
      ]);
      const store = await openRegistrationStore(config);
      expect(await store.count()).toBe(1);
      await store.close();
    },
    2 * SCRIPT_TEST_TIMEOUT,
  );
});

describe('a new SQLite file another process is writing as the server opens it', () => {
  it(
    'waits for its lock, then switches the file to WAL and migrates it',
    async () => {
      const config = await freshSqlite();
      const holder = startFixture('hold-write-lock.ts', [config.file]);
      const exited = once(holder, 'close');
      const [first] = (await once(holder.stdout, 'data')) as [Buffer];
      expect(first.toString()).toBe('locked\n');
      // SQLite refuses the switch to WAL at once while another process holds
      // the write lock of a file still in its first journal mode.
      const store = await openRegistrationStore(config);
      expect(await store.count()).toBe(0);
      await store.close();
      expect(await exited).toEqual([0, null]);
      const check = new Database(config.file, { readonly: true });
      expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
      check.close();
    },
    SCRIPT_TEST_TIMEOUT,
  );
});

describe('PostgreSQL unreachable at start', () => {
  it('is named with where it was looked for, and no password', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => done(port));
      });
    });
    const opening = openDatabase({
      kind: 'postgres',
      url: `postgres://app:s3cret@127.0.0.1:${port}/registrations`,
    });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `PostgreSQL at postgres://app@127\\.0\\.0\\.1:${port}/registrations could not be reached \\(ECONNREFUSED\\)`,
      ),
    );
    await expect(opening).rejects.not.toThrow(/s3cret/);
  });
});

describe('DATABASE_URL', () => {
  it('switches to PostgreSQL; without it, the SQLite file', () => {
    expect(databaseConfig({ DATABASE_URL: 'postgres://db.example.net/r' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db.example.net/r',
    });
    expect(databaseConfig({ REGISTRATIONS_DB: '/srv/r.sqlite' })).toEqual({
      kind: 'sqlite',
      file: '/srv/r.sqlite',
    });
  });

  it('reads user, password, database and TLS as libpq does', () => {
    const url = 'postgresql://app%40eu:p%2Fss@db.example.net:6543/registrations?sslmode=require';
    expect(parseDatabaseUrl(url)).toEqual({
      host: 'db.example.net',
      port: 6543,
      user: 'app@eu',
      password: 'p/ss',
      database: 'registrations',
      ssl: { rejectUnauthorized: false },
      location: 'postgresql://app%40eu@db.example.net:6543/registrations',
    });
    expect(parseDatabaseUrl('postgres://localhost/r').ssl).toBe(false);
    expect(parseDatabaseUrl('postgres://localhost/r?sslmode=disable').ssl).toBe(false);
    expect(parseDatabaseUrl('postgres://localhost/r?sslmode=verify-full').ssl).toEqual({});
    const ca = join(tmpdir(), 'registrations-test-ca.pem');
    writeFileSync(ca, 'CERTIFICATE');
    const checked = parseDatabaseUrl(
      `postgres://localhost/r?sslmode=verify-ca&sslrootcert=${ca}`,
    ).ssl;
    expect(checked ? checked.ca : null).toBe('CERTIFICATE');
  });

  it('names what is wrong with a URL it cannot use', () => {
    const problems: [string, RegExp][] = [
      ['mysql://db/r', /must start with postgres:\/\//],
      ['postgres://localhost/r?sslmode=prefer', /sslmode=prefer .* is not supported/],
      ['postgres://localhost/r?sslmode=strict', /sslmode=strict is not a mode/],
      [
        'postgres://localhost/r?sslmode=require&sslrootcert=/nowhere/ca.pem',
        /sslrootcert=\/nowhere\/ca\.pem could not be read/,
      ],
    ];
    for (const [url, message] of problems) {
      expect(() => parseDatabaseUrl(url), url).toThrow(DatabaseUrlError);
      expect(() => parseDatabaseUrl(url), url).toThrow(message);
    }
    expect(() => databaseConfig({ DATABASE_URL: 'mysql://db/r' })).toThrow(DatabaseUrlError);
  });

  it('tells an outage from a mistake', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNREFUSED', '57P01', '08006', '53300'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    for (const code of ['23505', '42P01', 'SQLITE_CONSTRAINT'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
  });
});
