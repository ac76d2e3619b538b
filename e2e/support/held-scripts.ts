import type { Page, Route } from '@playwright/test';

/**
 * Holds back every script but the small entry (assets/index-*.js), which
 * holds early taps, so a test can tap before React has arrived. Returns
 * `release`, which lets the held scripts through.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released || /\/assets\/index-[^/]+\.js$/.test(route.request().url())) {
      await route.continue();
    } else {
      held.push(route);
    }
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
