/**
 * Consent to the announcements, proved by the mailbox (double opt-in).
 * Ticking the box records a request with the registration: its wording as
 * shown and when (`requestConsent`). The confirmation email carries a link
 * made as the email is handed to the mail server (`consentToken`), so no
 * queued message holds one; the database keeps only the token's SHA-256
 * hash. Opening the link changes nothing (`consentLink`); its page's
 * button posts, and that post confirms (`confirmConsent`): the time is
 * kept, and the address leaves the do-not-contact list, since this is the
 * address itself asking again.
 *
 * Both writes take the person's lock first (person-lock.ts), so an erase
 * and a confirmation take turns. A consent is confirmed once: the update
 * sets the time only where none is set, so a double press, or two servers
 * answering at once, leave one confirmation and one audit entry.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { newsConfirmationCopy } from '../../src/content/registration-mail.ts';
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import { sha256 } from './do-not-contact.ts';
import { lockRegistration } from './person-lock.ts';
import type { DatabaseSchema } from './schema.ts';

/** A confirmation link's token: 32 random bytes, base64url. */
export const CONSENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** How long a confirmation link works, from when its email is sent (the email says so). */
const CONSENT_LINK_MS = newsConfirmationCopy.linkDays * 24 * 60 * 60_000;

/** Who the audit log says confirmed: the person, by their link (never their address). */
export const CONSENT_ACTOR: Actor = 'recipient (confirmation link)';

/** What a confirmation link comes to when opened: nothing is changed by finding out. */
export type ConsentLinkState = 'ready' | 'confirmed' | 'expired' | 'unknown';

/** What pressing the link's button came to: 'already' when the consent was confirmed before. */
export type ConfirmOutcome = 'confirmed' | 'already' | 'expired' | 'unknown';

/**
 * Records the request a ticked box makes, in the registration's
 * transaction, after the person's lock. Nothing without an email address:
 * no mailbox can confirm it.
 */
export async function requestConsent(
  kind: RegistrationsDatabase['kind'],
  trx: Transaction<DatabaseSchema>,
  request: { registrationId: string; wording: string | null; at: string },
): Promise<boolean> {
  const person = await lockRegistration(kind, trx, request.registrationId);
  if (!person?.email) return false;
  await trx
    .insertInto('marketing_consents')
    .values({
      registration_id: request.registrationId,
      wording: request.wording,
      requested_at: request.at,
      confirmed_at: null,
    })
    .onConflict((conflict) => conflict.column('registration_id').doNothing())
    .execute();
  return true;
}

export function consentStore({ db, kind }: Pick<RegistrationsDatabase, 'db' | 'kind'>) {
  /** The link's consent, or null when the token is not one this site issued (or its person is gone). */
  const linked = async (trx: typeof db | Transaction<DatabaseSchema>, token: string) => {
    if (!CONSENT_TOKEN.test(token)) return null;
    const found = await trx
      .selectFrom('consent_tokens')
      .innerJoin(
        'marketing_consents',
        'marketing_consents.registration_id',
        'consent_tokens.registration_id',
      )
      .select(['consent_tokens.registration_id', 'expires_at', 'confirmed_at'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    return found ?? null;
  };

  return {
    /**
     * A new confirmation link's token for the consent of registration
     * `registrationId`, kept as a hash: made as its email is handed over.
     */
    async consentToken(registrationId: string, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('consent_tokens')
        .values({
          token_hash: sha256(token),
          registration_id: registrationId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + CONSENT_LINK_MS).toISOString(),
        })
        .execute();
      return token;
    },

    /** What the link `token` would do now; reads only. */
    async consentLink(token: string, now = new Date()): Promise<ConsentLinkState> {
      const found = await linked(db, token);
      if (!found) return 'unknown';
      if (found.confirmed_at !== null) return 'confirmed';
      return found.expires_at <= now.toISOString() ? 'expired' : 'ready';
    },

    /**
     * Confirms the consent the link `token` names, once: its time is kept,
     * its address leaves the do-not-contact list, and the audit log gets
     * the registration's reference (never the address).
     */
    async confirmConsent(token: string, now = new Date()): Promise<ConfirmOutcome> {
      if (!CONSENT_TOKEN.test(token)) return 'unknown';
      return db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
        const link = await trx
          .selectFrom('consent_tokens')
          .select('registration_id')
          .where('token_hash', '=', sha256(token))
          .executeTakeFirst();
        if (!link) return 'unknown';
        const id = link.registration_id;
        // Before any write; an erase that went first leaves nobody to confirm.
        if (!(await lockRegistration(kind, trx, id))) return 'unknown';
        const found = await linked(trx, token);
        if (!found) return 'unknown';
        if (found.confirmed_at !== null) return 'already';
        const at = now.toISOString();
        if (found.expires_at <= at) return 'expired';
        const marked = await trx
          .updateTable('marketing_consents')
          .set({ confirmed_at: at })
          .where('registration_id', '=', id)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return 'already';
        // The address asked again from its own mailbox: the one way back from the list.
        await trx
          .deleteFrom('unsubscribes')
          .where('address_hash', 'in', (eb) =>
            eb.selectFrom('registrations').select('address_hash').where('id', '=', id),
          )
          .execute();
        await writeAudit(trx, CONSENT_ACTOR, 'consent-confirmed', { registration: id }, now);
        return 'confirmed';
      });
    },
  };
}
