/**
 * The console's calls to /api/staff/. A 401 means the session has ended
 * (signed out elsewhere, idle too long, past its 8 hours): SignedOutError
 * sends the console back to the sign-in, which says so. Any other refusal
 * carries the server's own words, with what to do where they lack it; no
 * answer at all (offline, the server down) says that.
 */
import { staffCopy as copy } from './copy';

export class SignedOutError extends Error {}

/** A refusal or failure, in words that say what happened and what to do, with the whole answer (a form's problems, say). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The answer's status; 0 when none came. */
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** A field the server's check names: "stage: must be one of …" (server/http/errors.ts). */
const FIELD_REFUSAL = /^[\w.]+: /;

/**
 * What a refusal tells staff: the server's own words where it gave them
 * (a failure's carry its reference), with what to do added where they need it.
 */
export function refusalText(status: number, body: unknown): string {
  const { error, problems } = (body ?? {}) as { error?: unknown; problems?: unknown };
  const said =
    typeof error === 'string'
      ? error
      : Array.isArray(problems)
        ? problems.filter((p) => typeof p === 'string').join(' ')
        : '';
  if (said === '')
    return status >= 500 ? copy.problems.noAnswer(status) : copy.problems.unexplained(status);
  if (status === 400 && FIELD_REFUSAL.test(said)) return copy.problems.notAccepted(said);
  if (status === 404 || status === 409) return `${said} ${copy.problems.changed}`;
  return said;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/staff/${path}`, { credentials: 'same-origin', ...init });
  } catch {
    // fetch rejects only when no answer came: offline, the server down, the connection cut.
    throw new ApiError(copy.problems.network, 0);
  }
  if (
    response.status === 401 &&
    !path.startsWith('sign-in/') &&
    !path.startsWith('registrations/erase') &&
    !path.startsWith('announcements/send') &&
    !path.startsWith('site/publish') &&
    // Refused because the passkey asked for again was not verified: still signed in.
    !path.startsWith('passkeys/options')
  )
    throw new SignedOutError('Signed out');
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(refusalText(response.status, body), response.status, body);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const getJson = <T>(path: string) => call<T>(path);

export const postJson = <T>(path: string, body: unknown = {}) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export const postFile = <T>(path: string, file: Blob) =>
  call<T>(path, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: file });

/** What a passkey prompt's refusal means, by the name the browser gives it. */
const PASSKEY_REFUSALS: Readonly<Record<string, string>> = {
  NotAllowedError: copy.problems.promptClosed,
  AbortError: copy.problems.promptClosed,
  // A passkey for this account is already on this device (the options' excludeCredentials).
  InvalidStateError: copy.problems.alreadyHeld,
  NotSupportedError: copy.problems.noPasskeySupport,
  ConstraintError: copy.problems.noPasskeySupport,
  // The browser refuses a ceremony whose relying party is not this page's host.
  SecurityError: copy.originMismatch,
};

/**
 * A message for staff from whatever went wrong, saying what happened and
 * what to do. "Something went wrong" is left for what nothing here knows.
 */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof SignedOutError) return copy.problems.signedOut;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return PASSKEY_REFUSALS[name] ?? copy.problems.unknown;
}
