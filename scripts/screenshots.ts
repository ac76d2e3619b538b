/**
 * `npm run screenshots`: full-page screenshots of every route at 1280 px and
 * 390 px wide, from the production build, into screenshots/ (not committed).
 * Pass route paths to limit it: `npm run screenshots -- /size-guide /about`.
 * `--no-script` takes them at 390 px with JavaScript off instead, each also
 * scrolled down a screen or two, as a phone without scripts shows it
 * (`<route>-390-no-script.png`, `<route>-390-no-script-scrolled.png`).
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startStaticServer } from '../server/public/static-files.ts';
import { paths } from '../src/config/paths.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';

const distDir = resolve(process.env.DIST_DIR || 'dist');
const port = Number(process.env.SCREENSHOT_PORT || 4390);
const outDir = resolve('screenshots');
const noScript = process.argv.includes('--no-script');
const widths = noScript ? [390] : [1280, 390];

/** Scrolls down the page and back so lazy images load, as they would for a reader. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

async function main() {
  const requested = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const routes = requested.length > 0 ? requested : Object.values(paths);
  const server = await startStaticServer(distDir, port);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
  });
  await mkdir(outDir, { recursive: true });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: noScript ? 844 : 900 },
        javaScriptEnabled: !noScript,
      });
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
        await scrollThrough(page);
        const base = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}-${width}${noScript ? '-no-script' : ''}`;
        await page.screenshot({ path: join(outDir, `${base}.png`), fullPage: true });
        console.log(`screenshots/${base}.png`);
        if (noScript) {
          // What the sticky header covers once the reader has scrolled.
          await page.evaluate(() => window.scrollTo(0, 1500));
          await page.screenshot({ path: join(outDir, `${base}-scrolled.png`) });
          console.log(`screenshots/${base}-scrolled.png`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
