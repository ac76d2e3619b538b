import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  for (const route of [...allRoutes, { path: '/no-such-page', id: 'not-found' }]) {
    // The not-found page answers 404, which the browser logs.
    const allowed = route.id === 'not-found' ? [/status of 404/] : [];
    test.describe(() => {
      test.use({ allowedConsoleErrors: allowed });
      test(`${route.path} has no serious accessibility violations (${viewport.name})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(route.path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    });
  }
}
