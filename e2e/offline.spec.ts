import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { FastifyPluginAsync } from 'fastify';
import { metaDir } from '../scripts/lib/build-folders.ts';
import { readIslandsFile } from '../scripts/lib/page-islands.ts';
import { readManifest } from '../scripts/lib/route-sizes.ts';
import {
  MEDIA_CACHE,
  MEDIA_CACHE_LIMIT,
  MEDIA_MAX_AGE_SECONDS,
  OFFLINE_PAGE,
  PAGE_CACHE_LIMIT,
  serviceWorkerFiles,
} from '../scripts/lib/service-worker.ts';
import {
  closeGracefully,
  type StaticServer,
  startStaticServer,
} from '../server/public/static-files.ts';
import { paths } from '../src/config/paths.ts';
import { SERVICE_WORKER_URL } from '../src/config/service-worker.ts';
import { offlineContent } from '../src/content/offline.ts';
import { expect, test, WIDGET_URLS, waitForHydration } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

test.use({ serviceWorkers: 'allow' });

const distDir = resolve(process.env.DIST_DIR || 'dist');
const manifest = readManifest(distDir);
/** The worker's file lists, read from this build's manifest and page islands as the build does. */
const workerFiles = serviceWorkerFiles(manifest, paths, readIslandsFile(distDir));
const floorPlanChunk = `/${manifest['src/features/floor-plan/floor-plan-stage.tsx']?.file}`;

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

/** The URLs kept in the caches whose names start with `prefix`, path and query only. */
function cached(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  }, prefix);
}

/** Waits until the worker keeps the page at `path` and every file its route can load. */
async function routeKept(page: Page, path: string) {
  const files = workerFiles.routes[path] ?? [];
  await expect
    .poll(async () => [...(await cached(page, 'pages-')), ...(await cached(page, 'assets-'))], {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining([path, ...files]));
}

/**
 * A copy of the build in a folder of its own, with the files' times and the
 * manifest of the compressed copies, so the copies stay current
 * (lib/precompress.ts).
 */
async function copyOfBuild(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await cp(distDir, dir, { recursive: true, preserveTimestamps: true });
  await cp(metaDir(distDir), metaDir(dir), { recursive: true, preserveTimestamps: true });
  return dir;
}

async function removeBuild(dir: string) {
  await rm(dir, { recursive: true, force: true });
  await rm(metaDir(dir), { recursive: true, force: true });
}

/** A copy of the build served on a port of its own, for tests that change its files or add answers. */
async function servedCopy(routes?: FastifyPluginAsync): Promise<{
  dir: string;
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}> {
  const dir = await copyOfBuild('sw-copy-');
  const requests: string[] = [];
  const server = await startStaticServer(dir, 0, '127.0.0.1', routes ? { routes } : {});
  // Seen beside the server's own handler, which answers.
  server.on('request', (req: IncomingMessage) => requests.push(req.url ?? ''));
  const { port } = server.address() as AddressInfo;
  return {
    dir,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      await closeGracefully(server);
      await removeBuild(dir);
    },
  };
}

/**
 * Moves the service worker's clock (Date.now, which it dates its media
 * copies by) `ms` ahead of real time; page.clock does not reach workers.
 */
async function setWorkerClockAhead(context: BrowserContext, ms: number) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('No service worker is running.');
  await worker.evaluate((ms) => {
    const scope = globalThis as { realNow?: () => number };
    scope.realNow ??= Date.now.bind(Date);
    const realNow = scope.realNow;
    Date.now = () => realNow() + ms;
  }, ms);
}

