import type { Page } from '@playwright/test';
import { rentHeadline } from '../src/content/price-format.ts';
import { unitPrice } from '../src/content/prices.ts';
import type { SizeStepSqft } from '../src/content/size-step-sqft.ts';
import { expect, test } from './support/fixtures.ts';
import {
  committedView,
  firstAvailable,
  firstReserved,
  layoutFile,
  PLAN_START_MS,
  pageFromDrawing,
  pixelAt,
  planPixel,
  planViewport,
  screenshotPixels,
  unitById,
  unitDialog,
} from './support/floor-plan-page.ts';
import {
  AVAILABLE_RGB,
  centrePixel,
  near,
  openSizeGuide,
  planDrawn,
  RESERVED_RGB,
  seriousViolations,
} from './support/one-path.ts';

/**
 * One path from a size to a unit: deep links to a size step and to a unit,
 * the dialog's registration links, the picker's "on the plan" buttons. Counts
 * come from data/units.json; what the plan shows is read from its pixels.
 */
const slider = (page: Page) => page.getByRole('slider', { name: 'Unit size' });
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const sizeOf = (page: Page) => slider(page).getAttribute('aria-valuetext');
const search = (page: Page) => new URL(page.url()).searchParams;

/** The unit of a status nearest the middle of the plan: zooming on it needs no clamping. */
function middleUnit(isAvailable: boolean) {
  const { width, height } = layoutFile.canvas;
  const away = (u: (typeof layoutFile.units)[number]) =>
    Math.hypot(u.x + u.width / 2 - width / 2, u.y + u.height / 2 - height / 2);
  const [unit] = layoutFile.units
    .filter((u) => u.isAvailable === isAvailable)
    .sort((a, b) => away(a) - away(b));
  if (!unit) throw new Error('No such unit');
  return unit;
}

