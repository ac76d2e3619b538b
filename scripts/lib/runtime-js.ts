/**
 * Start-up JavaScript measured at runtime: every same-origin script Chromium
 * fetches for a route from navigation until the network is idle, without
 * scrolling, gzip bytes (level 9, as the static figure in route-sizes.ts).
 * Third-party requests are refused and the service worker is blocked: its
 * precache runs in the background after load and is not the page's start-up.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export type RuntimeJs = { path: string; jsGzip: number; files: string[] };

/** Resolves once no request of the page has been in flight for half a second. */
async function quiet(page: Page, quietMs = 500) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export async function runtimeStartupJs(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<RuntimeJs> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 720 },
  });
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const pending: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || !response.url().startsWith(origin)) return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length }))
          .catch(() => ({ url: response.url(), bytes: 0 })),
      );
    });
    await page.goto(new URL(path, baseURL).href, { waitUntil: 'networkidle' });
    // The islands start only once the page has loaded and painted, which on a
    // busy machine can come after the network first falls quiet: wait for the
    // client to mark the page (src/app/island-boot.ts), then for the chunks
    // the islands on the first screen asked for.
    await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
    await quiet(page);
    const scripts = await Promise.all(pending);
    const unique = new Map(scripts.map((s) => [s.url, s.bytes]));
    return {
      path,
      jsGzip: [...unique.values()].reduce((sum, bytes) => sum + bytes, 0),
      files: [...unique.keys()].map((url) => new URL(url).pathname),
    };
  } finally {
    await context.close();
  }
}
