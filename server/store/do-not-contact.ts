/**
 * The do-not-contact list as the rest of the server reads it: an address is
 * known by the SHA-256 hash of it in lower case (the list never holds the
 * address), and it stands while the address has not agreed again, on a
 * verified registration, since it unsubscribed (server/store/announcements.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How the do-not-contact list knows an address: a hash of it in lower case. */
export const addressHash = (address: string) => sha256(address.trim().toLowerCase());

/** The unsubscribe time of each registration's address while it stands (null when it does not). */
export async function unsubscribedAt(db: Queryable, emails: readonly (string | null)[]) {
  const list = new Map(
    (await db.selectFrom('unsubscribes').selectAll().execute()).map((u) => [
      u.address_hash,
      u.unsubscribed_at,
    ]),
  );
  const consents = new Map<string, string>();
  if (list.size > 0) {
    const agreed = await db
      .selectFrom('registrations')
      .select(['email', 'marketing_consent_at'])
      .where('marketing_opt_in', '=', 1)
      .where('unverified_reason', 'is', null)
      .where('email', 'is not', null)
      .execute();
    for (const r of agreed) {
      const hash = addressHash(r.email ?? '');
      const at = r.marketing_consent_at ?? '';
      if (at > (consents.get(hash) ?? '')) consents.set(hash, at);
    }
  }
  return emails.map((email) => {
    if (!email) return null;
    const hash = addressHash(email);
    const at = list.get(hash);
    return at !== undefined && at >= (consents.get(hash) ?? '') ? at : null;
  });
}
