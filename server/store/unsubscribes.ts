/**
 * Unsubscribing from announcements. The do-not-contact list and the
 * unsubscribe tokens keep hashes of addresses (do-not-contact.ts) and of
 * tokens, never the address or the token: an unsubscribe link carries 32
 * random bytes, made when the message is handed to the mail server (so no
 * queued message holds one), naming one address and nothing else.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { doNotContactLock, sha256 } from './do-not-contact.ts';
import { NO_REGISTRATION } from './outbox-message.ts';
import { lockRegistration } from './person-lock.ts';

/** How often an unsubscribe looks again while a worker is still sending that address an announcement. */
const SENDING_POLL_MS = 50;

/** Who the audit log says unsubscribed: the person, by their link (never their address). */
export const UNSUBSCRIBE_ACTOR: Actor = 'recipient (unsubscribe link)';

/** An unsubscribe token: 32 random bytes, base64url. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Database = Pick<
  RegistrationsDatabase,
  'db' | 'kind' | 'lockKey' | 'databaseTime' | 'addressHash'
>;

/**
 * Whether a worker holds a live lease on an announcement to the address
 * (by its key): it may be handing it to the mail server at this moment.
 */
const beingSent = async (
  { db, databaseTime }: Pick<Database, 'db' | 'databaseTime'>,
  hash: string,
) =>
  (await db
    .selectFrom('outbox')
    .select('id')
    .where('registration_id', 'in', (eb) =>
      eb.selectFrom('registrations').select('id').where('address_hash', '=', hash),
    )
    .where('kind', '=', 'announcement')
    .where('lease_owner', 'is not', null)
    .where('lease_until', '>=', databaseTime())
    .executeTakeFirst()) !== undefined;

/** The unsubscribe's one transaction: the address's key, or null for a token not issued here. */
function putOnList({ db, lockKey }: Pick<Database, 'db' | 'lockKey'>, token: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('unsubscribe_tokens')
      .select('address_hash')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!found) return null;
    const hash = found.address_hash;
    const at = now.toISOString();
    await lockKey(trx, doNotContactLock(hash));
    // A repeat (a mail client posting its one-click again, the button pressed
    // twice) finds the address already on the list: nothing more is done or recorded.
    const already = await trx
      .selectFrom('unsubscribes')
      .select('address_hash')
      .where('address_hash', '=', hash)
      .executeTakeFirst();
    if (already) return hash;
    await trx
      .insertInto('unsubscribes')
      .values({ address_hash: hash, unsubscribed_at: at })
      .execute();
    const registrations = (
      await trx
        .selectFrom('registrations')
        .select('id')
        .where('address_hash', '=', hash)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const withdrawn = await trx
      .updateTable('outbox')
      .set({ status: 'withdrawn' })
      .where('registration_id', 'in', (eb) =>
        eb.selectFrom('registrations').select('id').where('address_hash', '=', hash),
      )
      .where('kind', '=', 'announcement')
      .where('status', 'in', ['pending', 'failed'])
      .executeTakeFirst();
    await writeAudit(
      trx,
      UNSUBSCRIBE_ACTOR,
      'unsubscribe',
      { registrations, withdrawn: Number(withdrawn.numUpdatedRows) },
      now,
    );
    return hash;
  });
}

export function unsubscribeStore(database: Database) {
  const { db, kind, addressHash } = database;
  return {
    /**
     * A new unsubscribe token for `address`, kept as a hash with the hash of
     * the address: made as a message is handed over, so none is queued. For
     * a message to a registration, under that person's lock: refused (it
     * throws) once the person is erased, so an erase leaves no token behind.
     */
    async unsubscribeToken(address: string, registrationId = NO_REGISTRATION): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (trx) => {
        if (
          registrationId !== NO_REGISTRATION &&
          !(await lockRegistration(kind, trx, registrationId))
        )
          throw new Error('the registration was erased');
        await trx
          .insertInto('unsubscribe_tokens')
          .values({
            token_hash: sha256(token),
            address_hash: addressHash(address),
            created_at: new Date().toISOString(),
          })
          .execute();
      });
      return token;
    },

    /** True when `token` is one this site issued. */
    async knowsToken(token: string): Promise<boolean> {
      if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
      const row = await db
        .selectFrom('unsubscribe_tokens')
        .select('token_hash')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Puts the address `token` names on the do-not-contact list, at once:
     * its announcements not yet sent are withdrawn, and the audit log gets
     * the references of its registrations (never the address). False when
     * the token is not one this site issued: then nobody is unsubscribed.
     * Its registrations are found by their address's key (an index), and
     * its announcements by those registrations, which they were sent by.
     * Written under the address's do-not-contact lock, which the mail
     * worker's claim of an announcement takes too, so no claim after it
     * takes one to this address; and it returns only once no announcement
     * to the address is being sent (one claimed just before, at most for
     * the send in progress): once it answers, nothing more goes out.
     */
    async unsubscribe(token: string, now = new Date()): Promise<boolean> {
      if (!UNSUBSCRIBE_TOKEN.test(token)) return false;
      const hash = await putOnList(database, token, now);
      if (hash === null) return false;
      while (await beingSent(database, hash)) await sleep(SENDING_POLL_MS);
      return true;
    },
  };
}
