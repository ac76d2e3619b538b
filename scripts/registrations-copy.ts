/**
 * npm run registrations:copy -- --from data/registrations.sqlite --to postgres://…
 *
 * Copies an existing registrations database into another: typically the
 * SQLite file of a single server into the PostgreSQL database several
 * servers will share. The target's schema is created or migrated first.
 * Running it again copies nothing new, so it is safe to repeat. Stop the
 * server that writes to the source first, so nothing arrives in between.
 * The copy is recorded in the target's audit log (where from, how many rows).
 */
import { existsSync } from 'node:fs';
import { readEnvironment } from '../server/config.ts';
import { commandLineActor, writeAudit } from '../server/store/audit.ts';
import { databaseConfigFor, openDatabase } from '../server/store/database.ts';
import { copyDatabase } from '../server/store/database-copy.ts';
import { DatabaseUrlError } from '../server/store/postgres-connection.ts';
import { readCommandArgs, runCommand } from './lib/cli-args.ts';

const USAGE =
  'usage: npm run registrations:copy -- --from <SQLite file or postgres:// URL> --to <postgres:// URL or SQLite file>';

function fail(message: string): number {
  console.error(`registrations:copy: ${message}\n${USAGE}`);
  return 2;
}

async function main(argv: readonly string[]): Promise<number> {
  const args = readCommandArgs('registrations:copy', USAGE, argv, { options: ['from', 'to'] });
  if (typeof args === 'number') return args;
  const fromArg = args.options.get('from');
  const toArg = args.options.get('to');
  if (!fromArg || !toArg) return fail(`--${fromArg ? 'to' : 'from'} is required`);
  let configs: ReturnType<typeof databaseConfigFor>[];
  try {
    configs = [databaseConfigFor(fromArg), databaseConfigFor(toArg)];
  } catch (error) {
    if (error instanceof DatabaseUrlError)
      return fail(error.message.replace('DATABASE_URL', 'the URL'));
    throw error;
  }
  const [fromConfig, toConfig] = configs as [(typeof configs)[0], (typeof configs)[0]];
  if (fromConfig.kind === 'sqlite' && !existsSync(fromConfig.file)) {
    return fail(`--from ${fromArg}: no such file (nothing to copy)`);
  }
  if (JSON.stringify(fromConfig) === JSON.stringify(toConfig)) {
    return fail('--from and --to name the same database');
  }
  // The source's hashes are keyed with ADDRESS_HASH_SECRET when it is set, else with its folder's secret.
  const secret = readEnvironment().ADDRESS_HASH_SECRET;
  const from = await openDatabase(
    secret ? { ...fromConfig, addressHashSecret: secret } : fromConfig,
  ).catch((error: unknown) => {
    throw new Error(`--from: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    // The hashes are copied as they are, so the target keeps them under the source's secret.
    const to = await openDatabase({
      ...toConfig,
      addressHashSecret: from.addressHashSecret,
    }).catch((error: unknown) => {
      throw new Error(`--to: ${error instanceof Error ? error.message : String(error)}`);
    });
    try {
      // Recorded in the target, in the copy's own transaction.
      const report = await copyDatabase(from, to, (trx, copied) =>
        writeAudit(trx, commandLineActor(process.env), 'copy', {
          from: from.location,
          rows: copied,
        }),
      );
      for (const { table, read, copied } of report) {
        console.log(
          `${table}: ${copied} copied, ${read - copied} already there (${read} in ${from.location}).`,
        );
      }
      console.log(`Done: ${to.location} now holds everything in ${from.location}.`);
      return 0;
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

runCommand('registrations:copy', main);
