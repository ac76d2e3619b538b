import { navigationCopy } from '../src/content/navigation.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

/**
 * The sticky header on a 390 px phone without JavaScript: one bar while the
 * page scrolls (the menu once opened itself and covered most of the screen),
 * with the menu a tap away; with JavaScript, the script's own button.
 */
const PHONE = { width: 390, height: 844 };
/** The bar (4.5rem) and its border, with a little room. */
const MOST = 80;

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the header stays one bar high while scrolling, and opens the menu on demand, over the page', async ({
    page,
  }) => {
    // The home page, and the pages whose plan without scripts and form the menu once covered.
    for (const path of ['/', '/register', '/size-guide']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const box = await page.locator('header').first().boundingBox();
      expect([path, box?.y ?? -1]).toEqual([path, 0]);
      expect(box?.height ?? 999, path).toBeLessThanOrEqual(MOST);
    }
    const menu = page.getByRole('navigation', { name: navigationCopy.mainMenu });
    await expect(menu.getByRole('link', { name: 'Business Storage' })).toBeHidden();
    await page.locator('summary', { hasText: navigationCopy.menuButton }).click();
    await expect(menu.getByRole('link', { name: 'Business Storage' })).toBeVisible();
    // Laid over the page: the header itself stays one bar high.
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height ?? 999).toBeLessThanOrEqual(MOST);
    await menu.getByRole('link', { name: 'Business Storage' }).click();
    await expect(page).toHaveURL(/\/business$/);
    // Closed again on the new page.
    await expect(
      page.getByRole('navigation', { name: navigationCopy.mainMenu }).getByRole('link', {
        name: 'Business Storage',
      }),
    ).toBeHidden();
  });
});

test("with JavaScript, the phone menu is the script's button and the stand-in is not drawn", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('summary', { hasText: navigationCopy.menuButton })).toBeHidden();
  await page.getByRole('button', { name: navigationCopy.menuButton }).click();
  await expect(page.getByRole('link', { name: 'Business Storage' })).toBeVisible();
});
