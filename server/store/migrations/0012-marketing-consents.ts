/**
 * Consent to the announcements, asked for by the form and proved by the
 * mailbox (double opt-in):
 * - marketing_consents: one per registration whose holder ticked the box
 *   and gave an email address: the box's wording as shown, when it was
 *   ticked, and when the address confirmed it from the email we sent
 *   (null while it is only requested). The address and its key are the
 *   registration's own.
 * - consent_tokens: the confirmation links' tokens, as SHA-256 hashes,
 *   each naming one consent, until when it may be used.
 *
 * Registrations already stored with the box ticked become requests, never
 * confirmations: their mailbox proved nothing, so none of them is on the
 * announcements' list until it confirms.
 */
import type { Kysely } from 'kysely';

type Before = {
  registrations: {
    id: string;
    created_at: string;
    email: string | null;
    marketing_opt_in: number;
    marketing_consent_text: string | null;
    marketing_consent_at: string | null;
  };
  marketing_consents: {
    registration_id: string;
    wording: string | null;
    requested_at: string;
    confirmed_at: string | null;
  };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marketing_consents')
    .addColumn('registration_id', 'text', (col) => col.primaryKey())
    // Null only for a registration stored before the wording was kept.
    .addColumn('wording', 'text')
    .addColumn('requested_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();

  await db.schema
    .createTable('consent_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('registration_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consent_tokens_registration')
    .on('consent_tokens')
    .column('registration_id')
    .execute();

  const before = db as unknown as Kysely<Before>;
  await before
    .insertInto('marketing_consents')
    .columns(['registration_id', 'wording', 'requested_at', 'confirmed_at'])
    .expression((eb) =>
      eb
        .selectFrom('registrations')
        .select((s) => [
          'id',
          'marketing_consent_text',
          s.fn.coalesce('marketing_consent_at', 'created_at').as('requested_at'),
          s.lit(null).as('confirmed_at'),
        ])
        .where('marketing_opt_in', '=', 1)
        .where('email', 'is not', null)
        .where('email', '!=', ''),
    )
    .execute();
}
