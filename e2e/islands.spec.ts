import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { readManifest } from '../scripts/lib/route-sizes.ts';
import { hydrationChunk, islandSource, staticClosure } from '../scripts/lib/vite-manifest.ts';
import { paths } from '../src/config/paths.ts';
import { speculationRules } from '../src/config/speculation-rules.ts';
import { containerMediaCopy, containerOptions } from '../src/content/containers.ts';
import { faqTabLabels } from '../src/content/faq.ts';
import { media } from '../src/content/media.ts';
import { navigationCopy } from '../src/content/navigation.ts';
import { pageIntros } from '../src/content/page-intros.ts';
import { unitPathCopy } from '../src/content/size-guide.ts';
import { sizeStepSqft } from '../src/content/size-step-sqft.ts';
import {
  expect,
  hydratedIslands,
  test,
  waitForHydration,
  waitForIsland,
} from './support/fixtures.ts';
import { holdScripts } from './support/held-scripts.ts';
import { allRoutes } from './support/routes.ts';

/**
 * Islands: the pages are prerendered documents, linked by plain links, and
 * the browser hydrates only the parts that respond, each when its strategy
 * says (src/components/island/island.tsx).
 */
const distDir = resolve(process.env.DIST_DIR || 'dist');

/** The island chunks the page has asked for so far, by island name. */
function islandRequests(page: Page) {
  const names = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.add(match[1]);
  });
  return names;
}

/**
 * Home, with the FAQ's code held back and the visitor's focus on its first
 * tab: the FAQ has not started. `release` lets its code through.
 */
async function faqTabFocusedWithScriptsHeld(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const release = await holdScripts(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const tab = (name: string) => faq.getByRole('tab', { name: new RegExp(name, 'i') });
  await tab(faqTabLabels.personal).focus();
  return { release, tab };
}

/** A phrase only React Router's code holds (its invariant for hooks used outside a router). */
const ROUTER_MARKER = 'may be used only in the context of a <Router> component';

test('no page fetches a client-side router, and none is in the client build', async ({ page }) => {
  test.setTimeout(120_000);
  // The marker is React Router's own: its production build holds it.
  const routerDir = 'node_modules/react-router/dist/production';
  const routerFiles = readdirSync(routerDir).filter((file) => file.endsWith('.mjs'));
  expect(
    routerFiles.some((file) => readFileSync(join(routerDir, file), 'utf8').includes(ROUTER_MARKER)),
  ).toBe(true);
  const built = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  const withRouter = built.filter((file) =>
    readFileSync(join(distDir, 'assets', file), 'utf8').includes(ROUTER_MARKER),
  );
  expect(withRouter).toEqual([]);

  const fetched: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(ROUTER_MARKER)) fetched.push(response.url());
  });
  for (const path of Object.values(paths)) {
    await page.goto(path);
    await waitForHydration(page);
  }
  expect(fetched).toEqual([]);
});

test('on a static page only the header is hydrated; every other node is the one the server sent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/about');
  // Mark every element of the page as the server sent it.
  const count = await page.evaluate(() => {
    const all = Array.from(document.body.querySelectorAll('*'));
    (window as unknown as { serverNodes: Element[] }).serverNodes = all;
    return all.length;
  });
  expect(count).toBeGreaterThan(100);
  await release();
  await waitForHydration(page);
  const services = page
    .getByRole('navigation', { name: navigationCopy.mainMenu })
    .getByRole('button', { name: 'Services' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await waitForIsland(page, 'site-header');

  const report = await page.evaluate(() => {
    const serverNodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
    const hasFiber = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const inHeader = (element: Element) => element.closest('[data-island="site-header"]') !== null;
    return {
      replaced: serverNodes.filter((node) => !node.isConnected).length,
      hydratedOutside: serverNodes.filter((n) => hasFiber(n) && !inHeader(n)).length,
      hydratedInHeader: serverNodes.filter((n) => hasFiber(n) && inHeader(n)).length,
      islands: Array.from(document.querySelectorAll('[data-island]')).map(
        (island) => (island as HTMLElement).dataset.island,
      ),
    };
  });
  expect(report.islands).toEqual(['site-header']);
  expect(report.replaced).toBe(0);
  expect(report.hydratedOutside).toBe(0);
  expect(report.hydratedInHeader).toBeGreaterThan(10);
});

