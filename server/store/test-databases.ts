/**
 * The two databases the registration store runs on, for tests that must
 * pass on both: SQLite in a temporary file, and a real PostgreSQL (one
 * throwaway cluster per test file, started by the first test that needs it,
 * see lib/postgres-cluster.ts). Each `fresh()` is a new, empty database.
 *
 *   const databases = testDatabases();
 *   afterAll(() => databases.cleanUp());
 *   describe.each(databases.each)('on $name', (database) => { … await database.fresh() … });
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';
import type { DatabaseConfig } from './database.ts';

export type TestDatabase = {
  name: 'SQLite' | 'PostgreSQL';
  /** A new, empty database. */
  fresh(): Promise<DatabaseConfig>;
};

/** Time for a test's first PostgreSQL use, which starts the cluster. */
export const DATABASE_TEST_TIMEOUT = 60_000;

export function testDatabases() {
  const folder = mkdtempSync(join(tmpdir(), 'registrations-db-'));
  let cluster: Promise<PostgresCluster> | null = null;
  let count = 0;
  const postgres = () => {
    cluster ??= startPostgresCluster();
    return cluster;
  };
  const each: TestDatabase[] = [
    {
      name: 'SQLite',
      fresh: async () => ({ kind: 'sqlite', file: join(folder, `r${++count}.sqlite`) }),
    },
    {
      name: 'PostgreSQL',
      fresh: async () => ({
        kind: 'postgres',
        url: await (await postgres()).createDatabase(`registrations_${++count}`),
      }),
    },
  ];
  return {
    each,
    /** The PostgreSQL cluster itself (started if need be), to stop and start it. */
    postgres,
    async cleanUp() {
      if (cluster) await (await cluster).destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
