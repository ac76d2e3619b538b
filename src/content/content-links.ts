/**
 * The site's own links in ready-made words (content modules, drafts, email
 * templates) and whether each leads to a page the site has. Read by the
 * link walks (src/content/content-links.test.ts, server/mail/mail-links.test.ts).
 */
import { paths } from '@/config/paths';
import { site } from '@/content/site';

const escaped = site.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every link a text holds: Markdown `[words](target)`, `href="target"`, and addresses on the site's origin. */
export function linksIn(text: string): string[] {
  return [
    ...new Set([
      ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(new RegExp(`${escaped}[^\\s)"'<>]*`, 'g'))].map((m) => m[0]),
    ]),
  ];
}

/** The site's pages: the route table. */
export const SITE_PAGES: ReadonlySet<string> = new Set(Object.values(paths));

/**
 * The page a link of the site's own leads to (its path, without query or
 * fragment), or null for a link elsewhere (another site, mail, phone) or
 * within the page (`#…`).
 */
export function sitePath(link: string): string | null {
  if (link.startsWith(site.origin)) return new URL(link).pathname;
  if (link.startsWith('/') && !link.startsWith('//')) return new URL(link, site.origin).pathname;
  return null;
}

/** The links among `links` that are the site's own but lead to no page it has. */
export function brokenLinks(links: readonly string[], pages = SITE_PAGES): string[] {
  return links.filter((link) => {
    const path = sitePath(link);
    return path !== null && !pages.has(path);
  });
}
