/**
 * The registrations, stored through the one database module
 * (server/store/database.ts). Every call is asynchronous and every write is
 * committed before its promise resolves, so the endpoint answers 201 only for
 * a row (and the messages it causes) that is on disk. Every query is Kysely's
 * query builder, with nothing specific to SQLite, so it runs on PostgreSQL as
 * well.
 *
 * `openRegistrationStore` gathers what the server and the commands call on
 * one database: the registrations (here), their erase and purge
 * (registration-removal.ts), the export (registration-export.ts) and the
 * outbox (outbox.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { Actor } from './audit.ts';
import { alertHeld, confirmationAllowance, confirmationOf, spendProof } from './confirmations.ts';
import { requestConsent } from './consents.ts';
import { type DatabaseSource, databaseFrom, type RegistrationsDatabase } from './database.ts';
import { outboxStore, queue } from './outbox.ts';
import { exportRows, registrationsFrom } from './registration-export.ts';
import { removalStore } from './registration-removal.ts';
import {
  type AddOptions,
  type AddResult,
  type ConfirmationOutcome,
  DUPLICATE_WINDOW_MS,
  fromRow,
  type StoredRegistration,
} from './registration-types.ts';
import type { OutboxStatus, RegistrationsTable } from './schema.ts';

/** What identifies "the same registration": every field, with case and spacing of the email ignored. */
export function registrationFingerprint(r: Registration): string {
  const fields = [
    r.name,
    r.email?.toLowerCase() ?? '',
    r.phone?.replace(/\s+/g, '') ?? '',
    r.storageType,
    r.unitSize,
    r.moveInDate ?? '',
    r.message ?? '',
    r.marketingOptIn ? 'yes' : 'no',
    r.unitId ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export type RegistrationStore = Awaited<ReturnType<typeof openRegistrationStore>>;

/** Opens the configured database (creating and migrating it if needed). */
export async function openRegistrationStore(source: DatabaseSource) {
  const database = await databaseFrom(source);
  const { db, location, close } = database;

  return {
    /** Where the registrations are kept, for messages to staff. */
    location,

    add: add.bind(null, database),

    /** Whether a confirmation to the visitor was queued for this registration (held ones not counted). */
    async confirmationQueued(registrationId: string): Promise<boolean> {
      return (await confirmationOf(db, registrationId)) === 'queued';
    },

    async find(id: string): Promise<StoredRegistration | undefined> {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    /** Every stored registration, verified or not. */
    async count(): Promise<number> {
      return (await this.counts()).all;
    },

    /** How many are stored, and how many of them the human check did not verify. */
    async counts(): Promise<{ all: number; unverified: number }> {
      const row = await db
        .selectFrom('registrations')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('all'),
          eb.fn.count<number | string>('unverified_reason').as('unverified'),
        ])
        .executeTakeFirstOrThrow();
      return { all: Number(row.all), unverified: Number(row.unverified) };
    },

    /**
     * The registrations made on or after `from` (an ISO date or time), oldest
     * first: every one, or only those the human check verified.
     */
    async list(from = '', { verifiedOnly = false } = {}): Promise<StoredRegistration[]> {
      return (await registrationsFrom(db, from, verifiedOnly).execute()).map(fromRow);
    },

    ...removalStore(database),

    /**
     * The registrations made on or after `from` (ISO), oldest first, with
     * what staff noted about each, for the CSV export; the export is recorded
     * with `actor` in the same transaction.
     */
    exportRows: (
      from: string,
      options: { verifiedOnly?: boolean },
      actor: Actor,
      now = new Date(),
    ) => exportRows(db, from, options, actor, now),

    outbox: outboxStore(database),

    close,
  };
}

/**
 * Stores one registration and queues the messages it causes, in one
 * transaction: both are committed when the promise resolves. The same
 * registration sent again within ten minutes is not stored again: the
 * first one is returned, with `duplicate: true`.
 */
export async function add(
  { db, kind, lockKey, databaseTime, addressHash }: RegistrationsDatabase,
  registration: Registration,
  options: AddOptions = {},
): Promise<AddResult> {
  const now = options.now ?? new Date();
  const createdAt = now.toISOString();
  const fingerprint = registrationFingerprint(registration);
  const domain = options.messageIdDomain ?? 'localhost';
  return db.transaction().execute(async (trx) => {
    // Two copies arriving at once (at two servers) are checked one after the other.
    await lockKey(trx, fingerprint);
    const earlier = await trx
      .selectFrom('registrations')
      .selectAll()
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>=', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
      .orderBy('created_at')
      .executeTakeFirst();
    if (earlier) {
      const confirmation = await confirmationOf(trx, earlier.id);
      return { registration: fromRow(earlier), duplicate: true, confirmation };
    }

    const consentText = registration.marketingOptIn ? (options.marketingConsentText ?? null) : null;
    const row: RegistrationsTable = {
      id: randomUUID(),
      created_at: createdAt,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      storage_type: registration.storageType,
      unit_size: registration.unitSize,
      move_in_date: registration.moveInDate,
      message: registration.message,
      marketing_opt_in: registration.marketingOptIn ? 1 : 0,
      unit_id: registration.unitId,
      unverified_reason: await spendProof(trx, options.verification, databaseTime),
      marketing_consent_text: consentText,
      marketing_consent_at: consentText === null ? null : createdAt,
      fingerprint,
      address_hash: registration.email ? addressHash(registration.email) : null,
    };
    await trx.insertInto('registrations').values(row).execute();
    // The ticked box is a request: it counts once the address confirms it (consents.ts).
    if (registration.marketingOptIn)
      await requestConsent(kind, trx, {
        registrationId: row.id,
        wording: consentText,
        at: createdAt,
      });
    const stored = fromRow(row);
    let confirmation: ConfirmationOutcome = 'none';
    for (const message of options.compose?.(stored) ?? []) {
      let status: OutboxStatus = 'pending';
      if (message.kind === 'visitor-confirmation') {
        // Mail to an address a visitor typed goes only with a verified proof, whatever composed it.
        if (stored.unverifiedReason) continue;
        const outcome = await confirmationAllowance(trx, message, now, options, {
          lockKey,
          clock: databaseTime,
        });
        if (outcome === 'none') continue;
        status = outcome === 'held' ? 'held' : 'pending';
        confirmation = outcome;
      }
      await queue(trx, message, {
        registrationId: stored.id,
        status,
        at: createdAt,
        // The outbox keeps time by the database's clock (see outbox.claim).
        queuedAt: databaseTime(),
        due: databaseTime(),
        domain,
      });
      if (status === 'held') await alertHeld(trx, now, options, domain, databaseTime);
    }
    return { registration: stored, duplicate: false, confirmation };
  });
}
