/**
 * Fetches a challenge from our own server and solves it: the proof of work
 * of the human check (see human-check.ts). Loaded only by a dynamic import
 * once a visitor uses the form on /register, so no other page, and no
 * visitor who never touches the form, downloads the solver.
 *
 * The work runs on the page's thread, but as a chain of Web Crypto calls,
 * each of which gives the thread back: typing is never held up.
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The longest a solve may run before it is given up (the form then sends without a proof). */
const SOLVE_TIMEOUT_MS = 60_000;

/** The proof as the registration carries it: base64 of JSON { challenge, solution }. */
export async function solveProof(challengeUrl: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(challengeUrl, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error('challenge: not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
