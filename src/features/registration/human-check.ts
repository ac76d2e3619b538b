/**
 * The form's side of the human check, with no React in it: starts when the
 * visitor first focuses or types in the form (start), solves in the
 * background, and hands the proof to the submission (proof), waiting for at
 * most HUMAN_CHECK_WAIT_MS if the work is still running. A proof is spent by
 * a registration that was received (spent); the next one starts afresh. Each
 * proof expires on the server after half an hour, so one older than
 * PROOF_REFRESH_MS is solved again before it is sent.
 *
 * When the check cannot finish (no connection, a browser without Web
 * Crypto, a slow device), the registration still goes, marked unfinished:
 * the server stores it and tells staff, who reply themselves.
 */
import { PROOF_UNFINISHED } from '@/features/registration/registration-schema';

/** The longest Register waits for the check ("Checking…") before sending without it. */
export const HUMAN_CHECK_WAIT_MS = 5_000;
/** A proof older than this is solved again: the server accepts one for 30 minutes. */
export const PROOF_REFRESH_MS = 25 * 60_000;

type Solving = { promise: Promise<string>; startedAt: number; controller: AbortController };

export function createHumanCheck(challengeUrl: string | null) {
  let solving: Solving | null = null;
  let solved: string | null = null;

  const start = () => {
    if (!challengeUrl) return;
    if (solving && Date.now() - solving.startedAt < PROOF_REFRESH_MS) return;
    solving?.controller.abort();
    solved = null;
    const controller = new AbortController();
    const current: Solving = {
      startedAt: Date.now(),
      controller,
      promise: import('@/features/registration/solve-proof').then(({ solveProof }) =>
        solveProof(challengeUrl, controller.signal),
      ),
    };
    solving = current;
    current.promise.then(
      (proof) => {
        if (solving === current) solved = proof;
      },
      () => {
        // Tried again at the next use of the form, or at Register.
        if (solving === current) solving = null;
      },
    );
  };

  return {
    /** Begins the check, once (again only when the last one failed or grew old). */
    start,
    /** True once a proof is in hand (or where there is no check): Register need not wait. */
    isReady: () => solved !== null || !challengeUrl,
    /**
     * The proof for a submission now: at once if solved, otherwise after the
     * work finishes or HUMAN_CHECK_WAIT_MS, whichever comes first. '' where
     * the endpoint is not our own server (it has no check).
     */
    async proof(): Promise<string> {
      if (!challengeUrl) return '';
      start();
      if (solved) return solved;
      const current = solving;
      if (!current) return PROOF_UNFINISHED;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(PROOF_UNFINISHED), HUMAN_CHECK_WAIT_MS);
      });
      try {
        return await Promise.race([current.promise.catch(() => PROOF_UNFINISHED), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    /** The last proof went with a registration the server received: the next needs a new one. */
    spent() {
      solving?.controller.abort();
      solving = null;
      solved = null;
    },
  };
}

export type FormHumanCheck = ReturnType<typeof createHumanCheck>;

/** Where the challenge comes from: our own endpoint only (a form service elsewhere has no check). */
export const challengeUrlFor = (endpoint: string) =>
  endpoint.startsWith('/') ? `${endpoint}/challenge` : null;
