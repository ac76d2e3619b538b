// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';
import { openDatabase } from './database.ts';
import { DatabaseUrlError, parseDatabaseUrl } from './postgres-connection.ts';
import { DATABASE_TEST_TIMEOUT } from './test-databases.ts';

function refusal(url: string): string {
  try {
    parseDatabaseUrl(url);
  } catch (error) {
    expect(error, url).toBeInstanceOf(DatabaseUrlError);
    return (error as Error).message;
  }
  throw new Error(`${url} was accepted`);
}

describe('DATABASE_URL as libpq reads it', () => {
  it('takes a Unix socket folder from ?host= or from a percent-encoded host', () => {
    expect(parseDatabaseUrl('postgres:///registrations?host=/var/run/postgresql')).toMatchObject({
      host: '/var/run/postgresql',
      port: 5432,
      database: 'registrations',
      location: 'postgres:///registrations?host=%2Fvar%2Frun%2Fpostgresql',
    });
    expect(parseDatabaseUrl('postgres://app@%2Fvar%2Frun%2Fpostgresql:5433/r')).toMatchObject({
      host: '/var/run/postgresql',
      port: 5433,
      user: 'app',
      database: 'r',
    });
  });

  it('reads the password, client certificate and key given as parameters', () => {
    const folder = mkdtempSync(join(tmpdir(), 'database-url-'));
    writeFileSync(join(folder, 'client.crt'), 'CLIENT CERTIFICATE');
    writeFileSync(join(folder, 'client.key'), 'CLIENT KEY');
    const connection = parseDatabaseUrl(
      `postgres://app@db.example.net/r?password=s3cret&sslmode=require&sslcert=${folder}/client.crt&sslkey=${folder}/client.key`,
    );
    expect(connection.password).toBe('s3cret');
    expect(connection.ssl).toMatchObject({
      cert: 'CLIENT CERTIFICATE',
      key: 'CLIENT KEY',
      rejectUnauthorized: false,
    });
    expect(connection.location).toBe('postgres://app@db.example.net:5432/r');
    expect(refusal('postgres://app@db.example.net/r?sslmode=require&sslkey=/nowhere/k')).toMatch(
      /sslkey=\/nowhere\/k could not be read \(ENOENT\)/,
    );
  });

  it('refuses a malformed URL with the reason, never the password', () => {
    const problems: [string, RegExp][] = [
      ['postgres://app:s3cret%zz@db.example.net/r', /% that is not followed by two hex digits/],
      ['postgres://app:s3cret%@db.example.net/r', /% that is not followed by two hex digits/],
      ['postgres://app:s3cret%ff@db.example.net/r', /not valid UTF-8/],
      ['postgres://app:s3cret@db.example.net/r?sslmod=require', /"sslmod" is not a parameter/],
      ['postgres://app:s3cret@db.example.net:99999/r', /not a port number|not a valid URL/],
      // An unencoded / in the password: the host ends at it, or the real host becomes the database.
      ['postgres://app:s3/cret@db.example.net/r', /not a valid URL: .*\/ as %2F/],
      ['postgres://app:12/s3cret@db.example.net/r', /database name with an @ .*\/ as %2F/],
    ];
    for (const [url, reason] of problems) {
      const message = refusal(url);
      expect(message, url).toMatch(reason);
      expect(message, url).not.toMatch(/s3cret/);
    }
  });
});

describe('DATABASE_URL naming a Unix socket', { timeout: DATABASE_TEST_TIMEOUT }, () => {
  let cluster: PostgresCluster | undefined;
  afterAll(() => cluster?.destroy());

  it('connects through the socket folder, written either way', async () => {
    cluster = await startPostgresCluster();
    await cluster.createDatabase('through_socket');
    const { port, socketFolder } = cluster;
    const urls = [
      `postgres://postgres@/through_socket?host=${socketFolder}&port=${port}`,
      `postgres://postgres@${encodeURIComponent(socketFolder)}:${port}/through_socket`,
    ];
    for (const url of urls) {
      const database = await openDatabase({ kind: 'postgres', url });
      try {
        const { rows } = await sql<{ path: string }>`select current_database() as path`.execute(
          database.db,
        );
        expect(rows[0]?.path, url).toBe('through_socket');
        expect(database.location, url).toContain(`host=${encodeURIComponent(socketFolder)}`);
      } finally {
        await database.close();
      }
    }
  });
});
