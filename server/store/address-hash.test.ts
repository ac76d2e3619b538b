// @vitest-environment node
/**
 * The stored address hashes are keyed with the server's secret: a guess
 * hashed without it (or with another secret) matches nothing, and the plain
 * SHA-256 rows an older release left are re-keyed once at start, on SQLite
 * and on PostgreSQL alike.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { keyedAddressHash, plainAddressHash, SECRET_FILE } from './address-hash.ts';
import { openAnnouncementStore } from './announcements.ts';
import { type DatabaseConfig, openDatabase } from './database.ts';
import { openRegistrationStore } from './registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from './test-databases.ts';
import { alex, verified } from './test-registrations.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());

const SECRET = 'a test secret that is long enough to be one, 0123456789';
const OTHER = 'another secret, just as long as the first one, 9876543210';

/** Every address hash the three tables keep. */
async function storedHashes(config: DatabaseConfig) {
  const { db, close } = await openDatabase(config);
  try {
    const rows = [
      ...(await db.selectFrom('registrations').select('address_hash').execute()),
      ...(await db.selectFrom('unsubscribes').select('address_hash').execute()),
      ...(await db.selectFrom('unsubscribe_tokens').select('address_hash').execute()),
    ];
    return rows.map((r) => r.address_hash);
  } finally {
    await close();
  }
}

/**
 * A database as an older release left it: its hashes plain SHA-256 (as
 * migration 0010 wrote them), and migration 0013 (and those after it) not yet applied.
 */
async function asBefore0013(config: DatabaseConfig, addresses: Record<string, string>) {
  const { db, close } = await openDatabase(config);
  try {
    const plain = (hash: string | null) => {
      const address = Object.entries(addresses).find(([, h]) => h === hash)?.[0];
      return address ? plainAddressHash(address) : hash;
    };
    for (const { id, address_hash } of await db
      .selectFrom('registrations')
      .select(['id', 'address_hash'])
      .execute())
      await db
        .updateTable('registrations')
        .set({ address_hash: plain(address_hash) })
        .where('id', '=', id)
        .execute();
    for (const { address_hash } of await db.selectFrom('unsubscribes').selectAll().execute())
      await db
        .updateTable('unsubscribes')
        .set({ address_hash: plain(address_hash) ?? '' })
        .where('address_hash', '=', address_hash)
        .execute();
    for (const { token_hash, address_hash } of await db
      .selectFrom('unsubscribe_tokens')
      .selectAll()
      .execute())
      await db
        .updateTable('unsubscribe_tokens')
        .set({ address_hash: plain(address_hash) ?? '' })
        .where('token_hash', '=', token_hash)
        .execute();
    // 0013 and every migration after it, undone (each only added a table), so they run again in order.
    await db.schema.dropTable('address_hash_scheme').execute();
    await db.schema.dropTable('site_drafts').execute();
    await db.schema.dropTable('site_versions').execute();
    await db.schema.dropTable('site_live').execute();
    await sql`DELETE FROM schema_migrations WHERE name >= '0013'`.execute(db);
  } finally {
    await close();
  }
}

describe.each(databases.each)('address hashes on $name', (database) => {
  it(
    'are keyed: a guess hashed without the secret, or with another, matches none; plain rows are re-keyed once',
    async () => {
      const config = { ...(await database.fresh()), addressHashSecret: SECRET };
      const registrations = await openRegistrationStore(config);
      const announcements = await openAnnouncementStore(config);
      const people = ['alex@example.org', 'sam@example.org'];
      for (const email of people) await registrations.add({ ...alex, email }, verified());
      // Sam unsubscribes: the list keeps only the hash.
      const token = await announcements.unsubscribeToken('Sam@Example.org');
      expect(await announcements.unsubscribe(token)).toBe(true);
      await registrations.close();
      await announcements.close();

      const keyed = keyedAddressHash(SECRET);
      const stored = await storedHashes(config);
      expect(new Set(stored)).toEqual(new Set(people.map(keyed)));
      for (const guess of [...people, 'Alex@example.org ']) {
        expect(stored).not.toContain(plainAddressHash(guess));
        expect(stored).not.toContain(keyedAddressHash(OTHER)(guess));
      }

      // An older release's rows: plain SHA-256, re-keyed at the next start.
      await asBefore0013(config, Object.fromEntries(people.map((p) => [p, keyed(p)])));
      const again = await openRegistrationStore(config);
      const exported = await again.exportRows('', {}, 'command line (test)');
      expect(exported.map((r) => [r.email, r.unsubscribedAt !== null])).toEqual([
        ['alex@example.org', false],
        ['sam@example.org', true],
      ]);
      await again.close();
      expect(new Set(await storedHashes(config))).toEqual(new Set(people.map(keyed)));

      // A server with another secret refuses to start rather than forget who unsubscribed.
      await expect(openDatabase({ ...config, addressHashSecret: OTHER })).rejects.toThrow(
        /made with another secret than this server's \(ADDRESS_HASH_SECRET\)/,
      );
    },
    DATABASE_TEST_TIMEOUT,
  );
});

describe('the secret without ADDRESS_HASH_SECRET', () => {
  it('is made once beside the SQLite file, readable by its user only, and read again after', async () => {
    const config = await databases.each[0]?.fresh();
    if (config?.kind !== 'sqlite') throw new Error('SQLite expected');
    const first = await openDatabase(config);
    const file = join(config.file, '..', SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = await openDatabase(config);
    expect(second.addressHash('a@example.org')).toBe(first.addressHash('a@example.org'));
    expect(first.addressHash('a@example.org')).not.toBe(plainAddressHash('a@example.org'));
    await first.close();
    await second.close();
  });
});
