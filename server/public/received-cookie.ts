/**
 * The no-JavaScript confirmation page's cookie (server/public/registration-endpoint.ts
 * sets it with the 303 and reads it on the page).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** How long the no-JavaScript confirmation page shows what was sent; later it is generic. */
export const RECEIVED_PAGE_DETAILS_MS = 60 * 60_000;

/**
 * The cookie that lets the browser which posted a registration, and only it,
 * see its details on the confirmation page: HttpOnly, SameSite=Strict, sent
 * only to that registration's page, for as long as the page shows details.
 * Its value is an HMAC of the registration's id under a key derived from
 * the site's shared secret (or, without one, drawn by this process at
 * start), so it cannot be made from the page's address. Without a shared
 * secret, behind a load balancer, a confirmation answered by another
 * instance is the generic one.
 */
export const RECEIVED_COOKIE = 'registration-received';

export function receivedCookieSigner(siteSecret: string | undefined) {
  const key = siteSecret
    ? Buffer.from(hkdfSync('sha256', siteSecret, '', 'registration-received cookie', 32))
    : randomBytes(32);
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    header(id: string, path: string, secure: boolean): string {
      const attributes = [
        `${RECEIVED_COOKIE}=${sign(id)}`,
        `Path=${path}`,
        `Max-Age=${RECEIVED_PAGE_DETAILS_MS / 1000}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
    },
    /** True when the request carries this registration's cookie. */
    matches(req: IncomingMessage, id: string): boolean {
      const expected = Buffer.from(sign(id));
      const cookies = String(req.headers.cookie ?? '').split(';');
      return cookies.some((cookie) => {
        const [name, value = ''] = cookie.trim().split(/=(.*)/s, 2);
        const given = Buffer.from(value);
        return (
          name === RECEIVED_COOKIE &&
          given.length === expected.length &&
          timingSafeEqual(given, expected)
        );
      });
    },
  };
}
