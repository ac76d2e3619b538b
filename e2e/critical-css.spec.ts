import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { criticalCss } from '../scripts/lib/critical-css.ts';
import { FIRST_PICTURE_TIMING } from '../src/config/element-timing.ts';
import { registrationFormCopy } from '../src/content/registration-form.ts';
import { expect, test, waitForHydration, waitForIsland } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

/**
 * Each page inlines only the style rules its own HTML uses and names the
 * whole stylesheet (scripts/lib/critical-css.ts); the client fetches that
 * before hydrating, and applies it when the page is idle or before an island
 * first draws something new, whichever comes first (src/app/full-stylesheet.ts).
 */
const WHOLE_STYLESHEET = /\/assets\/style-[\w-]+\.css$/;
/** React, React DOM and the scheduler, one chunk (vite.config.ts). */
const REACT_CHUNK = /\/assets\/react-[\w-]+\.js$/;

/** When the page began to request the file whose path matches `pattern` (resource timing). */
const requestStart = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new RegExp(source).test(new URL(entry.name).pathname))?.startTime,
    pattern.source,
  );

test.describe('a page before any script runs', () => {
  test.use({
    javaScriptEnabled: false,
    // The whole stylesheet refused on purpose, below.
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/],
  });

  for (const width of [1280, 390]) {
    for (const route of allRoutes) {
      test(`${route.path} at ${width} px looks the same with only its inlined rules as with the whole stylesheet`, async ({
        page,
        browser,
      }, testInfo) => {
        const wholeStylesheetApplied = (p: Page) =>
          p.evaluate(() =>
            [...document.styleSheets].some((sheet) => {
              if (!sheet.href?.includes('/assets/style-')) return false;
              try {
                return sheet.cssRules.length > 0;
              } catch {
                return false; // a sheet that failed to load has no rules to read
              }
            }),
          );
        const shot = async (p: Page) => {
          // Lazy pictures would load, or not yet, as the full-page capture
          // grows the window: load every one first in both. decode() alone
          // did not always wait: it rejects when a picture's request changes,
          // and once, on a busy machine, the page without scripts was
          // captured before its pictures had arrived.
          await p.evaluate(async () => {
            const images = [...document.images];
            for (const img of images) img.loading = 'eager';
            await Promise.all(
              images.map((img) =>
                img.complete
                  ? undefined
                  : new Promise((done) => {
                      img.addEventListener('load', done, { once: true });
                      img.addEventListener('error', done, { once: true });
                    }),
              ),
            );
            await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
          });
          return p.screenshot({
            fullPage: true,
            animations: 'disabled',
            mask: [p.locator('video, iframe')],
          });
        };

        // Without JavaScript the page links the whole stylesheet as well.
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route.path);
        await expect.poll(() => wholeStylesheetApplied(page)).toBe(true);
        const withWhole = await shot(page);

        // A context of its own: the first page's stylesheet may still be in
        // the renderer's memory cache, which routes do not see.
        const context = await browser.newContext({ javaScriptEnabled: false });
        const inlinedOnly = await context.newPage();
        await inlinedOnly.route(WHOLE_STYLESHEET, (request) => request.abort());
        await inlinedOnly.setViewportSize({ width, height: 900 });
        await inlinedOnly.goto(route.path);
        expect(await wholeStylesheetApplied(inlinedOnly)).toBe(false);
        const inlined = await shot(inlinedOnly);
        if (!inlined.equals(withWhole)) {
          for (const [name, body] of [
            ['whole-stylesheet.png', withWhole],
            ['inlined-rules-only.png', inlined],
          ] as const) {
            await writeFile(testInfo.outputPath(name), body);
            await testInfo.attach(name, { path: testInfo.outputPath(name) });
          }
        }
        // Buffer.equals: a deep-equality diff of two screenshots takes minutes.
        expect(inlined.equals(withWhole), 'the two screenshots differ (both attached)').toBe(true);
        await context.close();
      });
    }
  }
});

const distDir = resolve(process.env.DIST_DIR || 'dist');

test.describe('every built page inlines the rules that matching its whole HTML gives, repeats cut out or not', () => {
  // Matching a page's whole HTML, with the cut and without, is CPU work in the
  // test's own process: 5 to 33 s a page on this 2-core machine while busy, and
  // all the pages in one test outran three minutes in a busy full run. A test
  // a page, each with room of its own, lets the workers share them.
  test.describe.configure({ timeout: 180_000 });
  for (const route of allRoutes) {
    test(route.path, async () => {
      const built = await readFile(join(distDir, route.path, 'index.html'), 'utf8');
      const [, href, inlined = ''] =
        built.match(/<style data-stylesheet="([^"]+)">([^<]*)<\/style>/) ?? [];
      const whole = await readFile(join(distDir, href ?? ''), 'utf8');
      // The page as the build matched it, before the rules went in.
      const html = built.replace(inlined, '');
      const cut = criticalCss(whole, html);
      expect(cut).toBe(criticalCss(whole, html, { cutRepeats: false }));
      expect(cut).toBe(inlined);
    });
  }
});

