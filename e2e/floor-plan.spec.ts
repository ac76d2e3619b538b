import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { planColours } from '../src/features/floor-plan/draw-plan.ts';
import { expect, holdClock, test, waitForHydration } from './support/fixtures.ts';
import {
  committedView,
  differingShare,
  drawingFromPage,
  firstAvailable,
  firstReserved,
  layoutFile,
  openFloorPlan,
  PLAN_START_MS,
  pageFromDrawing,
  pinchOut,
  pixelAt,
  planDrawing,
  planPixel,
  planViewport,
  rgbOf,
  screenshotPixels,
  stageHost,
  touchScreen,
  unitById,
  unitDialog,
  unitPoint,
} from './support/floor-plan-page.ts';
import { holdScripts } from './support/held-scripts.ts';
import { near } from './support/one-path.ts';

/**
 * The share of the plan's pixels that may differ, by more than a shade
 * (HAND_OVER_SHADE in any channel, of 255), when the canvas replaces the
 * build's drawing: the edges of the labels' letters, which the two smooth
 * differently (3% measured). A colour off by more than a shade on the
 * features alone changes 18%.
 */
const HAND_OVER_TOLERANCE = 0.05;
const HAND_OVER_SHADE = 6;

/** Collects the browser alerts a test raises, accepting each one. */
/** Opens the plan and clicks the unit; returns where, and its dialog, once the dialog is open. */
async function clickUnit(page: Page, id: string) {
  await openFloorPlan(page);
  const at = await unitPoint(page, id);
  await page.mouse.click(at.x, at.y);
  const dialog = unitDialog(page, id);
  await expect(dialog).toBeVisible();
  return { at, dialog };
}

function collectAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  return alerts;
}

