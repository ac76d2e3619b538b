import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { rawRequest } from '../scripts/lib/http-request.ts';
import { containsKonva, readManifest, routeSizes } from '../scripts/lib/route-sizes.ts';
import { runtimeStartupJs } from '../scripts/lib/runtime-js.ts';
import { paths } from '../src/config/paths.ts';
import { calculatorItems } from '../src/content/calculator-items.ts';
import { unitPrice } from '../src/content/prices.ts';

/**
 * Size budgets of the real build output (gzip bytes; see `npm run size`).
 * Only the islands hydrated at load count as eager: the home page's are the
 * entry, React and the hero slideshow (measured at 80.2 KB).
 */
const HOME_EAGER_JS_BUDGET = 82.2 * 1024;
const distDir = resolve(process.env.DIST_DIR || 'dist');
const sizes = routeSizes(distDir, paths);

test(`the home route's eager JavaScript is under ${HOME_EAGER_JS_BUDGET / 1024} KB gzip`, () => {
  const home = sizes.find((r) => r.route === 'home');
  expect(home?.jsGzip).toBeLessThan(HOME_EAGER_JS_BUDGET);
});

/**
 * /size-guide's HTML carries the build's drawing of the floor plan inline
 * (src/features/floor-plan/plan-svg.ts), so the plan shows at first paint:
 * 14.3 KB gzip before it, 16.4 KB measured with it. The budget is that plus
 * a little for copy; the plan may never add more than 15 KB to the page.
 */
const SIZE_GUIDE_HTML_BUDGET = 17.5 * 1024;

test(`/size-guide's HTML, with the plan's drawing, is under ${SIZE_GUIDE_HTML_BUDGET / 1024} KB gzip`, () => {
  const sizeGuide = sizes.find((r) => r.route === 'sizeGuide');
  expect(sizeGuide?.htmlGzip).toBeGreaterThan(0);
  expect(sizeGuide?.htmlGzip).toBeLessThanOrEqual(SIZE_GUIDE_HTML_BUDGET);
});

test('the price model loads only on the routes that show prices', () => {
  // A phrase of the price model (content/prices.ts), found in whatever chunk holds it.
  const [charge] = unitPrice(15).charges;
  const marker = charge?.requirement ?? '';
  expect(marker).not.toBe('');
  const showPrices = new Set<string>([
    paths.home,
    paths.personal,
    paths.safetyDepositBoxes,
    paths.calculator,
    paths.sizeGuide,
    paths.about,
    paths.terms,
  ]);
  const loads = (file: string) => readFileSync(join(distDir, file), 'utf8').includes(marker);
  const withModel = sizes.filter((r) => r.jsFiles.some(loads)).map((r) => r.path);
  expect(withModel.length).toBeGreaterThan(0);
  expect(withModel.filter((path) => !showPrices.has(path))).toEqual([]);
});

test('no route but the size guide loads Konva eagerly', () => {
  const offenders = sizes
    .filter((r) => r.route !== 'sizeGuide')
    .flatMap((r) =>
      r.jsFiles.filter((f) => containsKonva(distDir, f)).map((f) => `${r.path}: ${f}`),
    );
  expect(offenders).toEqual([]);
});

test('the calculator and its catalogue load on /calculator only, as a lazy chunk', () => {
  const manifest = readManifest(distDir);
  const chunk = manifest['src/features/calculator/storage-calculator.tsx'];
  expect(chunk?.isDynamicEntry).toBe(true);
  const catalogueName = calculatorItems[calculatorItems.length - 1]?.name ?? '';
  const holdsCatalogue = (file: string) =>
    readFileSync(join(distDir, file), 'utf8').includes(catalogueName);
  expect(holdsCatalogue(chunk?.file ?? '')).toBe(true);
  const eager = sizes.flatMap((r) => r.jsFiles.map((f) => `${r.path}: ${f}`));
  expect(eager.filter((entry) => holdsCatalogue(entry.split(': ')[1] ?? ''))).toEqual([]);
  const importers = Object.entries(manifest)
    .filter(([, c]) => c.dynamicImports?.includes('src/features/calculator/storage-calculator.tsx'))
    .map(([key]) => key);
  // Only the calculator island asks for it (its fallback, when the widget is off or fails).
  expect(importers).toEqual(['src/app/islands/calculator.tsx']);
});

