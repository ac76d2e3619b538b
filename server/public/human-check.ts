/**
 * The human check: a proof of work the server issues and verifies itself,
 * with ALTCHA's library (no third party, no cookie, no tracking). The
 * register page's form asks for a challenge (GET <endpoint>/challenge) when
 * the visitor first uses it, solves it in the background, and sends the
 * solution with the registration (the `altcha` field). Here a solution is
 * checked: signed by this site (HMAC), solved, and not expired. That it is
 * used only once is the store's part (server/store/confirmations.ts, used_proofs),
 * so it holds across every server sharing the database.
 *
 * The signing key is ALTCHA_HMAC_KEY, the same on every server behind one
 * site. Without it each process makes up its own key at start, which is
 * right for one server on one machine (challenges issued before a restart are
 * then refused, and those visitors are simply not verified).
 */
import { randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_UNFINISHED } from '../../src/features/registration/registration-schema.ts';
import type { FreshProof, UnverifiedReason } from '../store/registration-types.ts';

/**
 * The work: PBKDF2-SHA-256 at 1,000 rounds, repeated until the counter the
 * server chose is found (100 to 600 tries). About a fifth of a second in a
 * desktop browser, a second or two on an old phone, all of it while the
 * visitor is still typing; the server checks the answer with one HMAC.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const COUNTER = { min: 100, max: 600 } as const;

/** How long a challenge may be solved and used: a visitor may take a while over the form. */
export const PROOF_LIFETIME_MS = 30 * 60_000;

/** The most a proof (base64 JSON) can weigh; anything longer is refused unread. */
const MAX_PROOF_CHARS = 4_000;

export type HumanCheckConfig = {
  key: string;
  /** False when the key was made up at start (ALTCHA_HMAC_KEY unset). */
  configured: boolean;
};

/** The key ALTCHA_HMAC_KEY gives, or one made up now. */
export function humanCheckConfig(configuredKey: string | undefined): HumanCheckConfig {
  const key = configuredKey?.trim();
  if (key) return { key, configured: true };
  return { key: randomBytes(32).toString('hex'), configured: false };
}

export type ProofCheck = { ok: true; proof: FreshProof } | { ok: false; reason: UnverifiedReason };

export function createHumanCheck(config: HumanCheckConfig) {
  const secrets = {
    hmacSignatureSecret: config.key,
    // The derived key is signed with a second secret, so checking a solution is one HMAC.
    hmacKeySignatureSecret: `${config.key}:derived-key`,
  };

  return {
    /** A new challenge, signed, expiring PROOF_LIFETIME_MS from `now`. */
    issue(now: Date = new Date()): Promise<Challenge> {
      return createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER.max, COUNTER.min),
        deriveKey,
        expiresAt: new Date(now.getTime() + PROOF_LIFETIME_MS),
        ...secrets,
      });
    },

    /**
     * Checks what a registration carried in its `altcha` field: missing, the
     * browser's word that its check did not finish, or a proof (base64 of
     * JSON { challenge, solution }) that must be this site's, solved and
     * unexpired. Never throws: anything malformed is an invalid proof.
     */
    async check(value: unknown): Promise<ProofCheck> {
      if (value === undefined || value === null || value === '')
        return { ok: false, reason: 'no-proof' };
      if (value === PROOF_UNFINISHED) return { ok: false, reason: 'check-unfinished' };
      if (typeof value !== 'string' || value.length > MAX_PROOF_CHARS)
        return { ok: false, reason: 'invalid-proof' };
      try {
        const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as {
          challenge?: Challenge;
          solution?: { counter: number; derivedKey: string };
        };
        const { challenge, solution } = payload ?? {};
        if (!challenge?.parameters || !challenge.signature || !solution)
          return { ok: false, reason: 'invalid-proof' };
        // Only the work this server sets: a challenge naming another algorithm or cost is not ours.
        if (
          challenge.parameters.algorithm !== CHALLENGE_ALGORITHM ||
          typeof challenge.parameters.expiresAt !== 'number'
        )
          return { ok: false, reason: 'invalid-proof' };
        const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
        if (result.expired) return { ok: false, reason: 'expired-proof' };
        if (!result.verified) return { ok: false, reason: 'invalid-proof' };
        return {
          ok: true,
          proof: {
            id: challenge.signature,
            expiresAt: new Date(challenge.parameters.expiresAt * 1000),
          },
        };
      } catch {
        return { ok: false, reason: 'invalid-proof' };
      }
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
