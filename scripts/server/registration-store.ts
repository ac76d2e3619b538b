/**
 * The registrations, stored through the one database module (database.ts).
 * Every call is asynchronous and every write is committed before its promise
 * resolves, so the endpoint answers 201 only for a row that is on disk.
 */
import { randomUUID } from 'node:crypto';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import { type DatabaseConfig, databaseConfig, openDatabase } from './database.ts';
import type { RegistrationsTable } from './database-schema.ts';

export type StoredRegistration = Registration & { id: string; createdAt: string };

const fromRow = (row: RegistrationsTable): StoredRegistration => ({
  id: row.id,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  storageType: row.storage_type,
  unitSize: row.unit_size,
  moveInDate: row.move_in_date,
  message: row.message,
  marketingOptIn: row.marketing_opt_in === 1,
  unitId: row.unit_id,
});

export type RegistrationStore = Awaited<ReturnType<typeof openRegistrationStore>>;

/** Opens the configured database (creating and migrating it if needed). */
export async function openRegistrationStore(config: DatabaseConfig = databaseConfig()) {
  const { db, location, close } = await openDatabase(config);

  return {
    /** Where the registrations are kept, for messages to staff. */
    location,
    /** Stores one registration; it is committed when the promise resolves. */
    async add(registration: Registration, now: Date = new Date()): Promise<StoredRegistration> {
      const stored = { ...registration, id: randomUUID(), createdAt: now.toISOString() };
      await db
        .insertInto('registrations')
        .values({
          id: stored.id,
          created_at: stored.createdAt,
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          storage_type: stored.storageType,
          unit_size: stored.unitSize,
          move_in_date: stored.moveInDate,
          message: stored.message,
          marketing_opt_in: stored.marketingOptIn ? 1 : 0,
          unit_id: stored.unitId,
        })
        .execute();
      return stored;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('registrations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Every registration made on or after `from` (an ISO date or time), oldest first. */
    async list(from = ''): Promise<StoredRegistration[]> {
      const rows = await db
        .selectFrom('registrations')
        .selectAll()
        .where('created_at', '>=', from)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(fromRow);
    },
    close,
  };
}
