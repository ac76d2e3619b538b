/**
 * A passkey ceremony refused because the browser's origin is not
 * STAFF_ORIGIN: the origin the browser signed (read from the answer's
 * clientDataJSON, which the verification checks anyway), the server's log
 * line naming both, and the page's words.
 */
import { originMismatchText } from '../../src/staff-shared/passkey-origin.ts';

/** The origin a ceremony's answer was made on, or null when the answer does not say. */
export function ceremonyOrigin(response: unknown): string | null {
  const encoded = (response as { response?: { clientDataJSON?: unknown } } | null)?.response
    ?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 4096) return null;
  try {
    const origin = (
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
        origin?: unknown;
      }
    ).origin;
    return typeof origin === 'string' ? origin : null;
  } catch {
    return null;
  }
}

/** When the answer came from another origin than the console's: the log line and the answer's body. */
export function originMismatch(response: unknown, expected: string) {
  const origin = ceremonyOrigin(response);
  if (origin === null || origin === expected) return null;
  return {
    log: `Passkey refused: the browser is at ${JSON.stringify(origin.slice(0, 200))} but STAFF_ORIGIN is ${expected}; set STAFF_ORIGIN to the console's address.`,
    body: { error: originMismatchText, code: 'origin-mismatch' as const },
  };
}
