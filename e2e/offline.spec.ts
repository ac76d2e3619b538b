import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { closeGracefully, startStaticServer } from '../scripts/lib/static-server.ts';
import { offlineContent } from '../src/content/offline.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

test.use({ serviceWorkers: 'allow' });

const byId = (id: string) => {
  const route = allRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`No route ${id}`);
  return route;
};

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('service worker', () => {
  // Going offline makes the widgets' and the map's stand-ins fail, which the browser logs.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

  test('visited routes open offline; a route never visited shows the offline page', async ({
    page,
    context,
  }) => {
    const visited = ['home', 'sizeGuide', 'about', 'register'].map(byId);
    await page.goto(byId('home').path);
    await controlled(page);
    for (const route of visited) {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.h1);
    }

    await context.setOffline(true);
    for (const route of visited) {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.h1);
      // The page's own script and styles came from the cache too: it hydrates.
      await waitForHydration(page);
    }
    await page.goto(byId('business').path);
    await expect(h1(page)).toHaveText(offlineContent.title);
  });

  test('a new deployment takes over on the next navigation', async ({ page }) => {
    test.slow();
    // A copy of the build on a server of its own, so it can be replaced by a "new build".
    const dir = await mkdtemp(join(tmpdir(), 'sw-deploy-'));
    await cp(resolve(process.env.DIST_DIR || 'dist'), dir, { recursive: true });
    const port = Number(process.env.E2E_PORT || 4310) + 1;
    const origin = `http://127.0.0.1:${port}`;
    const about = byId('about');
    let server = await startStaticServer(dir, port);
    try {
      await page.goto(`${origin}${about.path}`);
      await controlled(page);
      await page.reload();
      const oldCaches = await page.evaluate(() => caches.keys());
      await closeGracefully(server);

      // The new build: a changed page and, as every build with changed files, a new worker version.
      const pageFile = join(dir, about.path, 'index.html');
      const html = await readFile(pageFile, 'utf8');
      await writeFile(
        pageFile,
        html.replace('</head>', '<meta name="build" content="second" /></head>'),
      );
      const workerFile = join(dir, 'sw.js');
      const worker = await readFile(workerFile, 'utf8');
      await writeFile(
        workerFile,
        worker.replace(/const VERSION = "[^"]+"/, 'const VERSION = "second"'),
      );
      server = await startStaticServer(dir, port);

      await page.goto(`${origin}${about.path}`);
      await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'second');
      // The new worker installs its shell, takes over and drops the old version's caches...
      // Installing fetches every file of the shell, which takes a while on a busy machine.
      const oldPages = oldCaches.find((name) => name.startsWith('pages-'));
      expect(oldPages).toBeDefined();
      const cacheNames = () => page.evaluate(() => caches.keys());
      await expect
        .poll(cacheNames, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(['assets-second']));
      await expect.poll(cacheNames, { timeout: 20_000 }).not.toContain(oldPages);
      // ...so the next navigation goes through it and keeps the new page for offline use.
      await page.goto(`${origin}${about.path}`);
      const saved = await page.evaluate(async (path) => {
        const response = await (await caches.open('pages-second')).match(path);
        return response ? response.text() : '';
      }, about.path);
      expect(saved).toContain('<meta name="build" content="second" />');
    } finally {
      await closeGracefully(server);
      await rm(dir, { recursive: true, force: true });
    }
  });
});
