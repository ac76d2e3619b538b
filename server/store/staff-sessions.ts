/**
 * Signing in to the console: WebAuthn challenges, sessions and failed
 * sign-ins. A session's id is a random 32-byte value the browser holds;
 * only its hash is stored, so a copy of the database opens no session.
 */
import { type Actor, writeAudit } from './audit.ts';
import type { RegistrationsDatabase } from './database.ts';
import type { StaffChallengesTable } from './schema.ts';
import { hashSecret, newSecret } from './staff-members.ts';

/** A session ends after 30 idle minutes… */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** …and 8 hours after sign-in in any case. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60_000;
/** A WebAuthn challenge must be answered within five minutes. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type Session = { staffId: string; email: string; expiresAt: string };
export type ChallengePurpose = StaffChallengesTable['purpose'];

/** Why a sign-in failed, as the audit log records it (never the passkey's data). */
export type FailedSignIn = {
  /** The passkey's id as the browser sent it, to find whose account it was; never recorded. */
  credentialId?: string | null;
  reason: string;
};

export function staffSessionsStore(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  idleMs = DEFAULT_SESSION_IDLE_MS,
) {
  return {
    /** Keeps a challenge just issued, for one purpose (and one member, when known). */
    async issueChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      staffId: string | null,
      now = new Date(),
    ) {
      const at = now.toISOString();
      await db.deleteFrom('staff_challenges').where('expires_at', '<=', at).execute();
      await db
        .insertInto('staff_challenges')
        .values({
          challenge,
          purpose,
          staff_id: staffId,
          expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
        })
        .execute();
    },

    /** Spends a challenge: true once, for the purpose (and member) it was issued for, in time. */
    async consumeChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      staffId: string | null,
      now = new Date(),
    ): Promise<boolean> {
      let query = db
        .deleteFrom('staff_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now.toISOString());
      query = staffId === null ? query : query.where('staff_id', '=', staffId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Starts a session: a new random id, of which only the hash is kept. With
     * `signedIn` (the member's email), the sign-in is recorded with it.
     */
    async startSession(staffId: string, now = new Date(), signedIn?: Actor): Promise<string> {
      const id = newSecret();
      const at = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('expires_at', '<=', at).execute();
        await trx
          .insertInto('staff_sessions')
          .values({
            id_hash: hashSecret(id),
            staff_id: staffId,
            created_at: at,
            last_seen_at: at,
            expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
          })
          .execute();
        if (signedIn) await writeAudit(trx, signedIn, 'sign-in', {}, now);
      });
      return id;
    },

    /**
     * The session a cookie's id opens, renewed for another idle period; null
     * when it is unknown, idle too long or past its absolute end (it is then
     * deleted).
     */
    async resumeSession(id: string, now = new Date()): Promise<Session | null> {
      const hash = hashSecret(id);
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff_members', 'staff_members.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.staff_id',
          'staff_sessions.last_seen_at',
          'staff_sessions.expires_at',
          'staff_members.email',
        ])
        .where('staff_sessions.id_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return null;
      const at = now.getTime();
      if (at >= Date.parse(row.expires_at) || at - Date.parse(row.last_seen_at) >= idleMs) {
        await db.deleteFrom('staff_sessions').where('id_hash', '=', hash).execute();
        return null;
      }
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('id_hash', '=', hash)
        .execute();
      return { staffId: row.staff_id, email: row.email, expiresAt: row.expires_at };
    },

    /** Ends a session; with `signedOut` (the member's email), the sign-out is recorded with it. */
    async endSession(id: string, signedOut?: Actor, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_sessions').where('id_hash', '=', hashSecret(id)).execute();
        if (signedOut) await writeAudit(trx, signedOut, 'sign-out', {}, now);
      });
    },

    recordFailedSignIn: recordFailedSignIn.bind(null, { db }),
  };
}

/**
 * Records a failed sign-in: whose account the passkey belongs to, when it
 * is known, and why it failed; never the passkey's data or the challenge.
 */
export async function recordFailedSignIn(
  { db }: Pick<RegistrationsDatabase, 'db'>,
  failure: FailedSignIn,
  now = new Date(),
) {
  const owner = failure.credentialId
    ? await db
        .selectFrom('staff_credentials')
        .innerJoin('staff_members', 'staff_members.id', 'staff_credentials.staff_id')
        .select('staff_members.email')
        .where('staff_credentials.id', '=', failure.credentialId)
        .executeTakeFirst()
    : undefined;
  await writeAudit(
    db,
    owner?.email ?? 'unknown passkey',
    'failed-sign-in',
    { reason: failure.reason },
    now,
  );
}
