/**
 * Who an announcement reaches, decided by the database in one grouped query
 * (the console shows the same count before it is sent): one message per
 * address (by its do-not-contact key, so any case) whose consent was
 * confirmed from its own mailbox (consents.ts), and that is not on the
 * do-not-contact list (do-not-contact.ts). A ticked box alone is a request
 * and reaches nobody. The message goes by the registration whose consent
 * was confirmed last.
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
  /** When they ticked the box they confirmed (ISO): the date the message gives. */
  consentAt: string;
};

type Verdict = 'recipient' | 'waiting' | 'noConsent' | 'unverified' | 'unsubscribed';

/**
 * Each address with a verdict, in one pass grouped by the address's key:
 * 'unsubscribed' while it is on the do-not-contact list; 'recipient' when
 * one of its consents was confirmed; 'waiting' when one was requested on a
 * registration the human check verified (a confirmation email can go);
 * 'unverified' when its requests came only on registrations it did not
 * verify (none can); 'noConsent' when it never ticked the box. The
 * address's key is its registrations' (a consent keeps no copy of it).
 * `first_at` keeps the order addresses first registered in.
 */
const verdicts = sql`
  SELECT a.address_hash, a.registrations, a.first_at,
    CASE
      WHEN s.address_hash IS NOT NULL THEN 'unsubscribed'
      WHEN c.confirmed = 1 THEN 'recipient'
      WHEN c.verified = 1 THEN 'waiting'
      WHEN c.address_hash IS NOT NULL THEN 'unverified'
      ELSE 'noConsent'
    END AS verdict
  FROM (
    SELECT address_hash, COUNT(*) AS registrations, MIN(created_at) AS first_at
    FROM registrations
    WHERE address_hash IS NOT NULL
    GROUP BY address_hash
  ) a
  LEFT JOIN (
    SELECT r.address_hash,
      MAX(CASE WHEN c.confirmed_at IS NOT NULL THEN 1 ELSE 0 END) AS confirmed,
      MAX(CASE WHEN r.unverified_reason IS NULL THEN 1 ELSE 0 END) AS verified
    FROM marketing_consents c
    JOIN registrations r ON r.id = c.registration_id
    WHERE r.address_hash IS NOT NULL
    GROUP BY r.address_hash
  ) c ON c.address_hash = a.address_hash
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
    waiting: Number(count('waiting')?.addresses ?? 0),
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
 * registered, each by the registration whose consent was confirmed last
 * (its address is the one that confirmed).
 */
export async function announcementRecipients(db: Queryable): Promise<AnnouncementRecipient[]> {
  const { rows } = await sql<{ id: string; email: string; consent_at: string }>`
    SELECT l.id, l.email, l.consent_at
    FROM (${verdicts}) v
    JOIN (
      SELECT r.address_hash, r.id, r.email, c.requested_at AS consent_at,
        ROW_NUMBER() OVER (
          PARTITION BY r.address_hash ORDER BY c.confirmed_at DESC, r.id DESC
        ) AS place
      FROM marketing_consents c
      JOIN registrations r ON r.id = c.registration_id
      WHERE r.address_hash IS NOT NULL AND c.confirmed_at IS NOT NULL
    ) l ON l.address_hash = v.address_hash AND l.place = 1
    WHERE v.verdict = 'recipient'
    ORDER BY v.first_at, v.address_hash`.execute(db);
  return rows.map((r) => ({ address: r.email, registrationId: r.id, consentAt: r.consent_at }));
}
