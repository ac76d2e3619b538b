/**
 * The console's HTTP rules, following OWASP's cheat sheets on session
 * management and CSRF:
 *
 * - the session cookie holds an opaque random id and is HttpOnly,
 *   SameSite=Strict and Path=/; whenever the console's origin is https, or
 *   on this machine (localhost, 127.0.0.1), it is also Secure and named with
 *   the `__Host-` prefix (whatever a proxy in front says of the scheme).
 *   Cookies ignore ports: the public site at http://localhost:4173 shares
 *   the console's cookies at http://localhost:4174, and its scripts may set
 *   cookies there. A `__Host-` cookie has one path (/) and no domain, and a
 *   script cannot overwrite an HttpOnly one, so a page of the public site can
 *   neither replace the session nor shadow it with a cookie on a longer path
 *   (which the browser would send first). Chromium and Firefox take Secure
 *   cookies from http://localhost and 127.0.0.1;
 * - a state-changing request is accepted only when the browser says it comes
 *   from the console's own origin (`Sec-Fetch-Site: same-origin`), or, from a
 *   browser that does not send that header, when `Origin` is the console's
 *   origin. A page of the public site is same-site but not same-origin, so
 *   it is refused too; so is any read the browser says came from another
 *   origin;
 * - the console sends no CORS headers: no other origin may read its answers.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const SESSION_COOKIE = 'staff_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** True when the console's origin is https. */
export const isSecureOrigin = (origin: string) => origin.startsWith('https:');

/** Host names browsers treat as secure over plain http (potentially trustworthy). */
const isLoopbackHost = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(host) ||
  host === '[::1]';

/** True when the session cookie is Secure and `__Host-` named: https, or this machine. */
export const isSecureCookieOrigin = (origin: string) =>
  isSecureOrigin(origin) || isLoopbackHost(new URL(origin).hostname);

/** Only what this server issues: base64url, 43 characters for 32 bytes. */
export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The Set-Cookie value for a session id (or, with null, one that deletes the cookie). */
export function sessionCookie(id: string | null, secure: boolean): string {
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  const value = id ?? '';
  // No Max-Age: the server ends the session; a deleted one is expired at once.
  const expiry = id === null ? ['Max-Age=0'] : [];
  return [`${cookieName(secure)}=${value}`, ...attributes, ...expiry].join('; ');
}

/** True when a state-changing request may go ahead (see above). */
export function isSameOriginRequest(headers: IncomingHttpHeaders, staffOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return headers.origin === staffOrigin;
}

/**
 * True when a read may go ahead: any request the browser says came from
 * another origin is refused, reads included (Fetch Metadata's resource
 * isolation), so a page elsewhere cannot even make the console do the work
 * of an answer it may not read (an export, and its audit entry). `none` is
 * the member's own navigation; a browser that sends no such header is let
 * through, as the session cookie is SameSite=Strict.
 */
export function isOwnOriginRead(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Headers every console answer carries: never stored, never indexed. */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;
