/**
 * The console's calls to /api/staff/. A 401 means the session has ended
 * (signed out elsewhere, idle too long, past its 8 hours): SignedOutError
 * sends the console back to the sign-in. Any other refusal carries the
 * server's own words.
 */
import { staffCopy } from './copy';

export class SignedOutError extends Error {}

/** A refusal, in the server's words, with its status and whole answer (a form's problems, say). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status = 0,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/staff/${path}`, { credentials: 'same-origin', ...init });
  if (
    response.status === 401 &&
    !path.startsWith('sign-in/') &&
    !path.startsWith('registrations/erase') &&
    !path.startsWith('announcements/send') &&
    // Refused because the passkey asked for again was not verified: still signed in.
    !path.startsWith('passkeys/options')
  )
    throw new SignedOutError('Signed out');
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      problems?: string[];
    };
    throw new ApiError(
      body.error ?? body.problems?.join(' ') ?? `The server answered ${response.status}.`,
      response.status,
      body,
    );
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

/** A message for staff from whatever went wrong (a passkey prompt dismissed included). */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey prompt was closed or timed out; nothing was done.';
  // The browser refuses a ceremony whose relying party is not this page's host.
  if (error instanceof Error && error.name === 'SecurityError') return staffCopy.originMismatch;
  return 'Something went wrong; try again.';
}
