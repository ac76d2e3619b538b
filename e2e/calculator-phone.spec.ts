import type { Page } from '@playwright/test';
import { calculatorCopy } from '../src/content/calculator.ts';
import { calculatorItems, calculatorRooms } from '../src/content/calculator-items.ts';
import { calculator, openCalculator } from './support/calculator-page.ts';
import { expect, test } from './support/fixtures.ts';
import { seriousViolations } from './support/one-path.ts';

/**
 * The calculator on a phone: rooms fold behind disclosure buttons so the page
 * is a few thumb-lengths long; on a wide screen every room stays open. The
 * widget's script is blocked, so the built-in calculator is the page's.
 */
const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });

const copy = calculatorCopy;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const [firstRoom, ...otherRooms] = calculatorRooms;
const roomName = (id: string) => calculatorRooms.find((room) => room.id === id)?.name ?? id;

/** A room's disclosure button, whatever count follows its name. */
const roomButton = (page: Page, name: string) =>
  calculator.root(page).getByRole('button', { name: new RegExp(`^${name}( ·|$)`) });

async function seriousViolationsAtEnd(page: Page): Promise<string[]> {
  // At the end of the calculator the result bar rests in its own place, over no control.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return seriousViolations(page);
}

test.describe('on a phone', () => {
  test.use(PHONE);
  // axe over the whole calculator takes several seconds a run on a busy machine.
  test.slow();

  test('the whole page, footer included, arrives under 3,000 px tall, the first room open and the others folded', async ({
    page,
  }) => {
    await openCalculator(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3000);
    await expect(roomButton(page, firstRoom.name)).toHaveAttribute('aria-expanded', 'true');
    for (const room of otherRooms) {
      await expect(roomButton(page, room.name)).toHaveAttribute('aria-expanded', 'false');
    }
    const firstItem = calculatorItems.find((item) => item.room === firstRoom.id);
    const laterItem = calculatorItems.find((item) => item.room === otherRooms[0]?.id);
    await expect(calculator.quantity(page, firstItem?.name ?? '')).toBeVisible();
    await expect(calculator.quantity(page, laterItem?.name ?? '')).toBeHidden();
  });

  test('folded rooms show how many items are chosen in them, and a tap opens one', async ({
    page,
  }) => {
    // Two double beds and a bedside table in the bedroom, one ladder in the garden.
    await openCalculator(page, '?items=bed-double*2,bedside-table*1,ladder*1');
    const bedroom = roomButton(page, roomName('bedroom'));
    await expect(bedroom).toHaveAccessibleName(`${roomName('bedroom')}${copy.roomChosen(3)}`);
    await expect(bedroom).toHaveAttribute('aria-expanded', 'false');
    await expect(roomButton(page, roomName('garden'))).toHaveAccessibleName(
      `${roomName('garden')}${copy.roomChosen(1)}`,
    );
    await expect(roomButton(page, roomName('kitchen'))).toHaveAccessibleName(roomName('kitchen'));
    expect(await seriousViolationsAtEnd(page), 'folded with counts').toEqual([]);

    await bedroom.tap();
    await expect(bedroom).toHaveAttribute('aria-expanded', 'true');
    await expect(calculator.quantity(page, 'Double bed and mattress')).toHaveValue('2');
    await calculator.add(page, 'Bedside table').tap();
    await expect(bedroom).toHaveAccessibleName(`${roomName('bedroom')}${copy.roomChosen(4)}`);
    expect(await seriousViolationsAtEnd(page), 'a room opened').toEqual([]);

    await bedroom.tap();
    await expect(bedroom).toHaveAttribute('aria-expanded', 'false');
    await expect(calculator.quantity(page, 'Double bed and mattress')).toBeHidden();
  });

  test('the filter searches every room and opens the rooms that match', async ({ page }) => {
    await openCalculator(page);
    const filter = page.getByRole('searchbox', { name: copy.filterLabel });
    await filter.fill('table');
    // Tables are in the living room, bedroom, kitchen and garden: each shown open.
    for (const id of ['living', 'bedroom', 'kitchen', 'garden']) {
      await expect(roomButton(page, roomName(id))).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(roomButton(page, roomName('boxes'))).toHaveCount(0);
    await expect(calculator.quantity(page, 'Garden table')).toBeVisible();
    await expect(calculator.quantity(page, 'Sofa')).toHaveCount(0);
    await calculator.add(page, 'Garden table').tap();
    expect(await seriousViolationsAtEnd(page), 'filter in use').toEqual([]);

    await filter.fill('');
    await expect(roomButton(page, firstRoom.name)).toHaveAttribute('aria-expanded', 'true');
    const garden = roomButton(page, roomName('garden'));
    await expect(garden).toHaveAttribute('aria-expanded', 'false');
    await expect(garden).toHaveAccessibleName(`${roomName('garden')}${copy.roomChosen(1)}`);
  });

  test('the own-item form folds like a room and opens with a tap', async ({ page }) => {
    await openCalculator(page);
    const own = calculator.root(page).getByRole('button', { name: copy.custom.title });
    await expect(own).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: copy.custom.name })).toBeHidden();
    await own.tap();
    await expect(own).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: copy.custom.name })).toBeVisible();
  });

  test('the result bar shows the recommendation and jumps to the full result', async ({ page }) => {
    await openCalculator(page, '?items=box-medium*2,armchair*3');
    const bar = page.getByRole('region', { name: copy.summaryBar.label });
    await expect(bar).toContainText(`${15} sq ft`);
    await expect(bar).toBeInViewport();
    await expect(calculator.result(page)).not.toBeInViewport();
    await bar.getByRole('link', { name: copy.summaryBar.seeResult }).tap();
    await expect(page.getByRole('heading', { name: copy.result.title })).toBeInViewport();
    await expect(calculator.recommended(page)).toContainText('15 sq ft');
  });
});

test('on a wide screen every room stays open, with no disclosure buttons', async ({ page }) => {
  // The wide calculator's accessibility is checked in calculator.spec.ts, as before.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCalculator(page, '?items=bed-double*2');
  const catalogue = calculator.root(page);
  await expect(catalogue.locator('[aria-expanded]')).toHaveCount(0);
  for (const room of calculatorRooms) {
    await expect(catalogue.getByRole('heading', { name: room.name, exact: true })).toBeVisible();
  }
  const visibleQuantities = await catalogue
    .locator('section[aria-labelledby^="room-"] input')
    .evaluateAll((inputs) => inputs.filter((input) => input.checkVisibility()).length);
  expect(visibleQuantities).toBe(calculatorItems.length);
  await expect(page.getByRole('textbox', { name: copy.custom.name })).toBeVisible();
});
