import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { notFoundContent } from '../src/content/not-found.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

/**
 * The server and the page's start-up script read one rule for what names a
 * page (src/app/page-address.ts). For each way of writing an address, what
 * the server answers (the page, a redirect to it, or 404) and what the page
 * then shows agree: on the bundled server, and where another host served the
 * page's HTML at that very address without a word.
 */
const distDir = resolve(process.env.DIST_DIR || 'dist');
const sizeGuide = allRoutes.find((route) => route.id === 'sizeGuide');
if (!sizeGuide) throw new Error('No size guide route');

/**
 * Each spelling and the server's answer: the page at its own addresses, a
 * redirect to them from another spelling of its path, 404 for what names
 * nothing. (A browser resolves dot segments before it asks: the unit tests
 * send those raw.)
 */
const spellings: [path: string, status: 200 | 301 | 404][] = [
  ['/size-guide', 200],
  ['/size-guide/', 200],
  ['/size-guide/index.html', 200],
  ['//size-guide', 301],
  ['/size-guide//', 301],
  ['/%73ize-guide', 301],
  ['/size%2Dguide/', 301],
  ['/size-guide/index', 404],
  ['/Size-Guide', 404],
  ['/%73ize-guide/x', 404],
];

// The spellings that name nothing are answered 404, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 404/] });

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');

/** What the page shows once it has started: the size guide under its own address, or not found. */
async function shownAs(page: Page): Promise<'size guide' | 'not found'> {
  // The islands boot once the page has become the not-found page, if it does (src/main.tsx).
  await waitForHydration(page);
  const text = await page.getByRole('heading', { level: 1 }).innerText();
  if (text === sizeGuide?.h1) {
    expect(await robots(page)).toBe('index, follow');
    expect(new URL(page.url()).pathname).toBe(sizeGuide.path);
    return 'size guide';
  }
  expect(text).toBe(notFoundContent.title);
  expect(await robots(page)).toBe('noindex, follow');
  return 'not found';
}

test('the bundled server answers each spelling as the page then shows it', async ({
  page,
  request,
  baseURL,
}) => {
  for (const [path, status] of spellings) {
    const url = `${baseURL}${path}`;
    const answer = await request.get(url, { maxRedirects: 0 });
    expect({ path, status: answer.status() }).toEqual({ path, status });
    if (status === 301)
      expect({ path, location: answer.headers().location }).toEqual({
        path,
        location: sizeGuide.path,
      });

    await page.goto(url);
    expect({ path, shown: await shownAs(page) }).toEqual({
      path,
      shown: status === 404 ? 'not found' : 'size guide',
    });
  }
});

test('a host that serves the page at any spelling: the page shows what the server’s rule says', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await readFile(join(distDir, sizeGuide.path, 'index.html'), 'utf8');
  for (const [path, status] of spellings) {
    const url = `${baseURL}${path}`;
    const serverNamesIt = (await request.get(url, { maxRedirects: 0 })).status() !== 404;
    expect({ path, serverNamesIt }).toEqual({ path, serverNamesIt: status !== 404 });

    // The navigation itself is answered with the page, 200, as a host with no rule of its own would.
    const served = (target: URL) => target.href === new URL(url).href;
    await page.route(served, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await page.goto(url);
    expect({ path, shown: await shownAs(page) }).toEqual({
      path,
      shown: serverNamesIt ? 'size guide' : 'not found',
    });
    await page.unroute(served);
  }
});
