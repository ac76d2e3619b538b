import type { Page } from '@playwright/test';
import { weeklyFromPrice } from '../src/content/price-format.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, name: string | RegExp) => main(page).getByRole('region', { name });

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test('shows every block of the home page, in order', async ({ page }) => {
  await openHome(page);
  const headings = await main(page)
    .locator('h1, h2')
    .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
  expect(headings).toEqual([
    'Secure Self Storage in Widnes',
    '50% off your first 12 weeks',
    'Take a Look Around',
    'Opening Soon on Ditton Road',
    'Why Choose Widnes Self Storage?',
    'Win 3 months of free storage',
    'Storage for Every Need',
    'Find the Right Size',
    'Tour the Facility',
    'Where to Find Us',
    'Ready to Register Your Interest?',
    'Frequently Asked Questions',
  ]);
});

test('the hero carries the Coming Soon badge and the offer button', async ({ page }) => {
  await openHome(page);
  const hero = section(page, 'Secure Self Storage in Widnes');
  await expect(hero.getByText('Coming Soon to Widnes')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Get 50% Off' })).toHaveAttribute(
    'href',
    '/register',
  );
  await hero.getByRole('link', { name: 'Get 50% Off' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Your Interest');
});

test('the offer banner states the offer and leads to registration', async ({ page }) => {
  await openHome(page);
  const banner = section(page, '50% off your first 12 weeks');
  await expect(banner).toContainText('No minimum stay');
  await expect(banner.getByRole('link', { name: 'Select Location' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the photo grid shows four pictures and links to the video tour', async ({ page }) => {
  await openHome(page);
  const grid = section(page, 'Take a Look Around');
  const images = grid.getByRole('img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\w/);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await grid.getByRole('link', { name: 'Watch the video tour' }).click();
  await expect(page).toHaveURL(/#video-tour$/);
  await expect(section(page, 'Tour the Facility')).toBeInViewport();
});

test('the Coming Soon location block gives the address and a map link', async ({ page }) => {
  await openHome(page);
  const block = section(page, 'Opening Soon on Ditton Road');
  await expect(block.getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(block.locator('address')).toContainText('Unit 4, Ditton Road');
  await expect(block.locator('address')).toContainText('WA8 0PA');
  const link = block.getByRole('link', { name: /Open the location in a map/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('Why Choose lists every claim of the spec', async ({ page }) => {
  await openHome(page);
  const block = section(page, 'Why Choose Widnes Self Storage?');
  const titles = await block.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles).toEqual([
    '24/7 access',
    'CCTV',
    'Drive-up access',
    'Month-to-month',
    'Climate-controlled options',
    `From ${weeklyFromPrice()}`,
    'Quick sign-up',
    '15+ unit sizes',
  ]);
  await expect(block).toContainText('under 45 seconds');
});

test('the promo block sets out the competition and leads to registration', async ({ page }) => {
  await openHome(page);
  const promo = section(page, 'Win 3 months of free storage');
  await expect(promo.getByRole('listitem')).toHaveText([
    'Follow us on Instagram, Facebook and LinkedIn',
    'Share one of our recent posts',
    'Register your interest on our registration page',
  ]);
  await expect(promo.getByRole('link', { name: 'Enter the Competition' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('four storage-type cards, deposit boxes included, link to their pages', async ({ page }) => {
  await openHome(page);
  const cards = section(page, 'Storage for Every Need');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Personal Storage',
    'Business Storage',
    'Container Storage',
    'Safety Deposit Boxes',
  ]);
  await expect(cards.getByRole('img')).toHaveCount(4);
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/personal', '/business', '/container', '/safety-deposit-boxes']);
  await cards.getByRole('link', { name: 'Explore container storage' }).click();
  await expect(page).toHaveURL(/\/container$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Container Storage');
});

test('four size cards show 25, 50, 100 and 200 sq ft with prices, and link to the size guide', async ({
  page,
}) => {
  await openHome(page);
  const sizes = section(page, 'Find the Right Size');
  await expect(sizes.getByRole('heading', { level: 3 })).toHaveText([
    '25 sq ft',
    '50 sq ft',
    '100 sq ft',
    '200 sq ft',
  ]);
  const prices = await sizes.locator('[data-price-scope]').allTextContents();
  expect(prices.map((p) => p.match(/Starting at £\d+\/month inc\. VAT/)?.[0])).toEqual([
    'Starting at £50/month inc. VAT',
    'Starting at £90/month inc. VAT',
    'Starting at £150/month inc. VAT',
    'Starting at £250/month inc. VAT',
  ]);
  await sizes.getByRole('link', { name: 'See the full size guide' }).click();
  await expect(page).toHaveURL(/\/size-guide$/);
});

test('the video tour loops muted with a poster and loads only near the viewport', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  const posterRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.mp4')) videoRequests.push(r.url());
    if (r.url().includes('facility-tour-poster')) posterRequests.push(r.url());
  });
  await openHome(page);
  const tour = section(page, 'Tour the Facility');
  const video = tour.locator('video');
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('aria-label', /tour of the facility/i);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('preload', 'none');
  await page.waitForLoadState('load');
  // Far below the fold, neither the video nor its poster competes with the hero picture.
  expect(videoRequests).toEqual([]);
  expect(posterRequests).toEqual([]);
  await tour.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', /\/media\/video\/facility-tour-poster/);
  await expect.poll(() => posterRequests.length).toBeGreaterThan(0);
  await expect(video).toHaveJSProperty('preload', 'auto');
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  await expect(tour.getByRole('link', { name: 'Work out your unit size' })).toHaveAttribute(
    'href',
    '/size-guide',
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the tour video's controls cost the first paint nothing, and moving near them moves nothing (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openHome(page);
    const tour = section(page, 'Tour the Facility');
    const video = tour.locator('video');
    // The frame around the video: what the browser skips while it is far away.
    const frame = video.locator('xpath=ancestor::div[not(@data-island)][1]');
    const rendered = () =>
      video.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    expect(await rendered()).toBe(false);
    const before = { frame: await frame.boundingBox(), page: await height() };
    expect(before.frame?.height).toBeCloseTo(((before.frame?.width ?? 0) * 9) / 16, 0);

    await tour.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);
    const after = await frame.boundingBox();
    expect(after?.width).toBe(before.frame?.width);
    expect(after?.height).toBe(before.frame?.height);
    expect(after?.y).toBeCloseTo((before.frame?.y ?? 0) - scrolled, 0);
    expect(await height()).toBe(before.page);
    // Drawn, the video fills the frame.
    expect(await video.boundingBox()).toEqual(after);
  });
}

test('the tour poster is at least as wide as the video is shown', async ({ page }) => {
  await openHome(page);
  const video = section(page, 'Tour the Facility').locator('video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('poster', /facility-tour-poster/);
  const { shown, file } = await video.evaluate(async (el: HTMLVideoElement) => {
    const probe = new Image();
    probe.src = el.poster;
    await probe.decode();
    return { shown: el.getBoundingClientRect().width, file: probe.naturalWidth };
  });
  expect(shown).toBeGreaterThan(800);
  expect(file).toBeGreaterThanOrEqual(shown);
});

test('the map is a drawn picture with the address and links until asked for', async ({ page }) => {
  await openHome(page);
  const map = section(page, 'Where to Find Us');
  await expect(map.locator('iframe')).toHaveCount(0);
  await expect(
    map.getByRole('img', { name: /Widnes Self Storage marked on Ditton Road/ }),
  ).toBeVisible();
  await expect(map).toContainText('Unit 4, Ditton Road, Widnes, Cheshire, WA8 0PA');
  await expect(map.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
});

test('the closing call to action leads to registration', async ({ page }) => {
  await openHome(page);
  const cta = section(page, 'Ready to Register Your Interest?');
  await expect(cta).toContainText('50% off your first 12 weeks');
  await expect(cta.getByRole('link', { name: 'Register Your Interest' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the phone layout has no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBe(widths[1]);
});