/**
 * Start-up JavaScript measured at runtime (what Chromium fetches until the
 * page's first-screen islands have started and the network is quiet, without
 * scrolling; `npm run size` prints it): each route's figure as measured,
 * plus 2 KB. Pages whose first screen has nothing to hydrate but the header
 * (which waits for the visitor's first touch) load the entry alone. The aim
 * is 90 KB on every route, and every route is within it; the closest is
 * /calculator (React, the calculator and, with the widget refused here, the
 * built-in calculator that replaces it), at 89.3 KB since numbers are
 * written without Intl (src/content/number-text.ts, about 0.2 KB on each
 * route with islands, for 12 to 91 ms less script at start-up here).
 */
const KB = 1024;
const STARTUP_JS_AIM = 90 * KB;
const ENTRY_ONLY = 3.9 * KB;
const startupBudgets: Record<string, number> = {
  [paths.home]: 83.3 * KB,
  [paths.personal]: ENTRY_ONLY,
  [paths.business]: ENTRY_ONLY,
  [paths.container]: 80.4 * KB,
  [paths.safetyDepositBoxes]: ENTRY_ONLY,
  [paths.calculator]: 89.3 * KB,
  [paths.sizeGuide]: 85.7 * KB,
  [paths.about]: ENTRY_ONLY,
  [paths.register]: 86.4 * KB,
  [paths.privacy]: ENTRY_ONLY,
  [paths.terms]: ENTRY_ONLY,
  [paths.accessibility]: ENTRY_ONLY,
};
test('every route has a start-up budget, and every budget is within the aim', () => {
  expect(Object.keys(startupBudgets).sort()).toEqual(Object.values(paths).sort());
  const over = Object.entries(startupBudgets)
    .filter(([, measured]) => measured > STARTUP_JS_AIM)
    .map(([path]) => path);
  expect(over).toEqual([]);
});

for (const path of Object.values(paths)) {
  const budget = (startupBudgets[path] ?? 0) + 2 * KB;
  test(`${path} fetches at most ${(budget / KB).toFixed(1)} KB gzip of JavaScript at start-up`, async ({
    browser,
    baseURL,
  }) => {
    const measured = await runtimeStartupJs(browser, baseURL ?? '', path);
    expect(measured.files.length).toBeGreaterThan(0);
    expect(measured.jsGzip).toBeLessThanOrEqual(budget);
  });
}

/**
 * A new connection's first round trip carries 10 TCP segments of 1,460
 * bytes (RFC 6928's initial window): a page that fits, status line and
 * headers included, arrives without waiting for the browser's
 * acknowledgements, a round trip sooner on a phone's network (Lighthouse's
 * simulation models the same window). The home page, the largest page a
 * visitor lands on first, fits with brotli at the server's best quality:
 * measured, 13,163 bytes of body and 1,052 of status line and headers.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

test('the home page arrives in the first round trip of a new connection, headers included', async ({
  baseURL,
}) => {
  const sent = await rawRequest(baseURL ?? '', '/', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  });
  // What went over the wire before the body: the status line and each header line.
  const lines = [`HTTP/1.1 ${sent.status} ${sent.statusMessage}`];
  for (let i = 0; i < sent.rawHeaders.length; i += 2) {
    lines.push(`${sent.rawHeaders[i]}: ${sent.rawHeaders[i + 1]}`);
  }
  const head = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
  expect(sent.headers['content-encoding']).toBe('br');
  expect(head + sent.body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
});
