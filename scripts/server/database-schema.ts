/**
 * The tables of the registrations database, as Kysely sees them. The same
 * types serve SQLite and PostgreSQL: times are ISO 8601 UTC strings (they sort
 * as text on both), yes/no values are the integers 0 and 1.
 */
import type { Registration } from '../../src/features/registration/registration-schema.ts';

export type RegistrationsTable = {
  id: string;
  created_at: string;
  name: string;
  email: string | null;
  phone: string | null;
  storage_type: Registration['storageType'];
  unit_size: Registration['unitSize'];
  move_in_date: string | null;
  message: string | null;
  marketing_opt_in: number;
  unit_id: string | null;
};

export type DatabaseSchema = {
  registrations: RegistrationsTable;
};