test.describe('deep links on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('?size= opens the picker on that step; choosing a step replaces the parameter', async ({
    page,
  }) => {
    await openSizeGuide(page, '?size=50');
    await expect.poll(() => sizeOf(page)).toMatch(/^50 sq ft/);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Next size' }).click();
    await expect.poll(() => search(page).get('size')).toBe('65');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload();
    await expect.poll(() => sizeOf(page)).toMatch(/^65 sq ft/);
  });

  test('an unknown ?size= falls back to the default step without an error', async ({ page }) => {
    await openSizeGuide(page, '?size=33');
    await expect.poll(() => sizeOf(page)).toMatch(/^35 sq ft/);
  });

  test('?size=…#floor-plan lands on the floor plan', async ({ page }) => {
    await openSizeGuide(page, '?size=50#floor-plan');
    await expect.poll(() => sizeOf(page)).toMatch(/^50 sq ft/);
    await expect(
      page.getByRole('heading', { name: 'Select a Unit to View Details' }),
    ).toBeInViewport();
  });

  test('?unit= centres and zooms the drawn plan on the unit and opens it; closing drops the parameter', async ({
    page,
  }) => {
    const unit = middleUnit(true);
    await openSizeGuide(page, `?unit=${unit.id}`);
    const dialog = unitDialog(page, unit.id);
    await expect(dialog).toBeVisible();
    await expect(planViewport(page)).toBeInViewport();
    await planDrawn(page);
    const view = await committedView(page);
    expect(view.zoom).toBeGreaterThan(2);
    // The pixels, not only the data attributes: the unit fills the middle of the plan.
    await expect.poll(async () => near(await centrePixel(page), AVAILABLE_RGB)).toBe(true);
    const corner = await pageFromDrawing(page, { x: unit.x + 1, y: unit.y + 1 });
    expect(near(await planPixel(page, corner), AVAILABLE_RGB)).toBe(true);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => search(page).has('unit')).toBe(false);
    // Opening another unit from the list puts it in the address.
    const other = firstReserved();
    await page.getByText('Choose from a list').click();
    await page.getByRole('button', { name: `View unit ${other.id}`, exact: true }).click();
    await expect.poll(() => search(page).get('unit')).toBe(other.id);
  });

  test('a reserved unit linked to is drawn zoomed with its cross, not only in red', async ({
    page,
  }) => {
    const unit = middleUnit(false);
    await openSizeGuide(page, `?unit=${unit.id}`);
    await expect(unitDialog(page, unit.id)).toBeVisible();
    await planDrawn(page);
    await expect.poll(async () => near(await centrePixel(page), RESERVED_RGB, 40)).toBe(true);
    // The cross (draw-plan.ts): its two strokes meet in the middle of a square
    // half the unit's side, in the lower part of the unit.
    const side = Math.min(unit.width, unit.height) * 0.5;
    const top = unit.y + unit.height - side - (unit.height * 0.5) / 4;
    const middle = await pageFromDrawing(page, { x: unit.x + unit.width / 2, y: top + side / 2 });
    const mark = await planPixel(page, middle);
    expect(mark[1]).toBeGreaterThan(200);
    const body = await pageFromDrawing(page, { x: unit.x + unit.width * 0.15, y: top + side / 2 });
    expect(near(await planPixel(page, body), RESERVED_RGB)).toBe(true);
  });

  test('an unknown ?unit= says so quietly and opens nothing', async ({ page }) => {
    await openSizeGuide(page, '?unit=9-Z-9');
    await expect(statusWith(page, 'No unit 9-Z-9 on the plan')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Back closes a unit opened on the page, then leaves it; Forward comes back to the size and unit', async ({
    page,
  }) => {
    const unit = firstAvailable();
    await page.goto('/');
    await openSizeGuide(page, '?size=25');
    await page.getByRole('button', { name: 'Next size' }).click();
    await page.getByText('Choose from a list').click();
    await page.getByRole('button', { name: `View unit ${unit.id}`, exact: true }).click();
    const dialog = unitDialog(page, unit.id);
    await expect(dialog).toBeVisible();
    await expect.poll(() => search(page).get('unit')).toBe(unit.id);
    const scrolled = await page.evaluate(() => window.scrollY);

    // The first Back closes the dialog and stays on the page, where it was.
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/size-guide');
    expect(search(page).has('unit')).toBe(false);
    expect(search(page).get('size')).toBe('35');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The second leaves it.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await expect.poll(() => sizeOf(page)).toMatch(/^35 sq ft/);
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(dialog).toBeVisible();
    expect(search(page).get('unit')).toBe(unit.id);
  });

  test('closing a unit opened on the page goes back over its entry: the next Back leaves the page', async ({
    page,
  }) => {
    const unit = firstAvailable();
    await page.goto('/');
    await openSizeGuide(page, '');
    await page.getByText('Choose from a list').click();
    await page.getByRole('button', { name: `View unit ${unit.id}`, exact: true }).click();
    const dialog = unitDialog(page, unit.id);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => search(page).has('unit')).toBe(false);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Forward returns to the size guide as it was left, the dialog closed.
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/size-guide');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(search(page).has('unit')).toBe(false);
  });
});

