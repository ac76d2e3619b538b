/**
 * A throwaway PostgreSQL server for tests: its own data folder under the
 * system's temporary folder, a free port on 127.0.0.1, its socket in that
 * folder, and no durability settings (fsync off), since it lives for one
 * test file (a commit still reaches the operating system before it returns,
 * so stopping the server loses nothing committed). It can be stopped and started again on the same port, for tests
 * of a database that goes away and comes back.
 *
 * PostgreSQL refuses to run as root: as root, every program runs as the
 * `postgres` user the Debian package creates (`su postgres -c …`), in a
 * folder that user owns. The first cluster's freshly initialised data folder
 * is kept as a template, so later clusters copy it instead of running
 * initdb again (about 3 s on a busy machine).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPostgresBin, postgresNeed } from './postgres-install.ts';
import { installCommand } from './system-packages.ts';

const run = promisify(execFile);
const SERVER_USER = 'postgres';

export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** The folder of its Unix socket (`.s.PGSQL.<port>`). */
  socketFolder: string;
  /** A new, empty database in the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (connections are cut at once), keeping its data. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
};

const asRoot = process.getuid?.() === 0;

function quote(arg: string): string {
  return `'${arg.replaceAll("'", "'\\''")}'`;
}

/** Runs a PostgreSQL program, as the postgres user when this process is root. */
async function runProgram(program: string, args: readonly string[]) {
  if (!asRoot) return run(program, args);
  return run('su', [SERVER_USER, '-c', [program, ...args].map(quote).join(' ')]);
}

async function ownedByServerUser(path: string) {
  if (!asRoot) return;
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, SERVER_USER])).stdout.trim())),
  );
  await chown(path, uid as number, gid as number);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** A freshly initialised data folder to copy: made once per machine and PostgreSQL version. */
async function templateDataFolder(bin: string): Promise<string> {
  const version = basename(dirname(bin));
  const template = join(
    tmpdir(),
    `registrations-postgres-template-${version}-${process.getuid?.()}`,
  );
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const scratch = await mkdtemp(join(tmpdir(), 'postgres-init-'));
  await ownedByServerUser(scratch);
  const data = join(scratch, 'data');
  await runProgram(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  try {
    await rename(data, template);
  } catch {
    // Another test file made it first: use theirs.
  }
  await rm(scratch, { recursive: true, force: true });
  return template;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `${postgresNeed.name} is needed for ${postgresNeed.purpose} and was not found. Install it with:\n  ${installCommand(postgresNeed.packages)}`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'postgres-'));
  await ownedByServerUser(folder);
  const data = join(folder, 'data');
  await runProgram('cp', ['-a', await templateDataFolder(bin), data]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  const start = () =>
    runProgram(pgCtl, ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  const stop = () => runProgram(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    url,
    port,
    socketFolder: folder,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await stop();
    },
    async start() {
      await start();
    },
    async destroy() {
      // Stopped whatever this side believes: a failed test may have left it either way.
      if (existsSync(join(data, 'postmaster.pid'))) await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
