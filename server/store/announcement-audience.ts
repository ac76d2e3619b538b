/**
 * Who an announcement reaches, decided by the database in one grouped query
 * (the console shows the same count before it is sent): one message per
 * address (by its do-not-contact key, so any case) among the registrations
 * with an email address whose holder agreed to hear from us on a
 * registration the human check verified, and whose unsubscribe, if any, no
 * longer stands (do-not-contact.ts). The message goes by the latest such
 * registration.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AnnouncementReach } from '../../src/staff-shared/announcement.ts';
import { standingUnsubscribes } from './do-not-contact.ts';
import type { DatabaseSchema } from './schema.ts';

type Queryable = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** One address an announcement goes to, with the registration it goes by. */
export type AnnouncementRecipient = {
  address: string;
  registrationId: string;
  /** When they last agreed to hear from us (ISO): the date the message gives. */
  consentAt: string;
};

type Verdict = 'recipient' | 'noConsent' | 'unverified' | 'unsubscribed';

/**
 * Each address with a verdict, in one pass grouped by the address's key:
 * 'noConsent' when none of its registrations ticked the box, 'unverified'
 * when none that did was verified, 'unsubscribed' while its unsubscribe
 * stands, otherwise 'recipient'. `first_at` keeps the order addresses first
 * registered in.
 */
const verdicts = sql`
  SELECT a.address_hash, a.registrations, a.first_at,
    CASE
      WHEN a.consenting = 0 THEN 'noConsent'
      WHEN a.agreed = 0 THEN 'unverified'
      WHEN s.address_hash IS NOT NULL THEN 'unsubscribed'
      ELSE 'recipient'
    END AS verdict
  FROM (
    SELECT address_hash, COUNT(*) AS registrations, MIN(created_at) AS first_at,
      MAX(marketing_opt_in) AS consenting,
      MAX(CASE WHEN marketing_opt_in = 1 AND unverified_reason IS NULL THEN 1 ELSE 0 END) AS agreed
    FROM registrations
    WHERE address_hash IS NOT NULL
    GROUP BY address_hash
  ) a
  LEFT JOIN (${standingUnsubscribes}) s ON s.address_hash = a.address_hash`;

/** Who an announcement would reach now, and whom it leaves out and why: counts only. */
export async function announcementReach(db: Queryable): Promise<AnnouncementReach> {
  const { rows } = await sql<{
    verdict: Verdict;
    addresses: number | string;
    repeats: number | string | null;
  }>`
    SELECT verdict, COUNT(*) AS addresses, SUM(registrations - 1) AS repeats
    FROM (${verdicts}) addresses
    GROUP BY verdict`.execute(db);
  const { noEmail } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('noEmail'))
    .where('address_hash', 'is', null)
    .executeTakeFirstOrThrow();
  const count = (verdict: Verdict) => rows.find((r) => r.verdict === verdict);
  const recipients = count('recipient');
  return {
    recipients: Number(recipients?.addresses ?? 0),
    leftOut: {
      noEmail: Number(noEmail),
      noConsent: Number(count('noConsent')?.addresses ?? 0),
      unverified: Number(count('unverified')?.addresses ?? 0),
      unsubscribed: Number(count('unsubscribed')?.addresses ?? 0),
      repeats: Number(recipients?.repeats ?? 0),
    },
  };
}

/**
 * The addresses an announcement sent now goes to, in the order they first
 * registered, each by its latest verified registration that ticked the box.
 */
export async function announcementRecipients(db: Queryable): Promise<AnnouncementRecipient[]> {
  const { rows } = await sql<{ id: string; email: string; consent_at: string }>`
    SELECT l.id, l.email, l.consent_at
    FROM (${verdicts}) v
    JOIN (
      SELECT address_hash, id, email, COALESCE(marketing_consent_at, created_at) AS consent_at,
        ROW_NUMBER() OVER (PARTITION BY address_hash ORDER BY created_at DESC, id DESC) AS place
      FROM registrations
      WHERE address_hash IS NOT NULL AND marketing_opt_in = 1 AND unverified_reason IS NULL
    ) l ON l.address_hash = v.address_hash AND l.place = 1
    WHERE v.verdict = 'recipient'
    ORDER BY v.first_at, v.address_hash`.execute(db);
  return rows.map((r) => ({ address: r.email, registrationId: r.id, consentAt: r.consent_at }));
}
