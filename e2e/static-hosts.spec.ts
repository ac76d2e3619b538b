import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { createSiteApp } from '../server/public/static-files.ts';
import { notFoundContent } from '../src/content/not-found.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { PLAN_START_MS, planViewport, stageHost } from './support/floor-plan-page.ts';
import { allRoutes } from './support/routes.ts';

/**
 * dist/ as other hosts serve it, not the bundled server: a plain static
 * server, which sends no Server-Timing entry and answers /api/ with 404,
 * set up as many hosts are to answer every other unknown address with
 * index.html (a "single-page app" rewrite), not with 404.html.
 */
const distDir = resolve(process.env.DIST_DIR || 'dist');
let app: FastifyInstance;
let server: Server;
let origin = '';

/** Whether the static server has a file for `path` (as itself, or the index.html of its folder). */
function servesFile(path: string): boolean {
  const file = join(distDir, decodeURIComponent(path));
  if (!file.startsWith(distDir)) return false;
  if (existsSync(file) && statSync(file).isFile()) return true;
  return existsSync(join(file, 'index.html'));
}

test.beforeAll(async () => {
  app = await createSiteApp(distDir);
  await app.ready();
  // The rewrite in front of the site's own routing, as a host's configuration would be.
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path.startsWith('/api/') || servesFile(path)) return app.routing(req, res);
    void readFile(join(distDir, 'index.html')).then((html) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  await app?.close();
});

test.use({ viewport: { width: 1280, height: 800 } });

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');

test('every route on a static host shows its own page, asks nothing of /api/ and logs no console error, the plan included', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  for (const route of allRoutes) {
    await page.goto(`${origin}${route.path}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    expect(await robots(page)).toBe('index, follow');
    if (route.id === 'sizeGuide') {
      await planViewport(page).scrollIntoViewIfNeeded();
      await expect(stageHost(page).locator('canvas').first()).toBeVisible({
        timeout: PLAN_START_MS,
      });
    }
    // Whatever waits to be seen starts too.
    await page.keyboard.press('End');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  }
  expect(asked).toEqual([]);
});

test('a host that answers unknown addresses with index.html: the page becomes the not-found page, noindex, and real addresses keep theirs', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/size-guide/no-such-unit/']) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundContent.title);
    await expect(page.getByText(notFoundContent.intro)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page).toHaveTitle(notFoundContent.headTitle);
    expect(await robots(page)).toBe('noindex, follow');
    await waitForHydration(page);
  }
  // Clean addresses, a trailing slash and index.html are the page's own.
  for (const [path, h1] of [
    ['/', allRoutes.find((r) => r.id === 'home')?.h1],
    ['/index.html', allRoutes.find((r) => r.id === 'home')?.h1],
    ['/size-guide/', allRoutes.find((r) => r.id === 'sizeGuide')?.h1],
    ['/size-guide/index.html', allRoutes.find((r) => r.id === 'sizeGuide')?.h1],
  ]) {
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 ?? '');
    expect(await robots(page)).toBe('index, follow');
  }
});
