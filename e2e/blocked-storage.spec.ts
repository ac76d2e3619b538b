import { expect, test, waitForHydration } from './support/fixtures.ts';

/** As with cookies and site data blocked: reading either storage throws a SecurityError. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${name} is denied.`, 'SecurityError');
        },
      });
    }
  });
});

test('with storage blocked, moving between pages and back raises no error', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 600);
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link').first().click();
  await waitForHydration(page);
  await page.goBack();
  await waitForHydration(page);
  // Leaving the page (pagehide) is where the positions are written. An error
  // thrown while the page unloads is not reported, so send the event while
  // it is still open, as a browser does when it keeps the page for back.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