test.describe('each strategy', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('load: the hero slideshow is hydrated at start-up, before anything is touched', async ({
    page,
  }) => {
    const requested = islandRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(requested.has('hero-slideshow')).toBe(true);
    await expect(page.locator('[data-island="hero-slideshow"]')).toHaveAttribute(
      'data-hydrated',
      '',
    );
  });

  test('interaction: the header is fetched on first use only, and that first tap works', async ({
    page,
  }) => {
    const requested = islandRequests(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(requested.has('site-header')).toBe(false);
    const services = page
      .getByRole('navigation', { name: navigationCopy.mainMenu })
      .getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(requested.has('site-header')).toBe(true);
  });

  test('a second tap on Menu before the header has started is one request: the panel opens and stays open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const release = await holdScripts(page);
    const button = page.getByRole('button', { name: 'Menu' });
    // Nothing seemed to happen, so the visitor taps again.
    await button.click();
    await button.click();
    expect(await hydratedIslands(page, 'site-header')).toBe(0);
    await release();
    await waitForIsland(page, 'site-header');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });

  test('visible: the FAQ is fetched once scrolled near, and its first tap works', async ({
    page,
  }) => {
    const requested = islandRequests(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(requested.has('faq-tabs')).toBe(false);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const business = faq.getByRole('tab', { name: new RegExp(faqTabLabels.business, 'i') });
    await business.scrollIntoViewIfNeeded();
    await business.click();
    await expect(business).toHaveAttribute('aria-selected', 'true');
    expect(requested.has('faq-tabs')).toBe(true);
  });

  test('visible: arrow keys pressed on the FAQ tabs before the FAQ has started are replayed in order', async ({
    page,
  }) => {
    const { release, tab } = await faqTabFocusedWithScriptsHeld(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await hydratedIslands(page, 'faq-tabs')).toBe(0);
    await expect(tab(faqTabLabels.personal)).toHaveAttribute('aria-selected', 'true');
    await release();
    await waitForIsland(page, 'faq-tabs');
    // Two steps to the right, as pressed: Personal, Business, then Container.
    await expect(tab(faqTabLabels.container)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(faqTabLabels.container)).toBeFocused();
  });

  test('a key press held on the FAQ tabs is dropped if the visitor has moved on before the FAQ starts', async ({
    page,
  }) => {
    const { release, tab } = await faqTabFocusedWithScriptsHeld(page);
    await page.keyboard.press('ArrowRight');
    // On to a link outside the FAQ.
    const elsewhere = page.getByRole('contentinfo').getByRole('link').first();
    await elsewhere.focus();
    await release();
    await waitForIsland(page, 'faq-tabs');
    await expect(elsewhere).toBeFocused();
    await expect(tab(faqTabLabels.personal)).toHaveAttribute('aria-selected', 'true');
  });

  test('idle: the container viewer waits for an idle moment, then its first tap works', async ({
    page,
  }) => {
    // A paused clock holds requestIdleCallback: the browser never seems idle.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const requested = islandRequests(page);
    await page.goto('/container', { waitUntil: 'networkidle' });
    expect(requested.has('container-showcase')).toBe(false);
    await page.clock.resume();
    await page.clock.runFor(5000);
    await waitForIsland(page, 'container-showcase');
    expect(requested.has('container-showcase')).toBe(true);
    const viewer = page.getByRole('region', {
      name: `${containerOptions['10ft'].name} photos and video`,
    });
    await viewer.getByRole('button', { name: containerMediaCopy.next }).click();
    const items = media.containers['10ft'];
    const second = items[1];
    if (!second) throw new Error('No second item');
    await expect(viewer.locator('button[aria-current="true"]')).toHaveAccessibleName(
      containerMediaCopy.position(second.kind, 2, items.length),
    );
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });

    test('a header menu link opens its page as a document: at the top, with its own title', async ({
      page,
    }) => {
      await page.goto('/about');
      if (javaScriptEnabled) await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 400));
      const nav = page.getByRole('navigation', { name: navigationCopy.mainMenu });
      const services = nav.getByRole('button', { name: 'Services' });
      // Without JavaScript the menu opens on hover (the header's @media (scripting: none) rules).
      if (javaScriptEnabled) await services.click();
      else await services.hover();
      await nav.getByRole('link', { name: 'Business Storage' }).click();
      await expect(page).toHaveURL(/\/business$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageIntros.business.title);
      const business = allRoutes.find((route) => route.id === 'business');
      await expect(page).toHaveTitle(business?.title ?? '');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A document navigation: the new page's own navigation entry.
      const entry = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
      );
      expect(new URL(entry).pathname).toBe('/business');
      await expect(
        page.getByRole('navigation', { name: navigationCopy.mainMenu }).locator('[aria-current]'),
      ).toHaveAttribute('href', '/business');
    });
  });
}

