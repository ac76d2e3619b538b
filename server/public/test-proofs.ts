/**
 * Solving the human check as a visitor's browser does, for tests and the
 * bench: a challenge from the server's own endpoint, solved with ALTCHA's
 * solver, encoded as the form sends it (the `altcha` field).
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The proof for a challenge, as the form's `altcha` field carries it. */
export async function solveForTest(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Asks the server at `endpoint` (…/api/registrations) for a challenge and solves it. */
export async function solvedProof(endpoint: string): Promise<string> {
  const response = await fetch(`${endpoint}/challenge`);
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  return solveForTest((await response.json()) as Challenge);
}
