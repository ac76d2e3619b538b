/**
 * How the do-not-contact list and the registrations know an address without
 * keeping it: an HMAC-SHA-256, keyed with the server's secret, of the
 * SHA-256 of the address trimmed and in lower case. Without the secret a
 * guessed address cannot be checked against the stored hashes.
 *
 * The secret is ADDRESS_HASH_SECRET (server/config.ts), or else a random one
 * the server makes on its first start in its data folder (beside the SQLite
 * file; on PostgreSQL, `data/`), readable by its user only, and reads again
 * afterwards. Servers sharing PostgreSQL must share the secret: the database
 * keeps a check of it (a keyed hash of a fixed text), and a server whose
 * secret does not match refuses to start rather than forget who unsubscribed.
 *
 * Hashing the plain SHA-256 (the rule of migration 0010) rather than the
 * address lets the rows 0010 filled be re-keyed from the hashes alone, the
 * list's entries for erased people included, whose addresses are gone.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** The rule the rows follow once re-keyed, as recorded in address_hash_scheme. */
export const KEYED_SCHEME = 'hmac-sha256(secret, sha256(address))';

/** The file the made-up secret is kept in, in the data folder. */
export const SECRET_FILE = 'address-hash-secret';

/** The folder a PostgreSQL server keeps its made-up secret in (the default SQLite file's). */
export const POSTGRES_SECRET_FOLDER = 'data';

export const plainAddressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

/** The hash of `address` under `secret`: what the three tables keep. */
export const keyedAddressHash = (secret: string) => (address: string) =>
  hmac(secret, plainAddressHash(address));

/** A check of the secret, kept in the database: it tells two secrets apart and reveals neither. */
export const keyCheck = (secret: string) => hmac(secret, 'address-hash key check');

export type AddressHashSecret = { secret: string; from: string };

/**
 * The secret: `configured` (ADDRESS_HASH_SECRET), or the one in the data
 * folder, made there (0600) on the first start. Two processes starting
 * together agree: the file appears whole under its name (a hard link to a
 * finished file), and the one that loses the race reads the winner's.
 */
export function addressHashSecret(
  configured: string | undefined,
  folder: string,
): AddressHashSecret {
  if (configured) return { secret: configured, from: 'ADDRESS_HASH_SECRET' };
  const file = join(resolve(folder), SECRET_FILE);
  try {
    return { secret: readFileSync(file, 'utf8').trim(), from: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(partial, { force: true });
  }
  return { secret: readFileSync(file, 'utf8').trim(), from: file };
}

/** The secret does not match the one the stored hashes were made with. */
export class AddressHashSecretError extends Error {}

type Locker = (trx: Transaction<DatabaseSchema>, key: string) => Promise<void>;

/**
 * Brings the stored hashes to the keyed rule, once, in one transaction:
 * each plain SHA-256 left by migration 0010 becomes its HMAC, in the three
 * tables, and the rule and the key's check are recorded. Later starts only
 * compare the check. Returns how many hashes were re-keyed.
 */
export async function keyAddressHashes(
  db: Kysely<DatabaseSchema>,
  lockKey: Locker,
  { secret, from }: AddressHashSecret,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'address-hash-scheme');
    const recorded = await trx.selectFrom('address_hash_scheme').selectAll().executeTakeFirst();
    if (recorded) {
      if (recorded.key_check !== keyCheck(secret))
        throw new AddressHashSecretError(
          `the address hashes in this database were made with another secret than this server's (${from}), so it could not tell who unsubscribed. Set ADDRESS_HASH_SECRET to the secret they were made with, the same on every server (see README, Deploying).`,
        );
      return 0;
    }
    const rekey = (hash: string) => hmac(secret, hash);
    let count = 0;
    const registrations = await trx
      .selectFrom('registrations')
      .select(['id', 'address_hash'])
      .where('address_hash', 'is not', null)
      .execute();
    for (const { id, address_hash } of registrations) {
      await trx
        .updateTable('registrations')
        .set({ address_hash: rekey(address_hash ?? '') })
        .where('id', '=', id)
        .execute();
      count++;
    }
    for (const { address_hash } of await trx
      .selectFrom('unsubscribes')
      .select('address_hash')
      .execute()) {
      await trx
        .updateTable('unsubscribes')
        .set({ address_hash: rekey(address_hash) })
        .where('address_hash', '=', address_hash)
        .execute();
      count++;
    }
    for (const { token_hash, address_hash } of await trx
      .selectFrom('unsubscribe_tokens')
      .select(['token_hash', 'address_hash'])
      .execute()) {
      await trx
        .updateTable('unsubscribe_tokens')
        .set({ address_hash: rekey(address_hash) })
        .where('token_hash', '=', token_hash)
        .execute();
      count++;
    }
    await trx
      .insertInto('address_hash_scheme')
      .values({
        id: 1,
        scheme: KEYED_SCHEME,
        key_check: keyCheck(secret),
        rekeyed_at: now.toISOString(),
      })
      .execute();
    return count;
  });
}