test('every page carries speculation rules: same-site pages prerendered on intent, never /api/', async ({
  page,
}) => {
  const files = [...Object.values(paths).map((path) => join(path, 'index.html')), '404.html'];
  for (const file of files) {
    const html = readFileSync(join(distDir, file), 'utf8');
    const scripts = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
    expect(
      scripts.map((match) => JSON.parse(match[1] ?? '')),
      file,
    ).toEqual([speculationRules]);
  }
  const [rule] = speculationRules.prerender;
  expect(rule.eagerness).toBe('moderate');
  expect(rule.where.and).toContainEqual({ not: { href_matches: '/api/*' } });
  // Chromium reads them (the console fixture fails the test on a CSP refusal).
  await page.goto('/about');
  expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
});

test('a lazy import asks ahead only for what would cost a round trip: files two imports away, and React', async ({
  page,
}) => {
  // Vite's default was a link for every file an island reaches, all inserted
  // in one task (22 on the size guide); the browser asks for the files an
  // island imports directly itself, as soon as it has read the island.
  const manifest = readManifest(distDir);
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const key = keyOf.get(new URL(request.url()).pathname);
    if (key) fetched.add(key);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.sizeGuide, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  const lazy = [...fetched].filter((key) => manifest[key]?.isDynamicEntry);
  expect(lazy).toContain(islandSource('size-picker'));
  const hydration = hydrationChunk(manifest);
  const expected = lazy.flatMap((key) => {
    const direct = new Set(manifest[key]?.imports ?? []);
    return staticClosure(manifest, key).filter(
      (dep) => dep !== key && (dep === hydration || !direct.has(dep)),
    );
  });
  const links = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((found) => found.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(links.length).toBeGreaterThan(0);
  expect(new Set(links)).toEqual(new Set(expected.map((key) => `/${manifest[key]?.file}`)));
});

test('the size picker starts without the facility\'s layout: "Show me one" loads it when pressed', async ({
  page,
}) => {
  // Every unit of the plan is 30 KB of script before compression, and the
  // picker, on the first screen, hydrates at once; only one button needs it.
  const manifest = readManifest(distDir);
  const pickerKey = islandSource('size-picker');
  const picker = new Set(staticClosure(manifest, pickerKey));
  const layoutKey = manifest[pickerKey]?.dynamicImports?.find(
    (key) => manifest[key]?.name === 'facility-layout',
  );
  expect(layoutKey, 'the picker imports the layout lazily').toBeDefined();
  const layoutOnly = staticClosure(manifest, layoutKey ?? '')
    .filter((key) => !picker.has(key))
    .map((key) => `/${manifest[key]?.file}`);
  expect(layoutOnly.length).toBeGreaterThan(0);
  const fetched = new Set<string>();
  page.on('request', (request) => fetched.add(new URL(request.url()).pathname));
  // The plan is two screens down: its island, which needs the layout, waits.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${paths.sizeGuide}?size=50`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  expect(layoutOnly.filter((file) => fetched.has(file))).toEqual([]);

  await page.getByRole('button', { name: unitPathCopy.showOne }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  expect(layoutOnly.filter((file) => fetched.has(file))).toEqual(layoutOnly);
});

test('islands share the one store: the size picker sets the size the floor plan shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/size-guide');
  await waitForHydration(page);
  const picker = page.locator('#size-picker');
  const first = Number(await picker.getByTestId('size-sqft').textContent());
  await picker.getByRole('button', { name: 'Next size' }).click();
  const sqft = sizeStepSqft[sizeStepSqft.indexOf(first as (typeof sizeStepSqft)[number]) + 1];
  await expect(picker.getByTestId('size-sqft')).toHaveText(String(sqft));
  await picker.getByRole('button', { name: unitPathCopy.showSize }).click();
  await waitForIsland(page, 'floor-plan');
  await expect(
    page.locator('[data-island="floor-plan"]').getByRole('status').first(),
  ).toContainText(`of ${sqft} sq ft`);
});

