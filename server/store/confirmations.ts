/**
 * What a registration's confirmation to the visitor comes to: a proof of
 * work spent once, at most one confirmation an address a day, an hourly
 * ceiling past which they are held, and the one alert to staff while they
 * are. Every function runs in the registration's own transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import { confirmationAddressKey } from './confirmation-address.ts';
import type { RegistrationsDatabase } from './database.ts';
import { queue } from './outbox.ts';
import { type Mailbox, NO_REGISTRATION, type OutgoingMessage } from './outbox-message.ts';
import type { AddOptions, ConfirmationOutcome, UnverifiedReason } from './registration-types.ts';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type LockKey = RegistrationsDatabase['lockKey'];
type DatabaseClock = RegistrationsDatabase['databaseTime'];

/** One address gets at most one confirmation in this time, however many registrations name it. */
export const CONFIRMATION_PER_ADDRESS_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const addressOf = (to: Mailbox | string) => (typeof to === 'string' ? to : to.address);

/**
 * Spends a fresh proof: recorded as used in this transaction, so across every
 * server sharing the database a proof verifies one registration only (a
 * second transaction inserting the same id waits for the first and then
 * finds it). Proofs past their expiry are dropped on the way: the check
 * refuses them anyway.
 */
export async function spendProof(
  trx: Transaction<DatabaseSchema>,
  verification: AddOptions['verification'],
  clock: DatabaseClock,
): Promise<UnverifiedReason | null> {
  if (!verification) return 'no-proof';
  if ('reason' in verification) return verification.reason;
  // By the database's clock: a server whose clock runs fast must not forget a
  // proof that another server would still accept.
  await trx.deleteFrom('used_proofs').where('expires_at', '<', clock()).execute();
  const inserted = await trx
    .insertInto('used_proofs')
    .values({ id: verification.proof.id, expires_at: verification.proof.expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? null : 'reused-proof';
}

export async function confirmationOf(
  trx: Queryable,
  registrationId: string,
): Promise<ConfirmationOutcome> {
  const row = await trx
    .selectFrom('outbox')
    .select('status')
    .where('registration_id', '=', registrationId)
    .where('kind', '=', 'visitor-confirmation')
    .executeTakeFirst();
  if (!row) return 'none';
  return row.status === 'held' ? 'held' : 'queued';
}

/** The lock every decision about the hourly ceiling takes, on every server. */
const CEILING_LOCK = 'confirmations:hourly-ceiling';

/**
 * Whether a confirmation may go: none when the address (by its key, see
 * server/store/confirmation-address.ts) had one in the last 24 hours, whatever became of
 * it; held when the hour's ceiling is reached. Each count is taken under a
 * transaction-scoped lock (on the address's key, then on the ceiling), so
 * two registrations deciding at once at two servers take turns, and the
 * second sees what the first queued: count-then-insert is otherwise a race
 * on PostgreSQL. The locks are taken after the registration's own (its
 * fingerprint) and its proof, always in this order.
 */
export async function confirmationAllowance(
  trx: Transaction<DatabaseSchema>,
  message: OutgoingMessage,
  now: Date,
  options: AddOptions,
  { lockKey, clock }: { lockKey: LockKey; clock: DatabaseClock },
): Promise<ConfirmationOutcome> {
  const key = confirmationAddressKey(addressOf(message.to));
  await lockKey(trx, `confirmations:address:${key}`);
  const recent = await trx
    .selectFrom('outbox')
    .select('id')
    .where('kind', '=', 'visitor-confirmation')
    .where('address_key', '=', key)
    .where('created_at', '>=', new Date(now.getTime() - CONFIRMATION_PER_ADDRESS_MS).toISOString())
    .executeTakeFirst();
  if (recent) return 'none';
  const ceiling = options.confirmationsPerHour ?? Number.POSITIVE_INFINITY;
  if (ceiling === Number.POSITIVE_INFINITY) return 'queued';
  await lockKey(trx, CEILING_LOCK);
  const { sent } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('sent'))
    .where('kind', '=', 'visitor-confirmation')
    .where('status', '!=', 'held')
    // When each was queued or released, by the database's clock: the same
    // hour for every server, and a released confirmation counts from its release.
    .where('queued_at', '>=', clock(-HOUR_MS))
    .executeTakeFirstOrThrow();
  return Number(sent) >= ceiling ? 'held' : 'queued';
}

/**
 * Tells staff that confirmations are being held: one alert per spell of
 * holding (queued with the first held confirmation, after the gathering
 * delay), its count kept up to date while it waits to go.
 */
export async function alertHeld(
  trx: Transaction<DatabaseSchema>,
  now: Date,
  options: AddOptions,
  domain: string,
  clock: DatabaseClock,
) {
  if (!options.heldAlert) return;
  const { held } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('held'))
    .where('kind', '=', 'visitor-confirmation')
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow();
  const alert = options.heldAlert(Number(held));
  if (Number(held) === 1) {
    await queue(trx, alert, {
      registrationId: NO_REGISTRATION,
      status: 'pending',
      at: now.toISOString(),
      queuedAt: clock(),
      due: clock(options.heldAlertDelayMs ?? 0),
      domain,
    });
    return;
  }
  // Only an alert no worker has taken yet is brought up to date.
  await trx
    .updateTable('outbox')
    .set({ payload: JSON.stringify(alert), subject: alert.subject })
    .where('kind', '=', 'staff-alert')
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', clock())
    .where('lease_owner', 'is', null)
    .execute();
}