test.describe('floor plan on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the build draws the plan into the page, and the canvas takes over in the same box with the same pixels', async ({
    page,
  }) => {
    const availability: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/availability') availability.push(r.url());
    });
    // Every layout shift inside the plan's box, from the first byte to the canvas's first frame.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      const w = window as unknown as { planShifts: number[] };
      w.planShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const inPlan = entry.sources.some((s) => {
            const element = s.node instanceof Element ? s.node : s.node?.parentElement;
            return element?.closest('#floor-plan');
          });
          if (inPlan) w.planShifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The island's code held back: what shows is the page as the build wrote it.
    const release = await holdScripts(page);
    await page.goto('/size-guide');
    const viewport = planViewport(page);
    await viewport.scrollIntoViewIfNeeded();
    const drawing = planDrawing(page);
    await expect(drawing).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^\d+ units: .*, as of \d{1,2} \w+ \d{4}\.$/ }),
    ).toBeVisible();
    // A rectangle for every unit, where the layout puts it, in its status's colour.
    const rects = await drawing
      .locator('rect[data-unit]')
      .evaluateAll((all) =>
        all.map((r) => [r.getAttribute('data-unit'), getComputedStyle(r).fill] as const),
      );
    const rgb = (hex: string) => `rgb(${rgbOf(hex).join(', ')})`;
    expect(new Map(rects)).toEqual(
      new Map(
        layoutFile.units.map((u) => [
          u.id,
          rgb(u.isAvailable ? planColours.available : planColours.reserved),
        ]),
      ),
    );
    const before = await viewport.boundingBox();
    const drawn = await screenshotPixels(await viewport.screenshot());
    const scale = ((before?.width ?? 0) - 2) / layoutFile.canvas.width;
    for (const unit of [firstAvailable(), firstReserved()]) {
      const colour = unit.isAvailable ? planColours.available : planColours.reserved;
      // Inside the unit, clear of its label and its cross (the box has a 1 px border).
      const at = pixelAt(drawn, 1 + (unit.x + 3) * scale, 1 + (unit.y + unit.height - 3) * scale);
      expect(near(at, rgbOf(colour))).toBe(true);
    }

    await release();
    await expect(stageHost(page).locator('canvas').first()).toBeVisible({ timeout: PLAN_START_MS });
    // Once the stage has drawn, the drawing goes: what shows is the canvas's first frame.
    await expect(drawing).toHaveCount(0);
    const canvasFrame = await screenshotPixels(await viewport.screenshot());
    // The same pixels but for the edges of letters.
    expect(differingShare(drawn, canvasFrame, HAND_OVER_SHADE)).toBeLessThan(HAND_OVER_TOLERANCE);
    const after = await viewport.boundingBox();
    expect(after).toEqual(before);
    const ratio = layoutFile.canvas.height / layoutFile.canvas.width;
    // The box has a 1 px border on each side around the drawing.
    expect(((after?.height ?? 0) - 2) / ((after?.width ?? 1) - 2)).toBeCloseTo(ratio, 2);
    const canvas = await stageHost(page).locator('canvas').first().boundingBox();
    expect(canvas?.width).toBeCloseTo((after?.width ?? 0) - 2, 0);
    expect(canvas?.height).toBeCloseTo((after?.height ?? 0) - 2, 0);
    expect(
      await page.evaluate(() => (window as unknown as { planShifts: number[] }).planShifts),
    ).toEqual([]);
    // Served by the bundled server, the plan asks for live availability.
    await expect.poll(() => availability.length).toBeGreaterThan(0);
  });

  test('a tap on a unit in the drawing before the island starts opens that unit once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/size-guide');
    const viewport = planViewport(page);
    await viewport.scrollIntoViewIfNeeded();
    await expect(planDrawing(page)).toBeVisible();
    const box = await viewport.boundingBox();
    const scale = ((box?.width ?? 0) - 2) / layoutFile.canvas.width;
    const unit = firstReserved();
    await page.mouse.click(
      (box?.x ?? 0) + 1 + (unit.x + unit.width / 2) * scale,
      (box?.y ?? 0) + 1 + (unit.y + unit.height / 2) * scale,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await release();
    await expect(unitDialog(page, unit.id)).toBeVisible({ timeout: PLAN_START_MS });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('clicking an available unit opens its details; Reserve Now alerts and closes', async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const unit = firstAvailable();
    const { dialog } = await clickUnit(page, unit.id);
    await expect(dialog.getByRole('heading', { name: `Unit ${unit.id}` })).toBeVisible();
    await expect(dialog).toContainText(`${unit.sqft} sq. ft.`);
    await expect(dialog.locator('dd').nth(1)).toHaveText(unit.id);
    await expect(dialog).toContainText('Available');
    await dialog.getByRole('button', { name: 'Reserve Now' }).click();
    expect(alerts).toEqual([`alert: Booking unit ${unit.id}`]);
    await expect(dialog).toBeHidden();
    // Focus goes back to the plan it was opened from.
    await expect(planViewport(page)).toBeFocused();
  });

  test('a reserved unit shows Reserved and a disabled Not Available button', async ({ page }) => {
    const alerts = collectAlerts(page);
    const { dialog } = await clickUnit(page, firstReserved().id);
    await expect(dialog.locator('dd').nth(2)).toHaveText('Reserved');
    const button = dialog.getByRole('button', { name: 'Not Available' });
    await expect(button).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Reserve Now' })).toHaveCount(0);
    // Reserving anyway (the form submitted without its disabled button) is refused.
    await dialog.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    expect(alerts).toEqual(['alert: This unit is not available for booking.']);
    await expect(dialog).toBeVisible();
  });

  test('the × button and Escape close the dialog, and focus returns', async ({ page }) => {
    const unit = firstAvailable();
    const { dialog } = await clickUnit(page, unit.id);
    // Focus moved into the dialog.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(planViewport(page)).toBeFocused();
    // Closing goes back over the dialog's history entry, which lands a moment
    // later and may restore the page's scroll: the unit is pressed again once
    // it has, where it now is. (A press before it lands has a test of its own.)
    await expect(page).not.toHaveURL(/[?&]unit=/);
    const again = await unitPoint(page, unit.id);

    await page.mouse.click(again.x, again.y);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(planViewport(page)).toBeFocused();
  });

  test('a unit chosen again the moment its dialog closes stays open, with an entry of its own', async ({
    page,
  }) => {
    const unit = firstAvailable();
    const { at, dialog } = await clickUnit(page, unit.id);
    const linked = new RegExp(`/size-guide\\?unit=${unit.id}$`);
    await expect(page).toHaveURL(linked);
    // Close it and press the same unit in one task, so the press comes before
    // the browser has gone back over the dialog's entry; return once it has.
    await page.evaluate(async ({ x, y }) => {
      const open = document.querySelector<HTMLDialogElement>('dialog[open]');
      if (!open) throw new Error('no open dialog');
      const closed = new Promise((done) => open.addEventListener('close', done, { once: true }));
      open.close();
      await closed;
      const landed = new Promise((done) =>
        window.addEventListener('popstate', done, { once: true }),
      );
      const target = document.elementFromPoint(x, y);
      if (!target) throw new Error('nothing under the unit');
      const press = { bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true };
      const where = { clientX: x, clientY: y, button: 0 };
      target.dispatchEvent(new PointerEvent('pointerdown', { ...press, ...where }));
      target.dispatchEvent(new PointerEvent('pointerup', { ...press, ...where }));
      await landed;
    }, at);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(linked);
    // Back closes it and stays on the page.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/size-guide$/);
  });

  test('clicking between units opens nothing', async ({ page }) => {
    await openFloorPlan(page);
    const a1 = unitById('2-A-1');
    // The corridor below row A.
    const box = await stageHost(page).boundingBox();
    const scale = (box?.width ?? 0) / layoutFile.canvas.width;
    await page.mouse.click(
      (box?.x ?? 0) + (a1.x + 10) * scale,
      (box?.y ?? 0) + (a1.y + a1.height + 20) * scale,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the pointer becomes a hand over a unit', async ({ page }) => {
    await openFloorPlan(page);
    const at = await unitPoint(page, firstAvailable().id);
    await page.mouse.move(at.x, at.y);
    await expect(stageHost(page)).toHaveCSS('cursor', 'pointer');
  });

  test('the unit under the pointer is outlined on the plan, and the outline goes when the pointer leaves', async ({
    page,
  }) => {
    await openFloorPlan(page);
    const unit = firstAvailable();
    // On the unit's left edge, where the 3 px outline is drawn across it.
    const onEdge = await unitPoint(page, unit.id, 0, 0.6);
    const hex = planColours.hover.slice(1);
    const outline = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    const near = (rgb: (number | undefined)[], want: number[]) =>
      rgb.length === 3 && rgb.every((v, i) => Math.abs((v ?? 0) - (want[i] ?? 0)) <= 12);
    expect(near(await planPixel(page, onEdge), outline)).toBe(false);
    const inside = await unitPoint(page, unit.id);
    await page.mouse.move(inside.x, inside.y);
    await expect.poll(async () => near(await planPixel(page, onEdge), outline)).toBe(true);
    await page.mouse.move(1, 1);
    await expect.poll(async () => near(await planPixel(page, onEdge), outline)).toBe(false);
  });

  test('wheel zooms about the pointer, drag pans, and a click still opens the unit under it', async ({
    page,
  }) => {
    await openFloorPlan(page);
    const target = unitById('2-D-6');
    // Mouse events carry whole pixels: aim at one, so the point under it is known exactly.
    const inside = await unitPoint(page, target.id);
    const at = { x: Math.round(inside.x), y: Math.round(inside.y) };
    const under = await drawingFromPage(page, at);
    // A plain wheel zooms once the plan is engaged (focused, clicked or tapped).
    await planViewport(page).focus();
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await committedView(page)).zoom).toBeGreaterThan(1.5);
    // The drawing point under the pointer stayed under it: clicking there opens the unit.
    expect(await pageFromDrawing(page, under)).toEqual({
      x: expect.closeTo(at.x, 0),
      y: expect.closeTo(at.y, 0),
    });
    await page.mouse.click(at.x, at.y);
    await expect(unitDialog(page, target.id)).toBeVisible();
    await page.keyboard.press('Escape');

    const before = await committedView(page);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 120, at.y - 60, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await committedView(page)).x).toBeGreaterThan(before.x + 10);
    const after = await committedView(page);
    expect(after.y).toBeGreaterThan(before.y);
    expect(after.zoom).toBe(before.zoom);
    // A drag is not a click.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // After zooming and panning, a click lands on the unit now under the pointer.
    const other = unitById('2-E-9');
    const otherAt = await unitPoint(page, other.id);
    await page.mouse.click(otherAt.x, otherAt.y);
    await expect(unitDialog(page, other.id)).toBeVisible();
  });

  test('Ctrl+wheel (a trackpad pinch) zooms too, and zoom stops at fit', async ({ page }) => {
    await openFloorPlan(page);
    const at = await unitPoint(page, '2-C-4');
    await page.mouse.move(at.x, at.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -40);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await committedView(page)).zoom).toBeGreaterThan(1.2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 3000);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await committedView(page)).zoom).toBe(1);
    expect(await committedView(page)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  test('a plain wheel over a plan not yet engaged scrolls the page and says how to zoom', async ({
    page,
  }) => {
    await openFloorPlan(page);
    const hint = stageHost(page).getByText('Use Ctrl + scroll to zoom, or click the plan');
    const box = await stageHost(page).boundingBox();
    if (!box) throw new Error('no stage');
    await page.clock.install();
    await holdClock(page);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);
    expect((await committedView(page)).zoom).toBe(1);
    await expect(hint).toHaveAttribute('data-visible', 'true');
    await page.clock.runFor(1500);
    await expect(hint).not.toHaveAttribute('data-visible');

    // Focused, the plan takes the plain wheel, until the pointer leaves it.
    await planViewport(page).focus();
    const at = await stageHost(page).boundingBox();
    if (!at) throw new Error('no stage');
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.wheel(0, -200);
    await page.clock.runFor(200);
    await expect.poll(async () => (await committedView(page)).zoom).toBeGreaterThan(1.2);
    await page.mouse.move(at.x + at.width / 2, at.y - 40);
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 50);
  });

  test('zoom buttons and the keyboard zoom, pan and fit the plan', async ({ page }) => {
    await openFloorPlan(page);
    const controls = page.getByRole('group', { name: 'Zoom the floor plan' });
    await expect(controls.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await controls.getByRole('button', { name: 'Zoom in' }).click();
    expect((await committedView(page)).zoom).toBeCloseTo(1.5, 3);
    await controls.getByRole('button', { name: 'Fit' }).click();
    expect(await committedView(page)).toEqual({ zoom: 1, x: 0, y: 0 });

    await planViewport(page).focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect((await committedView(page)).zoom).toBeCloseTo(2.25, 3);
    const centred = await committedView(page);
    await page.keyboard.press('ArrowRight');
    expect((await committedView(page)).x).toBeGreaterThan(centred.x);
    await page.keyboard.press('ArrowUp');
    expect((await committedView(page)).y).toBeLessThan(centred.y);
    await page.keyboard.press('-');
    expect((await committedView(page)).zoom).toBeCloseTo(1.5, 3);
    await page.keyboard.press('0');
    expect(await committedView(page)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  test('closed, the list has no boxes to lay out as the page loads; opened, every row has one', async ({
    page,
  }) => {
    await page.goto(paths.sizeGuide);
    await waitForHydration(page);
    const boxedRows = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('#unit-list tbody tr')].filter(
            (row) => row.getClientRects().length > 0,
          ).length,
      );
    await expect(page.locator('#unit-list tbody tr')).toHaveCount(layoutFile.units.length);
    expect(await boxedRows()).toBe(0);
    await page.getByText('Choose from a list').click();
    await expect(page.locator('#unit-list')).toHaveAttribute('open', '');
    expect(await boxedRows()).toBe(layoutFile.units.length);
  });

  test('the list opens the same dialog, and its filter highlights units on the plan', async ({
    page,
  }) => {
    await openFloorPlan(page);
    const a1 = await unitPoint(page, '2-A-1', 0.5, 0.3);
    const g2 = unitById('2-G-2');
    expect(await planPixel(page, a1)).toEqual([31, 122, 77]);

    await page.getByText('Choose from a list').click();
    const table = page.getByRole('table', { name: 'Every unit on the floor plan' });
    await expect(table.getByRole('row')).toHaveCount(layoutFile.units.length + 1);
    const available = layoutFile.units.filter((u) => u.isAvailable).length;
    await page.getByLabel('Available units only').check();
    await expect(table.getByRole('row')).toHaveCount(available + 1);
    await expect(
      page.getByText(`Showing ${available} of ${layoutFile.units.length} units.`),
    ).toBeVisible();
    await page.getByLabel('Size', { exact: true }).selectOption({ label: `${g2.sqft} sq ft` });
    await expect(table.getByRole('row')).toHaveCount(2);

    // Units not matching the filter are dimmed on the plan.
    await expect.poll(() => planPixel(page, a1)).not.toEqual([31, 122, 77]);
    const dimmed = await planPixel(page, a1);
    expect(dimmed[1]).toBeGreaterThan(140);
    await expect(page.getByRole('list', { name: 'Key' })).toContainText('Matches the list filter');

    const open = table.getByRole('button', { name: `View unit ${g2.id}` });
    await open.click();
    const dialog = unitDialog(page, g2.id);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${g2.sqft} sq. ft.`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the loaded plan, the open list and the dialog pass axe at ${viewport.width} px`, async ({
    page,
  }) => {
    // Several axe runs over the whole page take several seconds each on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await openFloorPlan(page);
    await page.getByText('Choose from a list').click();
    await page.getByLabel('Available units only').check();
    expect(await seriousViolations(page)).toEqual([]);
    const unit = firstReserved();
    await page.getByLabel('Available units only').uncheck();
    await page.getByRole('button', { name: `View unit ${unit.id}` }).click();
    await expect(unitDialog(page, unit.id)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('floor plan on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a two-finger pinch zooms about the fingers, then one finger pans', async ({ page }) => {
    await openFloorPlan(page);
    const touch = await touchScreen(page);
    const box = await stageHost(page).boundingBox();
    if (!box) throw new Error('no stage');
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await pinchOut(touch, mid);
    await expect.poll(async () => (await committedView(page)).zoom).toBeCloseTo(3, 1);
    // Zoomed about the midpoint: the drawing point there did not move.
    const view = await committedView(page);
    const fit = box.width / layoutFile.canvas.width;
    const scale = fit * view.zoom;
    const before = { x: box.width / 2 / fit, y: box.height / 2 / fit };
    const after = { x: view.x + box.width / 2 / scale, y: view.y + box.height / 2 / scale };
    // The view is reported to 0.1 drawing units.
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.y).toBeCloseTo(before.y, 0);

    // Zoomed in, one finger pans the plan.
    await touch('touchStart', [mid]);
    await touch('touchMove', [{ x: mid.x - 20, y: mid.y }]);
    await touch('touchMove', [{ x: mid.x - 60, y: mid.y }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await committedView(page)).x).toBeGreaterThan(view.x + 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('at fit, a one-finger vertical swipe scrolls the page', async ({ page }) => {
    await openFloorPlan(page);
    const touch = await touchScreen(page);
    const box = await stageHost(page).boundingBox();
    if (!box) throw new Error('no stage');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const x = box.x + box.width / 2;
    await touch('touchStart', [{ x, y: box.y + box.height - 10 }]);
    for (let dy = 20; dy <= 120; dy += 20) {
      await touch('touchMove', [{ x, y: box.y + box.height - 10 - dy }]);
    }
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore + 30);
    expect((await committedView(page)).zoom).toBe(1);
  });

  /** On screen size of the plan's units (all 44 drawing units across here) at the committed view. */
  async function unitPixels(page: Page) {
    const box = await stageHost(page).boundingBox();
    const view = await committedView(page);
    return ((box?.width ?? 0) / layoutFile.canvas.width) * view.zoom * firstAvailable().width;
  }

  test('units too small for a finger: the first tap zooms in around it, the next opens the unit', async ({
    page,
  }) => {
    await openFloorPlan(page);
    const touch = await touchScreen(page);
    const unit = unitById('2-D-6');
    expect(await unitPixels(page)).toBeLessThan(24);
    const at = await unitPoint(page, unit.id);
    const finger = { x: Math.round(at.x), y: Math.round(at.y) };
    await touch('touchStart', [finger]);
    await touch('touchEnd', []);
    await expect.poll(() => unitPixels(page)).toBeGreaterThanOrEqual(31.9);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The drawn plan moved: the unit is under the finger, big, in its colour.
    const colour = unit.isAvailable ? [31, 122, 77] : [179, 38, 30];
    expect(await planPixel(page, finger)).toEqual(colour);
    const after = await unitPoint(page, unit.id);
    expect(Math.abs(after.x - finger.x)).toBeLessThan(12);
    expect(Math.abs(after.y - finger.y)).toBeLessThan(12);

    await touch('touchStart', [after]);
    await touch('touchEnd', []);
    await expect(unitDialog(page, unit.id)).toBeVisible();
  });

  test('with reduced motion the first tap zooms at once, without animating', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openFloorPlan(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const touch = await touchScreen(page);
    const at = await unitPoint(page, '2-D-6');
    await touch('touchStart', [at]);
    await touch('touchEnd', []);
    // The clock does not move, so no animation frame runs: the zoom was immediate.
    expect(await unitPixels(page)).toBeGreaterThanOrEqual(31.9);
  });

  test('a mouse click at fit still opens the unit on the phone-sized plan', async ({ page }) => {
    await clickUnit(page, firstAvailable().id);
  });
});

test.describe('Konva stays on the size guide', () => {
  const otherRoutes = Object.entries(paths).filter(([id]) => id !== 'sizeGuide');

  for (const [id, path] of otherRoutes) {
    test(`${path} requests no Konva code`, async ({ page }) => {
      const reads: Promise<string>[] = [];
      const read = (response: Response) => {
        if (response.request().resourceType() === 'script') reads.push(response.text());
      };
      page.on('response', read);
      await page.goto(path);
      await waitForHydration(page);
      // Scroll to the end so anything loaded on the way in has loaded.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // Read every body before judging: the reads finish after the responses. A script asked
      // for later (an idle chunk) is not read, so no read outlives the test.
      page.off('response', read);
      const scripts = await Promise.all(reads);
      expect(scripts.length, `scripts on ${id}`).toBeGreaterThan(0);
      expect(scripts.filter((body) => /\bKonva\b/.test(body))).toEqual([]);
    });
  }

  test('/size-guide loads Konva once the plan comes near the screen', async ({ page }) => {
    const reads: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') reads.push(response.text());
    });
    await openFloorPlan(page);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(reads);
    expect(scripts.filter((body) => /\bKonva\b/.test(body))).toHaveLength(1);
  });
});
