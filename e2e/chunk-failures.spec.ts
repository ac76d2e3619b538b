import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { loadErrorCopy } from '../src/content/load-errors.ts';
import { pageIntros } from '../src/content/page-intros.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { planViewport } from './support/floor-plan-page.ts';

/** The failed downloads and React's report of the error it caught are expected here. */
test.use({
  allowedConsoleErrors: [
    /Failed to load resource|Failed to fetch dynamically imported module|above error occurred/,
  ],
  viewport: { width: 1280, height: 800 },
});

const failures = {
  'answered 404': (route: Route) => route.fulfill({ status: 404, body: 'Not found' }),
  'connection reset': (route: Route) => route.abort('connectionreset'),
} as const;

/** Fails the chunk matching `chunk` `times` times (or always), counting requests for it and for the page `documentPath`. */
async function failChunk(
  page: Page,
  chunk: RegExp,
  fail: (route: Route) => Promise<void>,
  { times = Number.POSITIVE_INFINITY, documentPath = '' } = {},
) {
  const counts = { chunk: 0, documents: 0 };
  await page.route(chunk, async (route) => {
    counts.chunk += 1;
    if (counts.chunk <= times) await fail(route);
    else await route.continue();
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === documentPath) {
      counts.documents += 1;
    }
  });
  return counts;
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

const heroChunk = /\/assets\/hero-slideshow-[^/]+\.js$/;
const slideshow = (page: Page) =>
  page.getByRole('region', { name: 'Pictures of the new facility' });

for (const [name, fail] of Object.entries(failures)) {
  test.describe(`an island's chunk ${name}`, () => {
    test('once, on a direct load, is fetched again and the island works', async ({ page }) => {
      const counts = await failChunk(page, heroChunk, fail, { times: 1, documentPath: '/' });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('[data-island="hero-slideshow"]')).toHaveAttribute(
        'data-hydrated',
        '',
      );
      await slideshow(page).getByRole('button', { name: 'Next slide' }).click();
      await expect(slideshow(page).locator('[data-current="true"]')).toHaveAttribute(
        'aria-label',
        '2 of 3',
      );
      expect(counts).toEqual({ chunk: 2, documents: 1 });
    });

    test('always, leaves the prerendered page as it was, usable, without reloading it', async ({
      page,
    }) => {
      const counts = await failChunk(page, heroChunk, fail, { documentPath: '/' });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.locator('[data-island="hero-slideshow"]')).toHaveAttribute(
        'data-island-failed',
        '',
      );
      // The first slide's picture and the page around it are as the server sent them.
      await expect(slideshow(page).locator('[data-current="true"] img')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageIntros.home.title);
      await expectShell(page);
      await expectAccessible(page);
      expect(counts.documents).toBe(1);
      // Links are links: the next page loads as a document.
      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Business Storage' })
        .click();
      await expect(page).toHaveURL(/\/business$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageIntros.business.title);
    });
  });

  test(`the floor plan's chunk ${name} shows a message in the plan only`, async ({ page }) => {
    await failChunk(page, /\/assets\/floor-plan-stage-[^/]+\.js$/, fail);
    await page.goto('/size-guide');
    await waitForHydration(page);
    await planViewport(page).scrollIntoViewIfNeeded();
    await expect(planViewport(page).getByRole('alert')).toHaveText(loadErrorCopy.section);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageIntros.sizeGuide.title);
    await expectAccessible(page);
    await page.locator('#size-picker').getByRole('button', { name: 'Next size' }).click();
    await expect(page.locator('#size-picker').getByTestId('size-sqft')).toHaveText('50');
  });

  test(`the facility's layout ${name}: "Show me one" still brings the plan into view`, async ({
    page,
  }) => {
    await failChunk(page, /\/assets\/facility-layout-[^/]+\.js$/, fail);
    await page.goto('/size-guide?size=50');
    await waitForHydration(page);
    await expect(planViewport(page)).not.toBeInViewport();
    await page.locator('#size-picker').getByRole('button', { name: 'Show me one' }).click();
    await expect(planViewport(page)).toBeInViewport();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
