import { paths } from '../src/config/paths.ts';
import { pageHeroImages } from '../src/content/page-hero-images.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

/** Every inner page whose heading band carries a picture of its kind of storage. */
const heroes = Object.entries(pageHeroImages).map(([id, image]) => ({
  path: paths[id as keyof typeof pageHeroImages],
  image,
}));

test('every inner service, calculator, size guide, register and about page has a hero picture', () => {
  expect(heroes.map((h) => h.path).sort()).toEqual(
    [
      paths.personal,
      paths.business,
      paths.container,
      paths.safetyDepositBoxes,
      paths.calculator,
      paths.sizeGuide,
      paths.register,
      paths.about,
    ].sort(),
  );
});

for (const { path, image } of heroes) {
  test(`${path} at 1280 px shows its picture beside the heading, sized and loaded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await waitForHydration(page);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    const picture = hero.getByRole('img', { name: image.alt });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('width', String(image.width));
    await expect(picture).toHaveAttribute('height', String(image.height));
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\//);
    // Beside the text, in the right half, within the first screen.
    const heading = await hero.getByRole('heading', { level: 1 }).boundingBox();
    const box = await picture.boundingBox();
    expect(box && heading && box.x >= heading.x + heading.width - 1).toBe(true);
    expect(box && box.x > 640 && box.y + box.height < 900).toBe(true);
  });

  test(`${path} at 390 px leaves the picture out and fetches no file for it`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForHydration(page);
    const picture = page
      .locator('section[aria-labelledby="page-title"]')
      .getByRole('img', { name: image.alt, includeHidden: true });
    await expect(picture).toBeHidden();
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /^data:image\/gif/,
    );
    // Where the page shows the same picture further down, that copy may load lazily.
    const copies = await page.getByRole('img', { name: image.alt, includeHidden: true }).count();
    if (copies === 1) {
      const files = [image.srcSet ?? '', ...image.sources.map((s) => s.srcSet)].flatMap((set) =>
        set.split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
      );
      expect(fetched.filter((p) => p === image.src || files.includes(p))).toEqual([]);
    }
  });
}
