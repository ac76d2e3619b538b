import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes, SITE_ORIGIN } from './support/routes.ts';

/** Every address the static output answers to for a page: clean, with a slash, with index.html. */
function addresses(path: string) {
  if (path === '/') return ['/index.html'];
  return [`${path}/`, `${path}/index.html`];
}

for (const route of allRoutes) {
  for (const address of addresses(route.path)) {
    test(`${address} shows ${route.id} under its clean address`, async ({ page }) => {
      await page.goto(`${address}?ref=x#main`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      const url = new URL(page.url());
      expect(url.pathname).toBe(route.path);
      expect(url.search + url.hash).toBe('?ref=x#main');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE_ORIGIN}${route.path}`,
      );
    });
  }
}
