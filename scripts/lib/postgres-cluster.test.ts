// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';
import { findPostgresBin } from './postgres-install.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from './run-script.ts';

const query = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
};

describe('findPostgresBin', () => {
  it('picks the newest Debian version that has the server programs', () => {
    const root = mkdtempSync(join(tmpdir(), 'pg-root-'));
    for (const [version, programs] of [
      ['13', ['initdb', 'pg_ctl', 'postgres']],
      ['15', ['initdb', 'pg_ctl', 'postgres']],
      ['16', ['psql']],
    ] as const) {
      mkdirSync(join(root, version, 'bin'), { recursive: true });
      for (const name of programs) writeFileSync(join(root, version, 'bin', name), '');
    }
    expect(findPostgresBin({}, root)).toBe(join(root, '15', 'bin'));
    expect(findPostgresBin({ POSTGRES_BIN: join(root, '16', 'bin') }, root)).toBeNull();
    expect(findPostgresBin({}, join(root, 'none'))).toBeNull();
    rmSync(root, { recursive: true });
  });
});

describe('a throwaway PostgreSQL cluster', { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 60_000);
  afterAll(() => cluster?.destroy());

  it('answers on 127.0.0.1, keeps what was committed across a stop and start', async () => {
    const url = await cluster.createDatabase('kept');
    await query(url, 'CREATE TABLE t (n int); INSERT INTO t VALUES (42)');
    await cluster.stop();
    await expect(query(url, 'SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
    await cluster.start();
    expect(await query(url, 'SELECT n FROM t')).toEqual([{ n: 42 }]);
    expect(new URL(cluster.url).hostname).toBe('127.0.0.1');
  });
});

describe('npm run test:unit where PostgreSQL is missing, outside CI', () => {
  it(
    'prints the command and installs nothing',
    async () => {
      const run = await runScript('scripts/ensure-postgres.ts', [], {
        CI: '',
        POSTGRES_BIN: join(tmpdir(), 'no-postgres-here'),
      });
      expect(run.stderr).toContain('PostgreSQL is needed for');
      expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y postgresql');
      expect(run.stdout).not.toContain('Installing');
      expect(run.code).toBe(1);
    },
    SCRIPT_TEST_TIMEOUT,
  );
});
