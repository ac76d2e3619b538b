import { media } from '../src/content/media.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/size-guide');
  await waitForHydration(page);
});

const picker = (page: import('@playwright/test').Page) => page.locator('#size-picker');

async function expectStep(
  page: import('@playwright/test').Page,
  step: { sqft: number; sqm: string; label: string; price: string; dimensions: string },
) {
  const section = picker(page);
  await expect(section.getByTestId('size-sqft')).toHaveText(String(step.sqft));
  await expect(section.getByTestId('size-sqm')).toHaveText(step.sqm);
  await expect(section.getByTestId('size-label')).toHaveText(step.label);
  await expect(section.getByTestId('size-price')).toHaveText(
    `Starting at ${step.price}/month inc. VAT`,
  );
  await expect(section.getByTestId('size-dimensions')).toHaveText(`Approx. ${step.dimensions} ft`);
}

const step15 = { sqft: 15, sqm: '1.4', label: 'Small', price: '£50', dimensions: '5x5' };
const step35 = { sqft: 35, sqm: '3.3', label: 'Small-Medium', price: '£70', dimensions: '7x5' };
const step50 = { sqft: 50, sqm: '4.6', label: 'Medium', price: '£90', dimensions: '10x5' };
const step200 = {
  sqft: 200,
  sqm: '18.6',
  label: 'Extra Large',
  price: '£250',
  dimensions: '20x10',
};

test('the page has its hero, and its description mentions 25 to 200 sq ft', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storage Unit Size Guide');
  await expect(
    page.getByText("Picking a storage unit size can be tricky. We're here to help make it easier."),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /25 to 200 sq ft/,
  );
  await expect(page.getByRole('heading', { name: 'How much space do you need?' })).toBeVisible();
});

test('the size picker starts on 35 sq ft', async ({ page }) => {
  await expectStep(page, step35);
  const section = picker(page);
  await expect(section.getByText('About the size of a walk-in wardrobe')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'What you can store' })).toBeVisible();
  await expect(section.getByText('About 35 medium boxes', { exact: true })).toBeVisible();
  await expect(section.getByRole('slider', { name: 'Unit size' })).toHaveValue('2');
  await expect(section.getByRole('button', { name: '35 sq ft' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('next and previous step through the sizes and wrap at both ends', async ({ page }) => {
  const section = picker(page);
  const next = section.getByRole('button', { name: 'Next size' });
  const previous = section.getByRole('button', { name: 'Previous size' });
  await next.click();
  await expectStep(page, step50);
  await previous.click();
  await previous.click();
  await previous.click();
  await expectStep(page, step15);
  await previous.click();
  await expectStep(page, step200);
  await next.click();
  await expectStep(page, step15);
});

test('dots jump to a size', async ({ page }) => {
  const section = picker(page);
  await expect(
    section.getByRole('list', { name: 'Jump to a size' }).getByRole('button'),
  ).toHaveCount(10);
  await section.getByRole('button', { name: '200 sq ft' }).click();
  await expectStep(page, step200);
  await expect(section.getByRole('button', { name: '200 sq ft' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(section.getByRole('button', { name: '35 sq ft' })).not.toHaveAttribute(
    'aria-current',
    'true',
  );
  await section.getByRole('button', { name: '15 sq ft' }).click();
  await expectStep(page, step15);
});

test('the slider moves over the steps', async ({ page }) => {
  const slider = picker(page).getByRole('slider', { name: 'Unit size' });
  await expect(slider).toHaveAttribute('aria-valuetext', '35 sq ft, Small-Medium');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expectStep(page, step50);
  await page.keyboard.press('End');
  await expectStep(page, step200);
  await expect(slider).toHaveAttribute('aria-valuetext', '200 sq ft, Extra Large');
  await slider.fill('0');
  await expectStep(page, step15);
});

test('each size shows its looping, muted, inline video with a poster', async ({ page }) => {
  const video = picker(page).locator('video');
  const check = async (sqft: 35 | 50) => {
    const asset = media.sizeSteps[sqft];
    await expect(video.locator('source')).toHaveAttribute('src', asset.src);
    await expect(video).toHaveAttribute('poster', asset.poster.src);
    await expect(video).toHaveAttribute('aria-label', asset.label);
    const flags = await video.evaluate((v: HTMLVideoElement) => ({
      autoplay: v.autoplay,
      loop: v.loop,
      muted: v.muted,
      playsInline: v.playsInline,
    }));
    expect(flags).toEqual({ autoplay: true, loop: true, muted: true, playsInline: true });
  };
  await check(35);
  await picker(page).getByRole('button', { name: 'Next size' }).click();
  await check(50);
  // One video per size today, so no media dots.
  await expect(picker(page).getByRole('list', { name: 'Choose a video of this size' })).toHaveCount(
    0,
  );
});

test('the video plays when in view, and can be paused and played again', async ({ page }) => {
  const section = picker(page);
  const video = section.locator('video');
  await video.scrollIntoViewIfNeeded();
  const playing = () =>
    video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && !v.ended);
  await expect.poll(playing).toBe(true);
  await section.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await section.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(playing).toBe(true);
  await expect(section.getByRole('button', { name: 'Pause video' })).toBeVisible();
});

test('View Prices leads to registration', async ({ page }) => {
  await expect(picker(page).getByRole('link', { name: 'View Prices' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the detailed guide has six cards, then help and the closing call to action', async ({
  page,
}) => {
  const guide = page.locator('#detailed-size-guide');
  await expect(guide.getByRole('heading', { name: 'Detailed Unit Size Guide' })).toBeVisible();
  await expect(guide.getByRole('heading', { level: 3 })).toHaveText([
    '25 sq ft',
    '50 sq ft',
    '75 sq ft',
    '100 sq ft',
    '150 sq ft',
    '200 sq ft',
  ]);
  await expect(guide.getByRole('listitem').first()).toContainText('From £50/month');
  const links = [
    ['Use Storage Calculator', '/calculator'],
    ['Speak to Expert', '/register'],
    ['Calculate Storage Needs', '/calculator'],
    ['Register Now', '/register'],
  ] as const;
  await expect(
    page.getByRole('heading', { name: 'Still not sure which size is right for you?' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Ready to Find Your Perfect Storage Size?' }),
  ).toBeVisible();
  for (const [name, href] of links) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
});

test('at 390 px each detailed card keeps its footprint and area whole, on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The cards, not the lines of the price inside each.
  const cards = page
    .locator('#detailed-size-guide')
    .getByRole('list')
    .first()
    .locator(':scope > li');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const [footprint, area] = [
      await card.getByText(/^Approx\. .* ft$/).boundingBox(),
      await card.getByText(/ m²$/).boundingBox(),
    ];
    expect(footprint && area).toBeTruthy();
    if (!footprint || !area) continue;
    // One line each (no text broken inside), side by side on the same line.
    expect(footprint.height).toBeLessThan(30);
    expect(area.height).toBeLessThan(30);
    expect(Math.abs(footprint.y - area.y)).toBeLessThan(2);
  }
});

test('Use Storage Calculator navigates to the calculator', async ({ page }) => {
  await page.getByRole('link', { name: 'Use Storage Calculator' }).click();
  await expect(page).toHaveURL(/\/calculator$/);
});
