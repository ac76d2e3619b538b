/**
 * Confirmations gain the key their address is counted by for the limit of one
 * a day (lower case, without a `+tag`), filled in for those already queued. The hourly ceiling counts confirmations by when they
 * were queued or released (queued_at, by the database's clock): an index for
 * each count.
 */
import type { Kysely } from 'kysely';

/**
 * The key as this migration was released with it: a frozen copy, so that a
 * later change to the live rule (server/store/confirmation-address.ts) never
 * changes what this migration did.
 */
function confirmationAddressKey(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  const local = folded.slice(0, at);
  const plus = local.indexOf('+');
  if (plus <= 0) return folded;
  return `${local.slice(0, plus)}${folded.slice(at)}`;
}

type Outbox = { outbox: { id: string; kind: string; recipient: string; address_key: string } };

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('address_key', 'text').execute();
  const outbox = db as unknown as Kysely<Outbox>;
  const confirmations = await outbox
    .selectFrom('outbox')
    .select(['id', 'recipient'])
    .where('kind', '=', 'visitor-confirmation')
    .execute();
  for (const { id, recipient } of confirmations) {
    await outbox
      .updateTable('outbox')
      .set({ address_key: confirmationAddressKey(recipient) })
      .where('id', '=', id)
      .execute();
  }
  await db.schema
    .createIndex('outbox_kind_address_key')
    .on('outbox')
    .columns(['kind', 'address_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('outbox_kind_queued')
    .on('outbox')
    .columns(['kind', 'queued_at'])
    .execute();
}
