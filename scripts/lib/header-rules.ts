/**
 * The response headers of the production site, defined once. The build writes
 * them to dist/_headers (the format Netlify and Cloudflare Pages read), and the
 * bundled server reads that file back and applies the same rules, so a static
 * host and `npm start` send the same headers.
 *
 * Static hosts merge the headers of every rule that matches a path (a header
 * set by two rules ends up with both values), so no two rules that can match
 * the same path may set the same header; `overlappingHeaders` checks that.
 */
import { pathSegments } from '../../src/app/page-address.ts';

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] };

export const cacheControl = {
  /** Pages: the browser keeps a copy but asks every time whether it is still current. */
  html: 'no-cache',
  /** Files under /assets/ carry a content hash in their name, so they never change. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pictures and videos under /media/ keep their names when re-rendered: a day, then revalidate. */
  media: 'public, max-age=86400',
} as const;

/** Sent only over HTTPS (or behind a trusted proxy that received HTTPS); static hosts always are. */
export const STRICT_TRANSPORT_SECURITY = 'Strict-Transport-Security';
export const strictTransportSecurity = 'max-age=31536000';

/** The page answered for unknown paths; its rule applies to every error response. */
export const NOT_FOUND_PAGE = '/404.html';

/** Checked by the browser on every navigation, so a new deployment is found at once. */
export const ALWAYS_REVALIDATED = ['/sw.js', '/offline.html'] as const;

/**
 * Every rule, in order: the security headers for every path, then one
 * Cache-Control per kind of file. `routePaths` are the prerendered pages.
 */
export function headerRules(
  security: Record<string, string>,
  routePaths: readonly string[],
): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [...Object.entries(security), [STRICT_TRANSPORT_SECURITY, strictTransportSecurity]],
    },
    ...[...routePaths, NOT_FOUND_PAGE, ...ALWAYS_REVALIDATED].map((pattern) => ({
      pattern,
      headers: [['Cache-Control', cacheControl.html]] as [string, string][],
    })),
    { pattern: '/assets/*', headers: [['Cache-Control', cacheControl.hashedAsset]] },
    { pattern: '/media/*', headers: [['Cache-Control', cacheControl.media]] },
  ];
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ pattern, headers }) =>
      [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n'),
    )
    .join('\n');
}

/** Parses the Netlify/Cloudflare-style _headers file the build writes. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

export function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The headers every matching rule gives `path` (a normalised path, see normalisePath). */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

/** Pairs of rules that could both match one path and set the same header (should be none). */
export function overlappingHeaders(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  const overlap = (a: string, b: string) =>
    patternMatches(a, b.replace(/\*$/, '')) || patternMatches(b, a.replace(/\*$/, ''));
  rules.forEach((a, i) => {
    for (const b of rules.slice(i + 1)) {
      if (!overlap(a.pattern, b.pattern)) continue;
      for (const [name] of a.headers) {
        if (b.headers.some(([other]) => other.toLowerCase() === name.toLowerCase()))
          problems.push(`${name} is set by both ${a.pattern} and ${b.pattern}`);
      }
    }
  });
  return problems;
}

/**
 * The path a request's headers are chosen by: percent escapes decoded, dot
 * segments resolved, repeated and trailing slashes removed, and a folder's
 * index.html named by its folder, so `/personal/`, `/personal/index.html` and
 * `/x/../personal` all match the rule for `/personal`. Returns null for a
 * malformed escape or a NUL byte, which the server answers with 400. Unlike
 * the page's canonical path (src/app/page-address.ts) it stays decoded: the
 * files are found by it.
 */
export function normalisePath(urlPath: string): string | null {
  // Decoded and resolved as the rule for what names a page reads a path.
  const segments = pathSegments(urlPath);
  if (!segments) return null;
  if (segments.at(-1) === 'index.html') segments.pop();
  return `/${segments.join('/')}`;
}