test('a tap held before the size picker starts acts on the size the address asks for', async ({
  page,
}) => {
  // /size-guide?size=25 arrives showing the picker's first size (35 sq ft)
  // and moves to 25 sq ft as it starts: a tap held till then acts on 25.
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/size-guide?size=25');
  await page.getByRole('button', { name: unitPathCopy.showSize }).click();
  expect(await hydratedIslands(page, 'size-picker')).toBe(0);
  await release();
  await waitForIsland(page, 'size-picker');
  await expect(page.locator('#size-picker').getByTestId('size-sqft')).toHaveText('25');
  await waitForIsland(page, 'floor-plan');
  await expect(
    page.locator('[data-island="floor-plan"]').getByRole('status').first(),
  ).toContainText('of 25 sq ft');
});

/**
 * Wraps every Intl service and locale method so that a call is recorded
 * with where it came from. Runs in the page before its scripts.
 */
function recordIntlCalls() {
  const calls: string[] = [];
  (window as unknown as { intlCalls: string[] }).intlCalls = calls;
  const note = (name: string) =>
    calls.push(`${name} ${(new Error().stack ?? '').split('\n')[3]?.trim() ?? ''}`);
  const intl = Intl as unknown as Record<string, object>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const service = intl[name];
    if (typeof service !== 'function') continue;
    intl[name] = new Proxy(service, {
      construct(target, args, newTarget) {
        note(`Intl.${name}`);
        return Reflect.construct(target as new () => object, args, newTarget);
      },
      apply(target, self, args) {
        note(`Intl.${name}`);
        return Reflect.apply(target as () => unknown, self, args);
      },
    });
  }
  const methods: [object, string, string[]][] = [
    [Number.prototype, 'Number', ['toLocaleString']],
    [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
    [String.prototype, 'String', ['localeCompare', 'toLocaleUpperCase', 'toLocaleLowerCase']],
    [Array.prototype, 'Array', ['toLocaleString']],
  ];
  for (const [prototype, owner, names] of methods) {
    const record = prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const original = record[name];
      if (!original) continue;
      record[name] = function (this: unknown, ...args: unknown[]) {
        note(`${owner}#${name}`);
        return original.apply(this, args);
      };
    }
  }
}

test('no page calls Intl as it starts: its first call costs a phone tens of milliseconds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(recordIntlCalls);
  const found: Record<string, string[]> = {};
  for (const { path } of allRoutes) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const calls = await page.evaluate(
      () => (window as unknown as { intlCalls: string[] }).intlCalls,
    );
    if (calls.length > 0) found[path] = calls;
  }
  expect(found).toEqual({});
});
