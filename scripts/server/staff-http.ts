/**
 * The console's HTTP rules, following OWASP's cheat sheets on session
 * management and CSRF:
 *
 * - the session cookie holds an opaque random id and is HttpOnly,
 *   SameSite=Strict and Path=/; over HTTPS it is also Secure and named with
 *   the `__Host-` prefix, so no other site or sub-domain can set it;
 * - a state-changing request is accepted only when the browser says it comes
 *   from this origin (`Sec-Fetch-Site: same-origin`), or, from a browser
 *   that does not send that header, when `Origin` is the console's origin;
 * - bodies are read up to a limit, and JSON must be an object.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'staff_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The value of one cookie in the Cookie header, or undefined. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1) continue;
    if (part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      // Only what this server issues: base64url, 43 characters for 32 bytes.
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie value for a session id (or, with null, one that deletes the cookie). */
export function sessionCookie(id: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  const value = id ?? '';
  // No Max-Age: the server ends the session; a deleted one is expired at once.
  const expiry = id === null ? ['Max-Age=0'] : [];
  return [`${cookieName(secure)}=${value}`, ...attributes, ...expiry].join('; ');
}

/** True when a state-changing request may go ahead (see above). */
export function isSameOriginRequest(req: IncomingMessage, staffOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return req.headers.origin === staffOrigin;
}

export type BodyResult =
  | { ok: true; bytes: Buffer }
  | { ok: false; status: 413 | 400; error: string };

export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    return Promise.resolve({ ok: false, status: 413, error: `At most ${maxBytes} bytes.` });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        size > maxBytes
          ? { ok: false, status: 413, error: `At most ${maxBytes} bytes.` }
          : { ok: true, bytes: Buffer.concat(chunks) },
      ),
    );
    req.on('error', reject);
  });
}

/** A JSON object from the body, or why not. */
export async function readJsonObject(
  req: IncomingMessage,
  maxBytes = 64 * 1024,
): Promise<
  { ok: true; value: Record<string, unknown> } | { ok: false; status: number; error: string }
> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return { ok: false, status: 415, error: 'Send JSON.' };
  }
  const body = await readBody(req, maxBytes);
  if (!body.ok) return body;
  try {
    const value: unknown = JSON.parse(body.bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { ok: false, status: 400, error: 'The body is not a JSON object.' };
}

/** Headers every console answer carries: never stored, never indexed. */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  extra: Record<string, string | string[]> = {},
) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    ...PRIVATE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extra,
  });
  res.end(body);
}
