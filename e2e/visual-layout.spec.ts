import { expect, test, waitForHydration } from './support/fixtures.ts';
import { allRoutes } from './support/routes.ts';

for (const route of allRoutes) {
  test(`${route.path} has no element wider than a 390 px viewport`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route.path);
    await waitForHydration(page);
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // Content inside a scroller that clips it (a carousel, a wide plan) is fine.
          for (let p = el.parentElement; p; p = p.parentElement) {
            const o = getComputedStyle(p).overflowX;
            if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return false;
          }
          return box.left < -1 || box.right > width + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    });
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test.describe('on a 2x screen', () => {
  test.use({ deviceScaleFactor: 2 });
  for (const width of [1280, 390]) {
    for (const route of allRoutes) {
      test(`${route.path} at ${width} px shows no image above 1.25x its intrinsic width`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route.path);
        await waitForHydration(page);
        const images = page.locator('img:visible');
        for (const img of await images.all()) {
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
        }
        // naturalWidth is scaled by the srcset density, so read the file's own width.
        const blurry = await page.evaluate(async () => {
          const fileWidth = (src: string) =>
            new Promise<number>((resolve) => {
              const probe = new Image();
              probe.onload = () => resolve(probe.naturalWidth);
              probe.onerror = () => resolve(0);
              probe.src = src;
            });
          const shown = [...document.querySelectorAll('img')].filter(
            (img) => img.currentSrc && !/\.svg(\?|$)/.test(img.currentSrc),
          );
          const found: string[] = [];
          for (const img of shown) {
            const file = await fileWidth(img.currentSrc);
            const css = img.getBoundingClientRect().width;
            if (file > 0 && css * 2 > file * 1.25)
              found.push(`${img.currentSrc} ${file}px shown ${css}px`);
          }
          return found;
        });
        expect(blurry).toEqual([]);
      });
    }
  }
});

/**
 * A layout that hangs on an island's place in the page: the island's
 * wrapper has no box (display: contents), so the grid item is its child.
 */
test('on a wide screen the home page text card sits over the slideshow, in one grid cell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const hero = page.locator('section[aria-labelledby="page-title"]');
  const slideshow = page.getByRole('region', { name: 'Pictures of the new facility' });
  const heading = page.getByRole('heading', { level: 1 });
  const [heroBox, slideBox, headingBox] = await Promise.all(
    [hero, slideshow, heading].map((l) => l.boundingBox()),
  );
  if (!heroBox || !slideBox || !headingBox) throw new Error('The hero is not laid out');
  expect(slideBox.y).toBe(heroBox.y);
  expect(slideBox.height).toBe(heroBox.height);
  expect(headingBox.y).toBeGreaterThan(slideBox.y);
  expect(headingBox.y + headingBox.height).toBeLessThan(slideBox.y + slideBox.height);
});
