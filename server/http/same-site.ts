/**
 * The registration endpoint's cross-site check. A post is accepted when it
 * comes from a page of this site, or from no page at all (curl, a script on a
 * server): its `Origin` names the host the request was sent to, or the site's
 * public origin as the build knows it. The second matters behind nginx's
 * default `proxy_pass`, which rewrites `Host` to the upstream's address
 * (`127.0.0.1:4400`) and adds no X-Forwarded-Host.
 */
import type { IncomingMessage } from 'node:http';
import { requestHost } from './forwarded.ts';

export type SameSiteOptions = {
  /** Believe X-Forwarded-Host (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Origins the site is published at, such as `https://www.widnes-self-storage.co.uk`. */
  publicOrigins: readonly string[];
};

/** The origin (`scheme://host[:port]`) of a URL, or null when it is not an absolute http(s) URL. */
export function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function isSameSite(req: IncomingMessage, options: SameSiteOptions): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const from = webOrigin(origin);
  if (from === null) return false;
  if (options.publicOrigins.some((known) => webOrigin(known) === from)) return true;
  return new URL(from).host === requestHost(req, options.trustProxy);
}

/**
 * The site's public origin as the build used it (VITE_SITE_ORIGIN, or the
 * default in src/content/site.ts): read from a prerendered page's canonical
 * link, so the server agrees with the build it serves whatever its own
 * environment says. Null for a page without one.
 */
export function builtSiteOrigin(page: string): string | null {
  const href = page.match(/<link\s[^>]*rel="canonical"[^>]*>/)?.[0].match(/href="([^"]+)"/)?.[1];
  return href ? webOrigin(href) : null;
}
