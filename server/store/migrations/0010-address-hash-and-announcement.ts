/**
 * Keys that let the announcements and the do-not-contact list be read by
 * index rather than by reading every row:
 * - each registration keeps its address's do-not-contact key (address_hash,
 *   as the unsubscribes and unsubscribe_tokens tables keep it), so an
 *   unsubscribe finds its registrations by an index, and an announcement's
 *   reach is one grouped query;
 * - each message keeps the announcement it is a copy of (announcement_id,
 *   until now only inside its payload), so the console counts an
 *   announcement's messages by state with one GROUP BY;
 * - the outbox is indexed by registration, kind and state, so an unsubscribe
 *   withdraws its address's waiting copies without walking every
 *   announcement.
 *
 * The key's rule is frozen here as it was released: SHA-256 of the address
 * trimmed and in lower case. A later rule (a keyed hash, say) is a later
 * migration that fills address_hash again in all three tables.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

const addressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

type Before = {
  registrations: { id: string; email: string | null; address_hash: string | null };
  outbox: { id: string; kind: string; payload: string; announcement_id: string | null };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('address_hash', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('announcement_id', 'text').execute();
  const before = db as unknown as Kysely<Before>;

  const registrations = await before
    .selectFrom('registrations')
    .select(['id', 'email'])
    .where('email', 'is not', null)
    .where('email', '!=', '')
    .execute();
  for (const { id, email } of registrations) {
    await before
      .updateTable('registrations')
      .set({ address_hash: addressHash(email ?? '') })
      .where('id', '=', id)
      .execute();
  }

  const copies = await before
    .selectFrom('outbox')
    .select(['id', 'payload'])
    .where('kind', 'in', ['announcement', 'announcement-test'])
    .execute();
  for (const { id, payload } of copies) {
    const { announcementId } = JSON.parse(payload) as { announcementId?: unknown };
    if (typeof announcementId !== 'string') continue;
    await before
      .updateTable('outbox')
      .set({ announcement_id: announcementId })
      .where('id', '=', id)
      .execute();
  }

  await db.schema
    .createIndex('registrations_address_hash')
    .on('registrations')
    .columns(['address_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('outbox_announcement')
    .on('outbox')
    .columns(['announcement_id', 'kind', 'status'])
    .execute();
  // An unsubscribe withdraws its address's waiting copies by their registrations.
  await db.schema
    .createIndex('outbox_registration_kind')
    .on('outbox')
    .columns(['registration_id', 'kind', 'status'])
    .execute();
}
