/**
 * The do-not-contact list, and the one rule of whether an unsubscribe still
 * stands, for everything that reads it (the announcements' reach, the leads
 * and the export).
 *
 * An address is known by its key, a keyed hash of it (the database's
 * `addressHash`, server/store/address-hash.ts): the list never holds the
 * address. Each registration keeps its address's key
 * (registrations.address_hash, migration 0010), so the list is joined by an
 * index.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The lock an unsubscribe writes under, and the mail worker's claim of an
 * announcement takes before it reads the list (outbox-claim.ts): a claim
 * after an unsubscribe sees it.
 */
export const doNotContactLock = (hash: string) => `unsubscribe:${hash}`;

/**
 * The unsubscribes that stand, as SQL (address_hash, unsubscribed_at): every
 * entry on the list. An entry goes only when the address confirms from its
 * own mailbox that it wants the announcements again (consents.ts). A
 * registration, with the box ticked or not, changes nothing: anyone can
 * type any address.
 */
export const standingUnsubscribes = sql`SELECT address_hash, unsubscribed_at FROM unsubscribes`;

/** Keys per query: well under both databases' limit on bound parameters. */
const BATCH = 500;

/**
 * The unsubscribe time of each registration's address, by the key the
 * registration keeps (address_hash), while it stands (null when it does not).
 */
export async function unsubscribedAt(db: Queryable, hashes: readonly (string | null)[]) {
  const wanted = [...new Set(hashes.filter((h): h is string => h !== null))];
  const standing = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const batch = wanted.slice(start, start + BATCH);
    const { rows } = await sql<{ address_hash: string; unsubscribed_at: string }>`
      SELECT address_hash, unsubscribed_at FROM (${standingUnsubscribes}) standing
      WHERE address_hash IN (${sql.join(batch)})`.execute(db);
    for (const row of rows) standing.set(row.address_hash, row.unsubscribed_at);
  }
  return hashes.map((hash) => (hash === null ? null : (standing.get(hash) ?? null)));
}
