import type { Locator, Page } from '@playwright/test';
import { planColours } from '../src/features/floor-plan/draw-plan.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import {
  committedView,
  drawingFromPage,
  layoutFile,
  openFloorPlan,
  pageFromDrawing,
  pinchOut,
  planFrame,
  planViewport,
  stageHost,
  touchScreen,
  unitById,
  unitDialog,
  unitPoint,
} from './support/floor-plan-page.ts';
import { seriousViolations } from './support/one-path.ts';

/** An available unit near the middle of the plan: at fit on a phone it is about 15 px across. */
const MIDDLE_UNIT = '2-D-6';

const fullScreenPlan = (page: Page) => page.getByRole('dialog', { name: 'Floor plan' });
const fullScreenButton = (page: Page) => page.getByRole('button', { name: 'Full screen' });

/**
 * With a unit's dialog open on the full-screen plan (the unit in the
 * address): Back closes the dialog, leaving the plan full screen; Back
 * again closes the plan, back at /size-guide.
 */
async function backClosesUnitThenPlan(page: Page, dialog: Locator) {
  await expect(page).toHaveURL(new RegExp(`\\?unit=${MIDDLE_UNIT}$`));
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(fullScreenPlan(page)).toBeVisible();
  await page.goBack();
  await expect(fullScreenPlan(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/size-guide$/);
}

/** Opens the plan full screen from its button, with the page scrolled to the plan. */
async function openFullScreen(page: Page) {
  await openFloorPlan(page);
  const scrollY = await page.evaluate(() => window.scrollY);
  await fullScreenButton(page).click();
  await expect(fullScreenPlan(page)).toBeVisible();
  // Focus on the plan means the modal's keys are live (its code loads on first use).
  await expect(planViewport(page)).toBeFocused();
  return scrollY;
}

/**
 * How many CSS pixels wide the run of the unit's colour is on the drawn
 * canvas, along the row through a page point inside the unit: the unit's
 * size on screen, read from the pixels.
 */
async function colourRunWidth(page: Page, at: { x: number; y: number }, hex: string) {
  return stageHost(page)
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, { point, hex }) => {
        const colour = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
        const box = canvas.getBoundingClientRect();
        const ratio = canvas.width / box.width;
        const row = Math.round((point.y - box.top) * ratio);
        const data = canvas.getContext('2d')?.getImageData(0, row, canvas.width, 1).data;
        if (!data) return 0;
        const matches = (x: number) =>
          x >= 0 &&
          x < canvas.width &&
          colour.every((c, i) => Math.abs((data[x * 4 + i] ?? -999) - c) < 24);
        const start = Math.round((point.x - box.left) * ratio);
        if (!matches(start)) return 0;
        let left = start;
        let right = start;
        while (matches(left - 1)) left -= 1;
        while (matches(right + 1)) right += 1;
        return (right - left + 1) / ratio;
      },
      { point: at, hex },
    );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`full-screen plan at ${viewport.width} px`, () => {
    const phone = viewport.width < 768;
    test.use(phone ? { viewport, hasTouch: true, isMobile: true } : { viewport });

    test('opens over the page, the canvas filling the screen, with the key, zoom and search', async ({
      page,
    }) => {
      await openFullScreen(page);
      const canvas = await stageHost(page).locator('canvas').first().boundingBox();
      expect(canvas?.width ?? 0).toBeGreaterThanOrEqual(viewport.width * 0.9);
      expect(canvas?.height ?? 0).toBeGreaterThanOrEqual(viewport.height * 0.6);
      // The whole plan is fitted in it: its first and last available units
      // (top left and bottom right) are drawn whole, each about 14 px across on a phone.
      const overlay = fullScreenPlan(page);
      const available = layoutFile.units.filter((u) => u.isAvailable);
      for (const unit of [available[0], available.at(-1)]) {
        if (!unit) throw new Error('no units');
        const at = await unitPoint(page, unit.id, 0.5, 0.85);
        const width = await colourRunWidth(page, at, planColours.available);
        expect(width).toBeGreaterThan(unit.width * (await planFrame(page)).fit - 2);
      }
      await expect(overlay.getByRole('list', { name: 'Key' })).toBeVisible();
      await expect(overlay.getByRole('button', { name: 'Zoom in' })).toBeVisible();
      await expect(overlay.getByRole('combobox', { name: 'Find a unit' })).toBeVisible();
      // The plan has focus, so keys (and a plain wheel) work at once.
      await expect(planViewport(page)).toBeFocused();
      await page.keyboard.press('+');
      await expect.poll(async () => (await committedView(page)).zoom).toBeCloseTo(1.5, 2);
    });

    test('Escape and the close button close it; the page is where it was and focus is back on the button', async ({
      page,
    }) => {
      const scrollY = await openFullScreen(page);
      expect(scrollY).toBeGreaterThan(200);
      await page.keyboard.press('Escape');
      await expect(fullScreenPlan(page)).toHaveCount(0);
      await expect(fullScreenButton(page)).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

      await fullScreenButton(page).click();
      await fullScreenPlan(page).getByRole('button', { name: 'Close' }).click();
      await expect(fullScreenPlan(page)).toHaveCount(0);
      await expect(fullScreenButton(page)).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      // Closing went back over its history entry: Back now leaves nothing open behind.
      await expect(page).toHaveURL(/\/size-guide$/);
    });

    test('opened again the moment it closes, it stays open, and Back then closes it', async ({
      page,
    }) => {
      await openFullScreen(page);
      const close = await fullScreenPlan(page)
        .getByRole('button', { name: 'Close' })
        .elementHandle();
      // Behind the open plan the page is inert, out of the accessibility tree.
      const open = await page
        .getByRole('button', { name: 'Full screen', includeHidden: true })
        .elementHandle();
      // Both presses in one task, before the browser has gone back over the
      // plan's history entry; return once it has.
      await page.evaluate(
        async ([closeButton, openButton]) => {
          const landed = new Promise((done) =>
            window.addEventListener('popstate', done, { once: true }),
          );
          (closeButton as HTMLElement).click();
          (openButton as HTMLElement).click();
          await landed;
        },
        [close, open],
      );
      await expect(fullScreenPlan(page)).toBeVisible();
      await page.goBack();
      await expect(fullScreenPlan(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/size-guide$/);
    });

    test('focus stays inside while it is open', async ({ page }) => {
      await openFullScreen(page);
      const overlay = fullScreenPlan(page);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await overlay.evaluate((el) => el.contains(document.activeElement));
        expect(inside).toBe(true);
      }
      // The page behind is out of reach of pointers and assistive technology.
      // The header may sit in its island's wrapper, which is then the inert one.
      await expect
        .poll(() => page.getByRole('banner').evaluate((el) => el.closest('[inert]') !== null))
        .toBe(true);
    });

    test('axe finds nothing serious with it open, nor with a unit dialog on top', async ({
      page,
    }) => {
      await openFullScreen(page);
      expect(await seriousViolations(page)).toEqual([]);
      const search = fullScreenPlan(page).getByRole('combobox', { name: 'Find a unit' });
      await search.fill(MIDDLE_UNIT);
      await search.press('Enter');
      await expect(unitDialog(page, MIDDLE_UNIT)).toBeVisible();
      await expect(fullScreenPlan(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('full-screen plan on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('what it does when open is fetched only once the button is reached', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const modalCode = () => fetched.filter((path) => /\/full-screen-modal-[\w-]+\.js$/.test(path));
    await openFloorPlan(page);
    await page.waitForLoadState('networkidle');
    expect(modalCode()).toEqual([]);
    await fullScreenButton(page).click();
    await expect(fullScreenPlan(page)).toBeVisible();
    await expect.poll(() => modalCode().length).toBe(1);
  });

  test('a pinch zooms the drawn plan in about the fingers', async ({ page }) => {
    await openFullScreen(page);
    const unit = unitById(MIDDLE_UNIT);
    const before = await unitPoint(page, unit.id, 0.5, 0.85);
    const widthBefore = await colourRunWidth(page, before, planColours.available);
    expect(widthBefore).toBeGreaterThan(8);
    expect(widthBefore).toBeLessThan(20);

    const touch = await touchScreen(page);
    const mid = { x: Math.round(before.x), y: Math.round(before.y) };
    await pinchOut(touch, mid);
    await expect.poll(async () => (await committedView(page)).zoom).toBeCloseTo(3, 1);

    // The unit stayed under the fingers and is drawn three times as wide.
    const after = await unitPoint(page, unit.id, 0.5, 0.85);
    expect(Math.abs(after.x - mid.x)).toBeLessThan(6);
    expect(Math.abs(after.y - mid.y)).toBeLessThan(6);
    const widthAfter = await colourRunWidth(page, after, planColours.available);
    expect(widthAfter / widthBefore).toBeGreaterThan(2.5);
    await expect(page.getByRole('dialog', { name: `Unit ${unit.id}` })).toHaveCount(0);
  });

  test('a tap zooms in to the units, the next opens one on top; Back closes the dialog, then the plan', async ({
    page,
  }) => {
    const scrollY = await openFullScreen(page);
    const touch = await touchScreen(page);
    const tap = async (p: { x: number; y: number }) => {
      await touch('touchStart', [p]);
      await touch('touchEnd', []);
    };
    await tap(await unitPoint(page, MIDDLE_UNIT));
    await expect.poll(async () => (await committedView(page)).zoom).toBeGreaterThan(2);
    const at = await unitPoint(page, MIDDLE_UNIT);
    await tap(at);
    const dialog = unitDialog(page, MIDDLE_UNIT);
    await expect(dialog).toBeVisible();
    // The dialog is on top of the full-screen plan where they overlap.
    const box = await dialog.boundingBox();
    if (!box) throw new Error('no dialog box');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog')?.id ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe('unit-dialog');
    await backClosesUnitThenPlan(page, dialog);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(fullScreenButton(page)).toBeFocused();
    // Forward opens it again.
    await page.goForward();
    await expect(fullScreenPlan(page)).toBeVisible();
  });

  test('the page behind does not move while the plan is swiped and panned', async ({ page }) => {
    const scrollY = await openFullScreen(page);
    const heading = page.getByRole('heading', { level: 1 });
    const headingTop = async () => (await heading.boundingBox())?.y;
    const top = await headingTop();
    const touch = await touchScreen(page);
    const box = await stageHost(page).boundingBox();
    if (!box) throw new Error('no stage');
    const x = box.x + box.width / 2;
    const swipe = async (from: { x: number; y: number }, dx: number, dy: number) => {
      await touch('touchStart', [from]);
      for (let step = 1; step <= 6; step += 1) {
        await touch('touchMove', [{ x: from.x + (dx * step) / 6, y: from.y + (dy * step) / 6 }]);
      }
      await touch('touchEnd', []);
    };
    // At fit, an upward swipe (which scrolls the page inline) moves nothing behind.
    await swipe({ x, y: box.y + box.height - 20 }, 0, -300);
    await swipe({ x, y: box.y + 20 }, 0, 300);
    expect(await headingTop()).toBe(top);

    // Zoomed in, a drag pans the plan, and only the plan.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const view = await committedView(page);
    await swipe({ x, y: box.y + box.height / 2 }, -120, -150);
    await expect.poll(async () => (await committedView(page)).x).toBeGreaterThan(view.x + 5);
    expect(await headingTop()).toBe(top);

    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await headingTop()).toBe(top);
  });

  test('turning the phone re-fits the plan about the same centre', async ({ page }) => {
    await openFullScreen(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const centreOfStage = async () => {
      const box = await stageHost(page).boundingBox();
      if (!box) throw new Error('no stage');
      return drawingFromPage(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    };
    const before = await centreOfStage();
    await page.setViewportSize({ width: 844, height: 390 });
    // On its side the plan takes the full height, beside the search and the key.
    await expect
      .poll(async () => (await stageHost(page).locator('canvas').first().boundingBox())?.height)
      .toBeGreaterThan(390 * 0.9);
    const after = await centreOfStage();
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    // And the unit drawn there is the one the maths says.
    const unit = unitById(MIDDLE_UNIT);
    const at = await pageFromDrawing(page, { x: unit.x + 22, y: unit.y + 40 });
    if (at.x > 0 && at.x < 844 && at.y > 0 && at.y < 390) {
      expect(await colourRunWidth(page, at, planColours.available)).toBeGreaterThan(10);
    }
  });
});

test.describe('links to a unit', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('?unit= opens the plan full screen with the unit on top; Back closes one, then the other', async ({
      page,
    }) => {
      await page.goto(`/size-guide?unit=${MIDDLE_UNIT}`);
      await waitForHydration(page);
      const dialog = unitDialog(page, MIDDLE_UNIT);
      await expect(dialog).toBeVisible();
      const frame = page.locator('[role="dialog"][aria-modal="true"]');
      await expect(frame).toHaveAccessibleName('Floor plan');
      const box = await frame.boundingBox();
      expect(box?.width).toBe(390);
      expect(box?.height).toBe(844);
      await backClosesUnitThenPlan(page, dialog);
    });

    test('"Show me one" opens the plan full screen on an available unit', async ({ page }) => {
      await page.goto('/size-guide?size=50');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Show me one' }).click();
      await expect(page.getByRole('dialog', { name: /^Unit / })).toBeVisible();
      await expect(page.locator('[role="dialog"][aria-modal="true"]')).toHaveAccessibleName(
        'Floor plan',
      );
    });
  });

  test.describe('on a wide screen', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('?unit= and "Show me one" open the unit on the plan inline', async ({ page }) => {
      await page.goto(`/size-guide?size=50&unit=${MIDDLE_UNIT}`);
      await waitForHydration(page);
      const dialog = unitDialog(page, MIDDLE_UNIT);
      await expect(dialog).toBeVisible();
      await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
      await expect(fullScreenButton(page)).toBeAttached();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Show me one' }).click();
      await expect(page.getByRole('dialog', { name: /^Unit / })).toBeVisible();
      await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
    });
  });
});
