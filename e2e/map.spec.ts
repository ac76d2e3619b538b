import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mapCopy } from '../src/content/map.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const isMapHost = (url: string) => new URL(url).hostname.endsWith('openstreetmap.org');

async function axeSerious(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const path of ['/', '/register']) {
  for (const width of [1280, 390]) {
    test(`${path} at ${width} px loads nothing from the map host until the visitor asks`, async ({
      page,
    }) => {
      // Two axe runs over a whole page take several seconds each on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const mapRequests: string[] = [];
      page.on('request', (request) => {
        if (isMapHost(request.url())) mapRequests.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      const figure = page.locator('figure').filter({ hasText: mapCopy.openMap });
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.getByRole('img', { name: mapCopy.pictureLabel })).toBeVisible();
      await expect(figure.getByRole('link', { name: mapCopy.directionsLink })).toHaveAttribute(
        'href',
        /openstreetmap\.org\/directions/,
      );
      expect(await axeSerious(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      expect(mapRequests).toEqual([]);

      await figure.getByRole('button', { name: mapCopy.showMap }).click();
      const frame = figure.locator('iframe');
      await expect(frame).toHaveAttribute('title', mapCopy.frameTitle);
      await expect(frame.contentFrame().getByText('Map')).toBeVisible();
      expect(mapRequests.length).toBeGreaterThan(0);
      await expect(figure.getByRole('button', { name: mapCopy.showMap })).toHaveCount(0);
      expect(await axeSerious(page)).toEqual([]);
    });
  }
}
