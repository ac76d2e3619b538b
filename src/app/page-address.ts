/**
 * What names a page: one rule, read by the bundled server
 * (server/public/static-files.ts) and by every page's start-up script
 * (wrong-address.ts), so the two never disagree.
 *
 * A page's own addresses are its canonical path and, as static hosts serve a
 * folder's index.html, that path with a slash or with index.html after it:
 * `/size-guide`, `/size-guide/`, `/size-guide/index.html`. Another spelling
 * of the same path (a doubled slash, a percent-encoded letter, a dot
 * segment) is not the page's own, though it names the page: the server
 * answers it with a permanent redirect to the canonical path, and a page
 * another host served at one shows itself under its canonical path. A path
 * that names no page gets the not-found page from both.
 */

/** The path's segments decoded, with dot segments resolved; null for a malformed escape or a NUL. */
export function pathSegments(path: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments;
}

/**
 * The one address of what `path` names: each segment encoded once, no
 * trailing slash or index.html. Null for a path that names nothing (malformed).
 */
export function canonicalPath(path: string): string | null {
  const segments = pathSegments(path);
  if (!segments) return null;
  if (segments.at(-1) === 'index.html') segments.pop();
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** True for the canonical path itself, or with a slash or index.html after it. */
export function isOwnAddress(path: string): boolean {
  const canonical = canonicalPath(path);
  const folder = canonical === '/' ? '/' : `${canonical}/`;
  return canonical !== null && [canonical, folder, `${folder}index.html`].includes(path);
}
