/**
 * npm run registrations:backup -- --out FILE [--force]
 *
 * An online backup of the registrations, safe while the server runs, written
 * readable by this user only (0600), whole or not at all, and never over an
 * existing file unless --force is given:
 *
 * - SQLite (REGISTRATIONS_DB, default data/registrations.sqlite): SQLite's
 *   backup API, a consistent copy of the database as one file (restore by
 *   stopping the server and putting it in the store's place);
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format with the URL's
 *   settings, the password passed through the environment, never on the
 *   command line (restore with pg_restore).
 *
 * The backup is recorded in the audit log. A file that cannot be written is
 * named in one line with what to do.
 */
import { execFile } from 'node:child_process';
import { chmod, link, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { commandDatabase } from '../server/config.ts';
import { commandLineActor } from '../server/store/audit.ts';
import { libpqEnvironment, parseDatabaseUrl } from '../server/store/postgres-connection.ts';
import { openStaffStore } from '../server/store/staff.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';
import { findPostgresBin } from './lib/postgres-install.ts';
import { trackTemporaryFile } from './lib/temporary-files.ts';
import { cannotWriteMessage } from './lib/text-files.ts';

const COMMAND = 'registrations:backup';
const USAGE = 'usage: npm run registrations:backup -- --out FILE [--force]';
const run = promisify(execFile);

async function backUpSqlite(file: string, to: string) {
  const database = new Database(file, { fileMustExist: true });
  try {
    await database.backup(to);
  } finally {
    database.close();
  }
}

/** pg_dump from PATH, or from the PostgreSQL installation the tests use. */
async function pgDump(url: string, to: string) {
  const args = ['--format=custom', '--no-password', `--file=${to}`];
  const env = { ...process.env, ...libpqEnvironment(url) };
  const bin = findPostgresBin();
  const candidates = ['pg_dump', ...(bin ? [join(bin, 'pg_dump')] : [])];
  for (const program of candidates) {
    try {
      await run(program, args, { env });
      return;
    } catch (error) {
      const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
      if (code === 'ENOENT') continue;
      throw new Error(`pg_dump failed: ${String(stderr ?? '').trim() || (error as Error).message}`);
    }
  }
  throw new Error(
    'pg_dump was not found: install the PostgreSQL client (on Debian or Ubuntu: sudo apt-get install -y postgresql-client).',
  );
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs(COMMAND, USAGE, argv, { options: ['out'], flags: ['force'] });
  if (typeof args === 'number') return args;
  const out = args.options.get('out');
  if (!out) {
    console.error(`${COMMAND}: give the backup's file with --out\n${USAGE}`);
    return 2;
  }
  const config = commandDatabase();
  const temporary = join(dirname(out), `.${basename(out)}.${process.pid}.tmp`);
  const untrack = trackTemporaryFile(temporary);
  try {
    // Made private before anything is written into it; SQLite and pg_dump keep its mode.
    await rm(temporary, { force: true });
    try {
      await writeFile(temporary, '', { mode: 0o600 });
    } catch (error) {
      console.error(`${COMMAND}: ${cannotWriteMessage(out, error)}; nothing was written.`);
      return 2;
    }
    if (config.kind === 'sqlite') await backUpSqlite(config.file, temporary);
    else await pgDump(config.url, temporary);
    await chmod(temporary, 0o600);
    if (args.flags.has('force')) await rename(temporary, out);
    else {
      try {
        await link(temporary, out);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        console.error(
          `${COMMAND}: ${out} already exists and was left as it is; give another --out, or add --force to replace it.`,
        );
        return 1;
      }
    }
  } finally {
    await rm(temporary, { force: true });
    untrack();
  }
  const from =
    config.kind === 'sqlite' ? config.file : (parseDatabaseUrl(config.url).location ?? '');
  // Recorded once the backup is whole; it names the file, which holds every registration.
  const staff = await openStaffStore(config);
  try {
    await staff.record(commandLineActor(process.env), 'backup', { to: out });
  } finally {
    await staff.close();
  }
  console.log(`Backed up ${from} to ${out} (readable by you only).`);
  return 0;
}

runCommand(COMMAND, main);
