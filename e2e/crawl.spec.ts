import { expect, test } from '@playwright/test';
import { paths } from '../src/config/paths.ts';

/**
 * Crawls the built site from the home page without a browser: every internal
 * link must lead to a route of the site, and every asset any page references
 * (scripts, styles, images, srcsets, posters, videos, icons, manifest) must
 * load.
 */
const ATTRIBUTE = /\s(href|src|srcset|poster|content)="([^"]*)"/g;
const routes = new Set<string>(Object.values(paths));

function referencesIn(html: string): { pages: string[]; assets: string[] } {
  const pages: string[] = [];
  const assets: string[] = [];
  for (const tag of html.match(/<(a|link|script|img|source|video|iframe|meta)\b[^>]*>/g) ?? []) {
    const name = tag.slice(1, tag.search(/[\s>]/));
    for (const [, attribute, raw] of tag.matchAll(ATTRIBUTE)) {
      const value = (raw ?? '').replace(/&amp;/g, '&');
      if (attribute === 'content' && !value.startsWith('/')) continue;
      const urls =
        attribute === 'srcset'
          ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
          : [value];
      for (const url of urls) {
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        if (name === 'a') pages.push(url);
        else assets.push(url);
      }
    }
  }
  return { pages, assets };
}

test('every internal link and asset reference resolves', async ({ request }) => {
  const queue = ['/'];
  const seen = new Set<string>();
  const assets = new Map<string, string>();
  const problems: string[] = [];

  while (queue.length > 0) {
    const page = queue.shift() as string;
    if (seen.has(page)) continue;
    seen.add(page);
    const response = await request.get(page);
    if (response.status() !== 200) {
      problems.push(`${page}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    const { pages, assets: found } = referencesIn(html);
    for (const link of pages) {
      const [path = '', hash] = link.split('#');
      const target = path === '' ? page : path;
      if (!routes.has(target)) problems.push(`${page}: links to ${link}, which is not a route`);
      else if (!seen.has(target)) queue.push(target);
      if (hash && target === page && !html.includes(`id="${hash}"`)) {
        problems.push(`${page}: links to #${hash}, which is not on the page`);
      }
    }
    for (const asset of found) if (!assets.has(asset)) assets.set(asset, page);
  }

  for (const [asset, page] of assets) {
    const response = await request.get(asset);
    if (response.status() !== 200) problems.push(`${page}: ${asset} answers ${response.status()}`);
  }

  expect(problems).toEqual([]);
  expect([...seen].sort()).toEqual([...routes].sort());
  expect(assets.size).toBeGreaterThan(5);
});