test('the page inlines a part of the stylesheet and names the whole of it', async ({
  page,
  request,
}) => {
  await page.goto('/personal');
  const style = page.locator('style[data-stylesheet]');
  const href = await style.getAttribute('data-stylesheet');
  expect(href).toMatch(WHOLE_STYLESHEET);
  const whole = await (await request.get(href as string)).text();
  const inlined = await style.textContent();
  expect(inlined?.length).toBeGreaterThan(1000);
  expect(inlined?.length).toBeLessThan(whole.length * 0.5);
});

test.describe('after hydrating', () => {
  // The site's own registration form shows when the widget fails: block its stand-in.
  test.use({
    blockWidgets: true,
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/],
  });

  test('the client has fetched the whole stylesheet, so what React draws later is styled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/register');
    await waitForHydration(page);
    const rules = (selector: string) =>
      page.evaluate(
        (css) => document.querySelector<HTMLStyleElement>(css)?.sheet?.cssRules.length ?? 0,
        selector,
      );
    const inlined = await rules('style[data-stylesheet]');
    expect(inlined).toBeGreaterThan(50);
    await expect.poll(() => rules('style[data-whole-stylesheet]')).toBeGreaterThan(inlined);
    expect(
      await page.locator('style[data-whole-stylesheet]').getAttribute('data-whole-stylesheet'),
    ).toMatch(WHOLE_STYLESHEET);

    // The registration form and its error summary are not in the prerendered
    // page: their rules come only with the whole stylesheet.
    await expect(page.locator('[data-widget-status="failed"]')).toBeVisible();
    await page.getByRole('button', { name: registrationFormCopy.submit }).click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: registrationFormCopy.errorSummaryTitle });
    await expect(summary).toBeFocused();
    expect(await summary.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('5px');
  });
});

test('an island draws nothing new before the whole stylesheet is in the page', async ({ page }) => {
  // From the load event on (after the parser's own insertions), each change
  // inside an island is checked in a microtask after every mutation observer
  // has run: before the browser can paint it.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { changesSeen: boolean[] }).changesSeen = seen;
    addEventListener('load', () => {
      new MutationObserver((records) => {
        const inside = records.some((record) => {
          const node = record.target;
          const element = node instanceof Element ? node : node.parentElement;
          const ownMark = record.type === 'attributes' && element?.matches('[data-island]');
          return Boolean(element?.closest('[data-island]')) && !ownMark;
        });
        if (!inside) return;
        queueMicrotask(() =>
          seen.push(document.querySelector('style[data-whole-stylesheet]') !== null),
        );
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
  // The address asks for a unit: the plan starts at load and draws it as it
  // hydrates, before the page is idle.
  await page.goto('/size-guide?unit=2-A-1');
  await waitForIsland(page, 'floor-plan');
  await expect(page.getByRole('heading', { name: 'Unit 2-A-1' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { changesSeen: boolean[] }).changesSeen,
  );
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain(false);
});

test('with nothing drawn anew, the whole stylesheet is applied once the page is idle', async ({
  page,
}) => {
  // The container viewer hydrates when the page is idle and changes nothing as it does.
  await page.goto('/container');
  await waitForHydration(page);
  await expect(page.locator('style[data-whole-stylesheet]')).toHaveCount(1);
  // Fetched once, by the island boot, and never linked as well.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
});

test('React and the whole stylesheet are fetched only after the page has loaded and painted', async ({
  page,
}) => {
  // /register's form is an island that starts at load; /personal has none that
  // does, and fetches React only when the visitor first uses its header.
  await page.goto('/register');
  await waitForHydration(page);
  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: navigation?.loadEventEnd,
    };
  });
  const fetched = [
    await requestStart(page, REACT_CHUNK),
    await requestStart(page, WHOLE_STYLESHEET),
  ];
  expect(timings.firstPaint).toBeGreaterThan(0);
  for (const start of fetched) {
    expect(start).toBeGreaterThan(timings.firstPaint as number);
    expect(start).toBeGreaterThanOrEqual(timings.load as number);
  }
});

test('on a phone, React is fetched only after the home hero picture has been painted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const heroPainted = await page.evaluate(async (identifier) => {
    // Element Timing entries are only handed to observers.
    const entries = await new Promise<PerformanceEntryList>((done) =>
      new PerformanceObserver((list) => done(list.getEntries())).observe({
        type: 'element',
        buffered: true,
      }),
    );
    const hero = entries.find(
      (entry) => (entry as PerformanceEntry & { identifier: string }).identifier === identifier,
    ) as (PerformanceEntry & { renderTime: number }) | undefined;
    return hero?.renderTime;
  }, FIRST_PICTURE_TIMING);
  expect(heroPainted).toBeGreaterThan(0);
  expect(await requestStart(page, REACT_CHUNK)).toBeGreaterThan(heroPainted as number);
});
