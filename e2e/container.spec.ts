import type { Locator, Page } from '@playwright/test';
import { containerOptions, containerMediaCopy as copy } from '../src/content/containers.ts';
import { media } from '../src/content/media.ts';
import { CONTAINER_MEDIA_INTERVAL_MS as INTERVAL } from '../src/content/ui-constants.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const tenFt = media.containers['10ft'];
const twentyFt = media.containers['20ft'];
const label = (items: typeof tenFt, position: number) => {
  const item = items[position - 1];
  if (!item) throw new Error(`No media item ${position}`);
  return copy.position(item.kind, position, items.length);
};
const viewerName = (id: '10ft' | '20ft') => `${containerOptions[id].name} photos and video`;

/** The dot of the item shown carries aria-current. */
async function expectShowing(viewer: Locator, items: typeof tenFt, position: number) {
  await expect(viewer.locator('button[aria-current="true"]')).toHaveAccessibleName(
    label(items, position),
  );
  await expect(viewer.getByRole('group', { name: label(items, position) })).toBeVisible();
}

/**
 * Opens the page with a controlled clock, then hovers and leaves the viewer:
 * leaving restarts the rotation timer at a known instant, so the 10 s
 * boundaries below are exact.
 */
async function openPaused(page: Page) {
  await page.clock.install();
  await page.goto('/container');
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1000);
  const viewer = page.getByRole('region', { name: viewerName('10ft') });
  await viewer.hover();
  await page.mouse.move(5, 5);
  return viewer;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the viewer starts on the 10ft container and advances every 10 s, wrapping', async ({
  page,
}) => {
  const viewer = await openPaused(page);
  await expect(page.getByRole('button', { name: containerOptions['10ft'].name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(viewer.getByRole('button', { name: /of 3$/ })).toHaveCount(tenFt.length);
  await expectShowing(viewer, tenFt, 1);
  await page.clock.runFor(INTERVAL - 1);
  await expectShowing(viewer, tenFt, 1);
  await page.clock.runFor(1);
  await expectShowing(viewer, tenFt, 2);
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 3);
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 1);
  // The picture shown is the manifest's.
  const first = tenFt[0];
  if (first?.kind !== 'image') throw new Error('The first 10ft item should be an image');
  await expect(
    viewer.getByRole('group', { name: label(tenFt, 1) }).getByRole('img'),
  ).toHaveAttribute('src', first.src);
});

test('arrows step and wrap at both ends, and dots jump', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.getByRole('button', { name: copy.previous }).click();
  await expectShowing(viewer, tenFt, 3);
  await viewer.getByRole('button', { name: copy.next }).click();
  await expectShowing(viewer, tenFt, 1);
  await viewer.getByRole('button', { name: copy.next }).click();
  await expectShowing(viewer, tenFt, 2);
  await viewer.getByRole('button', { name: label(tenFt, 3) }).click();
  await expectShowing(viewer, tenFt, 3);
  await expect(viewer.locator('video')).toHaveAttribute('aria-label', /10 ft storage container/);
});

test('switching container resets to its first media item', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.getByRole('button', { name: label(tenFt, 3) }).click();
  await expectShowing(viewer, tenFt, 3);
  await page.getByRole('button', { name: containerOptions['20ft'].name }).click();
  const twenty = page.getByRole('region', { name: viewerName('20ft') });
  await expectShowing(twenty, twentyFt, 1);
  await expect(page.getByRole('button', { name: containerOptions['20ft'].name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const details = page.locator('#containers');
  await expect(details.getByRole('heading', { name: containerOptions['20ft'].name })).toBeVisible();
  await expect(details).toContainText('20ft x 8ft x 8ft');
  await expect(details).toContainText('160 sq ft');
  await page.getByRole('button', { name: containerOptions['10ft'].name }).click();
  await expect(details).toContainText('10ft x 8ft x 8ft');
  await expect(details).toContainText('80 sq ft');
});

test('rotation pauses while the pointer is over the viewer', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.hover();
  await page.clock.runFor(INTERVAL * 3);
  await expectShowing(viewer, tenFt, 1);
  await page.mouse.move(5, 5);
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 2);
});

test('rotation pauses while focus is inside the viewer', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.getByRole('button', { name: label(tenFt, 2) }).focus();
  await page.clock.runFor(INTERVAL * 3);
  await expectShowing(viewer, tenFt, 1);
  await viewer.getByRole('button', { name: label(tenFt, 2) }).blur();
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 2);
});

test('rotation pauses while a video plays', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.getByRole('button', { name: label(tenFt, 3) }).click();
  await page.mouse.move(5, 5);
  await viewer.getByRole('button', { name: label(tenFt, 3) }).blur();
  const video = viewer.locator('video');
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await page.clock.runFor(INTERVAL * 2);
  await expectShowing(viewer, tenFt, 3);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 1);
});

test('the pause button stops and restarts the rotation', async ({ page }) => {
  const viewer = await openPaused(page);
  await viewer.getByRole('button', { name: copy.pause }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(INTERVAL * 3);
  await expectShowing(viewer, tenFt, 1);
  await viewer.getByRole('button', { name: copy.play }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 2);
});

test('with reduced motion the rotation starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const viewer = await openPaused(page);
  await expect(viewer.getByRole('button', { name: copy.play })).toBeVisible();
  await page.clock.runFor(INTERVAL * 3);
  await expectShowing(viewer, tenFt, 1);
  await viewer.getByRole('button', { name: copy.play }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(INTERVAL);
  await expectShowing(viewer, tenFt, 2);
});

test('a change cross-fades: the old item fades out, hidden and inert, under the new one, then goes', async ({
  page,
}) => {
  await page.goto('/container');
  await waitForHydration(page);
  const viewer = page.getByRole('region', { name: viewerName('10ft') });
  const stage = viewer.locator('[aria-live]');
  // Slow every animation down tenfold, so the half-second fade can be looked at.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  await viewer.getByRole('button', { name: copy.next }).click();
  await expectShowing(viewer, tenFt, 2);
  const items = stage.locator(':scope > div');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('aria-hidden', 'true');
  await expect(items.first()).toHaveAttribute('inert', '');
  const opacities = await items.evaluateAll((elements) =>
    elements.map((element) => Number(getComputedStyle(element).opacity)),
  );
  // Mid-fade: the old item partly transparent and fading out, the new one fading in.
  expect(opacities[0]).toBeLessThan(1);
  expect(opacities[1]).toBeLessThan(1);
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(label(tenFt, 2));
});

test('with reduced motion a change is immediate: no fade, no second item', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/container');
  await waitForHydration(page);
  const viewer = page.getByRole('region', { name: viewerName('10ft') });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  await viewer.getByRole('button', { name: copy.next }).click();
  await expectShowing(viewer, tenFt, 2);
  const items = viewer.locator('[aria-live] > div');
  await expect(items).toHaveCount(1);
  expect(await items.first().evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});
