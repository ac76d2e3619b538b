import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { thirdPartyConfig } from '../../src/config/third-party.ts';

/**
 * Test fixtures shared by every browser test:
 * - nothing reaches the internet: third-party requests are answered by local
 *   stand-ins (see routeThirdParty) or refused;
 * - every console error, page error and hydration warning fails the test,
 *   unless the test names it as expected.
 */
type Fixtures = {
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  /** Refuse the widget scripts, as a blocker or an outage would, to exercise the fallbacks. */
  blockWidgets: boolean;
};

export const MAP_STUB = '<!doctype html><title>Map</title><p>Map</p>';

/**
 * The widget addresses the build uses (same defaults and variables), answered
 * by local fakes. A widget switched off has no address; its empty string
 * matches no request.
 */
const widgetConfig = thirdPartyConfig(process.env);
export const WIDGET_URLS = {
  registration: widgetConfig.registrationWidgetSrc ?? '',
  calculator: widgetConfig.calculatorWidgetSrc ?? '',
} as const;
const widgetStandIns = new Map([
  [WIDGET_URLS.registration, 'registration-widget.js'],
  [WIDGET_URLS.calculator, 'calculator-widget.js'],
]);
const widgetFile = (name: string) =>
  fileURLToPath(new URL(`../fixtures/widgets/${name}`, import.meta.url));

export async function routeThirdParty(context: BrowserContext, { blockWidgets = false } = {}) {
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      const standIn = widgetStandIns.get(`${url.origin}${url.pathname}`);
      if (url.hostname.endsWith('openstreetmap.org')) {
        await route.fulfill({ contentType: 'text/html', body: MAP_STUB });
      } else if (standIn && !blockWidgets) {
        await route.fulfill({ contentType: 'text/javascript', path: widgetFile(standIn) });
      } else {
        await route.abort('blockedbyclient');
      }
    },
  );
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  blockWidgets: [false, { option: true }],
  context: async ({ context, blockWidgets }, use) => {
    await routeThirdParty(context, { blockWidgets });
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once the page's islands that hydrate at load or when idle have
 * hydrated and run their effects: <html data-route> is set then (see
 * src/app/island-boot.ts), so timers started in effects exist before a test
 * moves a fake clock. Islands that wait to be seen or used hydrate later,
 * and a tap on one before then is replayed once it is ready.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.route !== undefined);
}

/**
 * How many islands on the page (only those called `name`, if given) React
 * has hydrated so far. Static parts are never hydrated, so "has React
 * touched this heading" says nothing: ask the islands.
 */
export function hydratedIslands(page: Page, name?: string): Promise<number> {
  const island = name ? `[data-island="${name}"]` : '[data-island]';
  return page.locator(`${island}[data-hydrated]`).count();
}

/** Resolves once the island `name` (its first on the page) has hydrated. */
export async function waitForIsland(page: Page, name: string) {
  await page
    .locator(`[data-island="${name}"][data-hydrated]`)
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * Stops the page's fake clock (after page.clock.install) so that from now on
 * only the test moves it. An installed clock otherwise follows real time, and
 * on a busy machine a timer can fire between two steps of a test, such as a
 * menu closing before the test has checked that it is still open. Timers due
 * within the next second run first.
 */
export async function holdClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
