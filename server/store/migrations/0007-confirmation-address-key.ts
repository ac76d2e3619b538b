/**
 * Confirmations gain the key their address is counted by for the limit of one
 * a day (server/store/confirmation-address.ts: lower case, without a `+tag`), filled in for
 * those already queued. The hourly ceiling counts confirmations by when they
 * were queued or released (queued_at, by the database's clock): an index for
 * each count.
 */
import type { Kysely } from 'kysely';
import { confirmationAddressKey } from '../confirmation-address.ts';

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