test.describe('the dialog leads on to registration', () => {
  // The site's own form (shown when the registration widget does not load) shows the prefill.
  test.use({
    viewport: { width: 1280, height: 800 },
    blockWidgets: true,
    allowedConsoleErrors: [/ERR_BLOCKED_BY_CLIENT/],
  });

  test('an available unit: Reserve Now stays, and "Register interest" prefills that unit', async ({
    page,
  }) => {
    const unit = firstAvailable();
    await openSizeGuide(page, `?unit=${unit.id}`);
    const dialog = unitDialog(page, unit.id);
    await expect(dialog.getByRole('button', { name: 'Reserve Now' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    const link = dialog.getByRole('link', { name: 'Register interest in this unit' });
    await expect(link).toHaveAttribute('href', `/register?unit=${unit.id}`);
    await link.click();
    await expect(page).toHaveURL(`/register?unit=${unit.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Your Interest');
    await expect(page.getByText(`Unit ${unit.id}, ${unit.sqft} sq ft`)).toBeVisible();
  });

  test('a reserved unit: "Join the waiting list for this size" goes to /register?size=', async ({
    page,
  }) => {
    const unit = firstReserved();
    await openSizeGuide(page, `?unit=${unit.id}`);
    const dialog = unitDialog(page, unit.id);
    await expect(dialog.getByRole('button', { name: 'Not Available' })).toBeDisabled();
    await expect(dialog.getByRole('link', { name: /Register interest/ })).toHaveCount(0);
    const link = dialog.getByRole('link', { name: 'Join the waiting list for this size' });
    await expect(link).toHaveAttribute('href', `/register?size=${unit.sqft}`);
    expect(await seriousViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(`/register?size=${unit.sqft}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Your Interest');
    await expect(page.getByRole('combobox', { name: 'Unit size' })).toHaveValue(String(unit.sqft));
  });
});

test.describe('size picker to the plan', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const availableOfSize = (sqft: number) =>
    layoutFile.units.filter((u) => u.sqft === sqft && u.isAvailable).length;

  test('"Show units of this size" highlights them, dims the rest and counts from the data', async ({
    page,
  }) => {
    const odd = layoutFile.units.find((u) => u.sqft !== 25);
    if (!odd) throw new Error('The layout has one size only');
    await openSizeGuide(page, '?size=25');
    await page.getByRole('button', { name: 'Show units of this size on the plan' }).click();
    const count = availableOfSize(25);
    // The plan is an island further down: it starts now, and says what it shows once it has.
    await expect(statusWith(page, `${count} available units of 25 sq ft`)).toBeVisible({
      timeout: PLAN_START_MS,
    });
    await expect(planViewport(page)).toBeInViewport();
    await planDrawn(page);
    const other = await pageFromDrawing(page, {
      x: odd.x + odd.width / 2,
      y: odd.y + odd.height * 0.3,
    });
    await expect.poll(async () => (await planPixel(page, other))[1]).toBeGreaterThan(140);
    const match = firstAvailable();
    const inside = await pageFromDrawing(page, {
      x: match.x + match.width / 2,
      y: match.y + match.height * 0.3,
    });
    expect(near(await planPixel(page, inside), AVAILABLE_RGB)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a size with no units says so and offers the nearest sizes', async ({ page }) => {
    await openSizeGuide(page, '?size=35');
    await page.getByRole('button', { name: 'Show units of this size on the plan' }).click();
    await expect(statusWith(page, 'There are no 35 sq ft units on the plan.')).toBeVisible();
    const nearest = page.getByRole('list', { name: 'Nearest sizes on the plan' });
    await expect(nearest.getByRole('button')).toHaveText(['Show 25 sq ft', 'Show 50 sq ft']);
    expect(await seriousViolations(page)).toEqual([]);
    await nearest.getByRole('button', { name: 'Show 50 sq ft' }).click();
    const fifty = availableOfSize(50);
    const said = `${fifty} available ${fifty === 1 ? 'unit' : 'units'} of 50 sq ft`;
    await expect(statusWith(page, said)).toBeVisible();
  });

  test('"Show me one" zooms on an available unit of the size and opens it', async ({ page }) => {
    const unit = layoutFile.units.find((u) => u.sqft === 50 && u.isAvailable);
    if (!unit) throw new Error('No available 50 sq ft unit');
    await openSizeGuide(page, '?size=50');
    await page.getByRole('button', { name: 'Show me one' }).click();
    // The plan is an island further down: it starts now, and opens the unit once it has.
    await expect(unitDialog(page, unit.id)).toBeVisible({ timeout: PLAN_START_MS });
    await expect.poll(() => search(page).get('unit')).toBe(unit.id);
    await planDrawn(page);
    await expect.poll(async () => near(await centrePixel(page), AVAILABLE_RGB)).toBe(true);
    expect(unitById(unit.id).sqft).toBe(50);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the plan, its key and summary show, and the list gives every unit as text', async ({
    page,
  }) => {
    await page.goto('/size-guide');
    // The drawing the build made, in the plan's box: each unit in its colour on the screenshot.
    const viewport = planViewport(page);
    const box = await viewport.boundingBox();
    const shot = await screenshotPixels(await viewport.screenshot());
    const scale = ((box?.width ?? 0) - 2) / layoutFile.canvas.width;
    for (const unit of layoutFile.units) {
      // Inside the unit, clear of its label and its cross (the box has a 1 px border).
      const at = pixelAt(shot, 1 + (unit.x + 3) * scale, 1 + (unit.y + unit.height - 3) * scale);
      expect(near(at, unit.isAvailable ? AVAILABLE_RGB : RESERVED_RGB), unit.id).toBe(true);
    }
    const summary = page.getByRole('img', { name: /^\d+ units: .*, as of \d{1,2} \w+ \d{4}\.$/ });
    await expect(summary).toBeVisible();
    const key = page.getByRole('list', { name: 'Key' });
    await expect(key).toContainText('Available');
    await expect(key).toContainText('Reserved');
    // Playwright's text queries skip <noscript>: find the message by its place under the summary.
    const message = page.locator('#floor-plan noscript p');
    await expect(message).toBeVisible();
    await expect(message).toContainText(
      'Zooming the plan and opening a unit from it need JavaScript.',
    );
    await expect(page.getByText('Loading the floor plan…')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Find a unit' })).toBeHidden();
    await page.getByText('Choose from a list').click();
    const table = page.getByRole('table', { name: 'Every unit on the floor plan' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(layoutFile.units.length + 1);
    await expect(table.getByRole('button')).toHaveCount(0);
    for (const unit of [firstAvailable(), firstReserved()]) {
      const row = table.getByRole('row', { name: unit.id, exact: false }).filter({
        has: page.getByRole('rowheader', { name: unit.id, exact: true }),
      });
      // What shows is the id as text (the hidden button's text is not shown).
      expect(await row.getByRole('rowheader').innerText()).toBe(unit.id);
      await expect(row.getByRole('cell')).toHaveText([
        `${unit.sqft} sq ft`,
        unit.isAvailable ? 'Available' : 'Reserved',
        new RegExp(
          `^${rentHeadline(unitPrice(unit.sqft as SizeStepSqft)).replace(/[.$]/g, '\\$&')}`,
        ),
      ]);
    }
  });
});

test.describe('the keyboard on the focused plan', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Space and Enter never scroll the page: they open the unit in the middle, or go to the list', async ({
    page,
  }) => {
    const unit = middleUnit(true);
    await openSizeGuide(page, `?unit=${unit.id}`);
    const dialog = unitDialog(page, unit.id);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await planViewport(page).focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press('Escape');
    await expect(planViewport(page)).toBeFocused();

    // At fit the middle of the plan is a corridor: Enter leads to the list instead.
    await page.keyboard.press('0');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Choose from a list')).toBeFocused();
    await expect(page.locator('details#unit-list')).toHaveAttribute('open', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the new states on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the size on the plan, the search and a unit from a link pass axe at 390 px', async ({
    page,
  }) => {
    // Three axe passes over a drawn plan at phone size.
    test.setTimeout(60_000);
    await openSizeGuide(page, '?size=35');
    await page.getByRole('button', { name: 'Show units of this size on the plan' }).click();
    await expect(statusWith(page, 'There are no 35 sq ft units on the plan.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Find a unit' }).fill('C-1');
    await expect(page.getByRole('listbox', { name: 'Find a unit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const unit = firstReserved();
    await openSizeGuide(page, `?unit=${unit.id}`);
    await expect(unitDialog(page, unit.id)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