const fetchText = (page: Page, url: string) =>
  page.evaluate((url) => fetch(url).then((response) => response.text()), url);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('service worker', () => {
  // Going offline makes the widgets' and the map's stand-ins fail, which the browser logs.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

  test('a first visit to / installs the shell and that route only, never the floor plan', async ({
    page,
    context,
  }) => {
    const requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    await page.goto(paths.home);
    await controlled(page);
    await routeKept(page, paths.home);
    await waitForHydration(page);

    const fetched = requests.map((r) => new URL(r.url()).pathname);
    // The worker's own requests are seen too: it fetched the page for offline use.
    expect(requests.some((r) => r.serviceWorker() !== null)).toBe(true);
    expect(fetched).not.toContain(floorPlanChunk);
    const kept = await cached(page, 'assets-');
    expect(kept).not.toContain(floorPlanChunk);
    expect(kept.sort()).toEqual(
      [...workerFiles.shell, OFFLINE_PAGE, ...(workerFiles.routes[paths.home] ?? [])].sort(),
    );
  });

  test('a first visit to /size-guide keeps the floor plan, scrolled to or not', async ({
    page,
  }) => {
    await page.goto(paths.sizeGuide);
    await controlled(page);
    await routeKept(page, paths.sizeGuide);
    expect(await cached(page, 'assets-')).toContain(floorPlanChunk);
  });

  test('the worker is registered once the islands that started are hydrated, or have failed', async ({
    page,
  }) => {
    // Which islands were hydrated, and which had failed, when the page registered the worker.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      const names = (attribute: string) =>
        Array.from(
          document.querySelectorAll<HTMLElement>(`[data-island][${attribute}]`),
          (island) => island.dataset.island,
        );
      container.register = (...args) => {
        Object.assign(window, {
          registeredWhen: { hydrated: names('data-hydrated'), failed: names('data-island-failed') },
        });
        return register(...args);
      };
    });
    const registeredWhen = () =>
      page.waitForFunction(() => (window as { registeredWhen?: object }).registeredWhen);

    // The size picker starts as soon as it is on screen; its code arrives well after the load event.
    const picker = `**/${manifest['src/app/islands/size-picker.tsx']?.file}`;
    await page.route(picker, async (route) => {
      await new Promise((wait) => setTimeout(wait, 1500));
      await route.continue();
    });
    await page.goto(paths.sizeGuide);
    expect(await (await registeredWhen()).jsonValue()).toEqual({
      hydrated: expect.arrayContaining(['size-picker']),
      failed: [],
    });
    await controlled(page);

    // An island whose code cannot be had does not hold the worker back.
    await page.unroute(picker);
    await page.route(picker, (route) => route.abort());
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
    });
    await page.reload();
    expect(await (await registeredWhen()).jsonValue()).toEqual({
      hydrated: expect.not.arrayContaining(['size-picker']),
      failed: ['size-picker'],
    });
  });

  test('routes seen once open offline, by address or by link; others show the offline page', async ({
    page,
    context,
  }) => {
    const [about, register, sizeGuide] = ['about', 'register', 'sizeGuide'].map(byId);
    if (!about || !register || !sizeGuide) throw new Error('Missing routes');
    // The first visit: the page loads before the worker exists.
    await page.goto(about.path);
    await controlled(page);
    await waitForHydration(page);
    // A client-side navigation: only the route's chunk goes through the worker.
    await page.locator(`main a[href="${register.path}"]`).first().click();
    await expect(h1(page)).toHaveText(register.h1);
    // A page tells the worker its route once it has loaded: a visitor who
    // leaves sooner has the page kept, but not every file its route can load.
    await routeKept(page, register.path);
    await page.goto(sizeGuide.path);
    await expect(h1(page)).toHaveText(sizeGuide.h1);
    for (const route of [about, register, sizeGuide]) await routeKept(page, route.path);

    await context.setOffline(true);
    for (const route of [about, register, sizeGuide]) {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.h1);
      // The page's own script and styles came from the cache too: it hydrates.
      await waitForHydration(page);
    }
    await page.goto(byId('business').path);
    await expect(h1(page)).toHaveText(offlineContent.title);
  });

  test('pages are kept once per path, and at most PAGE_CACHE_LIMIT of them', async ({ page }) => {
    test.slow();
    const copy = await servedCopy();
    try {
      const extra = Array.from({ length: PAGE_CACHE_LIMIT + 1 }, (_, i) => `/sw-page-${i}`);
      for (const path of extra) {
        await mkdir(join(copy.dir, path), { recursive: true });
        await writeFile(
          join(copy.dir, path, 'index.html'),
          `<!doctype html><title>${path}</title>`,
        );
      }
      await page.goto(`${copy.origin}${paths.about}`);
      await controlled(page);
      await page.goto(`${copy.origin}${paths.calculator}?a=1`);
      await page.goto(`${copy.origin}${paths.calculator}?a=2`);
      await expect
        .poll(async () =>
          (await cached(page, 'pages-')).filter((u) => u.startsWith(paths.calculator)),
        )
        .toEqual([paths.calculator]);

      for (const path of extra) await page.goto(`${copy.origin}${path}`);
      const last = extra[extra.length - 1] ?? '';
      await expect.poll(() => cached(page, 'pages-')).toContain(last);
      const kept = await cached(page, 'pages-');
      expect(kept).toHaveLength(PAGE_CACHE_LIMIT);
      // The oldest went first.
      expect(kept).not.toContain(paths.about);
      expect(kept).not.toContain(extra[0]);
    } finally {
      await copy.close();
    }
  });

  test('a page or file marked no-store is never kept', async ({ page }) => {
    const privatePaths = ['/sw-private', '/assets/sw-private.js'];
    const copy = await servedCopy(async (app) => {
      for (const path of privatePaths)
        app.get(path, async (_request, reply) => {
          const javascript = path.endsWith('.js');
          return reply
            .headers({
              'Content-Type': javascript ? 'text/javascript' : 'text/html; charset=utf-8',
              'Cache-Control': 'private, no-store',
            })
            .send(
              javascript ? '// private' : '<!doctype html><title>Private</title><h1>Private</h1>',
            );
        });
    });
    try {
      await page.goto(`${copy.origin}${paths.about}`);
      await controlled(page);
      await page.goto(`${copy.origin}/sw-private`);
      await expect(h1(page)).toHaveText('Private');
      expect(await fetchText(page, '/assets/sw-private.js')).toBe('// private');
      // A page that may be kept, visited after, shows the worker has done its keeping.
      await page.goto(`${copy.origin}${paths.business}`);
      await waitForHydration(page);
      await expect.poll(() => cached(page, 'pages-')).toContain(paths.business);
      expect(await cached(page, 'pages-')).not.toContain('/sw-private');
      expect(await cached(page, 'assets-')).not.toContain('/assets/sw-private.js');
    } finally {
      await copy.close();
    }
  });

  test('a media file replaced under its name is seen once the copy is older than its max-age', async ({
    browser,
  }) => {
    // A context of its own, without the fixtures' request routing, which turns off the
    // browser's HTTP cache: the worker must look past that cache, which keeps media as long.
    // Its page is the offline page, which loads nothing from other origins.
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const copy = await servedCopy();
    const path = '/media/sw-check.txt';
    const file = join(copy.dir, path);
    const serverAsked = () => copy.requests.filter((url) => url === path).length;
    try {
      await writeFile(file, 'first version');
      await page.goto(`${copy.origin}${OFFLINE_PAGE}`);
      await page.evaluate((url) => navigator.serviceWorker.register(url), SERVICE_WORKER_URL);
      await controlled(page);
      expect(await fetchText(page, path)).toBe('first version');
      await expect.poll(() => cached(page, MEDIA_CACHE)).toContain(path);
      await writeFile(file, 'second version, re-rendered');

      // Younger than the max-age: the copy kept, and the server is not asked.
      await setWorkerClockAhead(context, MEDIA_MAX_AGE_SECONDS * 1000 - 60_000);
      expect(await fetchText(page, path)).toBe('first version');
      // Older: the copy kept is served at once, and replaced from the server behind it...
      await setWorkerClockAhead(context, MEDIA_MAX_AGE_SECONDS * 1000 + 60_000);
      expect(await fetchText(page, path)).toBe('first version');
      // ...so the next view has the new file.
      await expect.poll(() => fetchText(page, path)).toBe('second version, re-rendered');
      expect(serverAsked()).toBeGreaterThanOrEqual(2);
      // Seen as new, the copy is fresh for another max-age: no more requests.
      const asked = serverAsked();
      expect(await fetchText(page, path)).toBe('second version, re-rendered');
      expect(serverAsked()).toBe(asked);
    } finally {
      await context.close();
      await copy.close();
    }
  });

  test(`at most ${MEDIA_CACHE_LIMIT} media files are kept, the oldest dropped first`, async ({
    page,
  }) => {
    const copy = await servedCopy();
    try {
      const files = Array.from(
        { length: MEDIA_CACHE_LIMIT + 1 },
        (_, i) => `/media/sw-cap-${i}.txt`,
      );
      for (const path of files) await writeFile(join(copy.dir, path), path);
      await page.goto(`${copy.origin}${paths.about}`);
      await controlled(page);
      for (const path of files) expect(await fetchText(page, path)).toBe(path);
      const last = files[files.length - 1] ?? '';
      await expect.poll(() => cached(page, MEDIA_CACHE)).toContain(last);
      await expect
        .poll(async () => (await cached(page, MEDIA_CACHE)).length)
        .toBe(MEDIA_CACHE_LIMIT);
      expect(await cached(page, MEDIA_CACHE)).not.toContain(files[0]);
    } finally {
      await copy.close();
    }
  });

  test('assets and media go through the worker; POSTs, other origins and /api/ to the network', async ({
    page,
    context,
  }) => {
    await page.goto(paths.about);
    await controlled(page);
    const answered = async (url: string, init: RequestInit = {}) => {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url() === new URL(url, page.url()).href),
        page.evaluate(({ url, init }) => fetch(url, init).catch(() => null), { url, init }),
      ]);
      return response.fromServiceWorker();
    };
    const asset = workerFiles.shell[0] ?? '';
    expect(await answered(asset)).toBe(true);
    expect(await answered('/media/logo.svg')).toBe(true);
    expect(await answered(asset, { method: 'POST' })).toBe(false);
    // The widget script's origin, the one other origin the Content-Security-Policy lets a page
    // fetch, with a path that would be media on this site.
    const elsewhere = new URL('/media/picture.png', WIDGET_URLS.registration).href;
    await context.route(elsewhere, (route) =>
      route.fulfill({ contentType: 'image/png', body: '' }),
    );
    expect(await answered(elsewhere, { mode: 'no-cors' })).toBe(false);
    expect(await answered('/api/registrations')).toBe(false);
    const opened = await page.goto('/api/registrations');
    expect(opened?.status()).toBe(405);
    expect(opened?.fromServiceWorker()).toBe(false);
  });

  test('a new deployment takes over on the next navigation', async ({ page }) => {
    // Installing the new worker fetches the whole shell: up to 45 s for each step on a busy machine.
    test.setTimeout(150_000);
    // A copy of the build on a server of its own, so it can be replaced by a "new build".
    const dir = await copyOfBuild('sw-deploy-');
    let server: StaticServer = await startStaticServer(dir, 0);
    // The new build is served on the same port: the same origin, so the same worker registration.
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const about = byId('about');
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
        .poll(cacheNames, { timeout: 45_000 })
        .toEqual(expect.arrayContaining(['assets-second']));
      await expect.poll(cacheNames, { timeout: 45_000 }).not.toContain(oldPages);
      // ...so the next navigation goes through it and keeps the new page for offline use.
      await page.goto(`${origin}${about.path}`);
      const saved = await page.evaluate(async (path) => {
        const response = await (await caches.open('pages-second')).match(path);
        return response ? response.text() : '';
      }, about.path);
      expect(saved).toContain('<meta name="build" content="second" />');
    } finally {
      await closeGracefully(server);
      await removeBuild(dir);
    }
  });
});
