import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  calculatorCopy,
  calculatorFormat,
  calculatorNextStepPaths,
  calculatorTimings,
} from '../src/content/calculator.ts';
import { chargesInBrief, rentHeadline } from '../src/content/price-format.ts';
import { unitPrice } from '../src/content/prices.ts';
import { site } from '../src/content/site.ts';
import { sizeClaims, sizeStepBySqft } from '../src/content/size-steps.ts';
import { encodeList, parseList } from '../src/features/calculator/list-url.ts';
import { roomsMatching } from '../src/features/calculator/room-groups.ts';
import { calculator, openCalculator } from './support/calculator-page.ts';
import { expect, holdClock, test, waitForHydration } from './support/fixtures.ts';

/**
 * The built-in calculator on the default build, with the widget's script
 * blocked (as an outage or a blocker would): the calculator is the fallback.
 */
const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({
  blockWidgets: true,
  allowedConsoleErrors: [BLOCKED],
  viewport: { width: 1280, height: 900 },
});

const copy = calculatorCopy;
// 2 medium boxes (3 cu ft) and 3 armchairs (20 cu ft): 66 cu ft ÷ (7 ft × 0.75) = 12.6 sq ft,
// so the smallest step that holds it is 15 sq ft, 84% full.
const SMALL_LIST = '?items=box-medium*2,armchair*3';

const listInAddress = (page: Page) => parseList(new URL(page.url()).search).list;

test('choosing items by button and by typing shows the recommended size and its price', async ({
  page,
}) => {
  await openCalculator(page);
  await expect(calculator.result(page)).toContainText(copy.result.empty);
  await calculator.add(page, 'Medium box').click();
  await calculator.add(page, 'Medium box').click();
  await calculator.add(page, 'Medium box').click();
  await calculator.remove(page, 'Medium box').click();
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('2');
  await calculator.quantity(page, 'Armchair').fill('3');

  const result = calculator.result(page);
  await expect(calculator.recommended(page)).toHaveText('15 sq ft (1.4 m²)');
  await expect(result).toContainText(
    `${calculatorFormat.priceLead} ${rentHeadline(unitPrice(15))}`,
  );
  await expect(result).toContainText('66 cu ft (1.9 m³)');
  await expect(result).toContainText('12.6 sq ft');
  await expect(result).toContainText('84% full');
  await expect(result).toContainText(sizeStepBySqft(15).comparison);
  await expect(result).not.toContainText(/NaN|Infinity/);
});

test('bad quantities get a message naming the item and leave the result as it was', async ({
  page,
}) => {
  await openCalculator(page, SMALL_LIST);
  await expect(calculator.recommended(page)).toHaveText('15 sq ft (1.4 m²)');
  const field = calculator.quantity(page, 'Armchair');
  for (const bad of ['2.5', '-1', '100', 'two']) {
    await field.fill(bad);
    await expect(page.getByText(copy.quantityError('Armchair'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.recommended(page)).toHaveText('15 sq ft (1.4 m²)');
  }
  await expect(calculator.result(page)).not.toContainText(/NaN|Infinity|-\d/);
  await field.fill('1');
  await expect(page.getByText(copy.quantityError('Armchair'))).toHaveCount(0);
  await expect(calculator.result(page)).toContainText('26 cu ft');
});

test('a custom item names each wrong field, and one too long for any unit is said plainly', async ({
  page,
}) => {
  await openCalculator(page);
  const form = page.getByRole('form', { name: copy.custom.title });
  await form.getByRole('button', { name: copy.custom.add }).click();
  await expect(form.getByText(copy.custom.nameError)).toBeVisible();
  for (const side of copy.custom.sides) {
    await expect(form.getByText(copy.custom.sizeError(side))).toBeVisible();
  }
  await expect(form.getByLabel(copy.custom.name)).toBeFocused();

  await form.getByLabel(copy.custom.name).fill('Mast');
  await form.getByLabel(copy.custom.sideLabel('Length', 'centimetres')).fill('1200');
  await form.getByLabel(copy.custom.sideLabel('Width', 'centimetres')).fill('0');
  await form.getByLabel(copy.custom.sideLabel('Height', 'centimetres')).fill('30');
  await form.getByRole('button', { name: copy.custom.add }).click();
  await expect(form.getByText(copy.custom.sizeError('Length'))).toBeVisible();
  await expect(form.getByText(copy.custom.sizeError('Width'))).toBeVisible();
  await expect(form.getByText(copy.custom.sizeError('Height'))).toHaveCount(0);
  await expect(form.getByText(copy.custom.nameError)).toHaveCount(0);

  // 25 ft is under 10 m but longer than the 20 ft side of the largest unit.
  await form.getByRole('radio', { name: copy.custom.feetInches }).check();
  await form.getByLabel(copy.custom.sideLabel('Length', 'feet')).fill('25');
  await form.getByLabel(copy.custom.sideLabel('Width', 'inches')).fill('10');
  await form.getByLabel(copy.custom.sideLabel('Height', 'feet')).fill('1');
  await form.getByRole('button', { name: copy.custom.add }).click();
  await expect(page.getByRole('button', { name: copy.custom.remove('Mast') })).toBeVisible();
  const result = calculator.result(page);
  await expect(result).toContainText(copy.result.overTitle);
  await expect(result).toContainText(copy.result.overLength('Mast', sizeClaims.largestSqft));
});

test('a long item moves the recommendation up and says why', async ({ page }) => {
  await openCalculator(page);
  await calculator.add(page, 'Kayak or canoe').click();
  // 20 cu ft needs under 4 sq ft, but the kayak is 12 ft long: 125 sq ft is 15 x 10 ft.
  await expect(calculator.recommended(page)).toHaveText('125 sq ft (11.6 m²)');
  await expect(calculator.result(page)).toContainText(
    copy.result.movedUp('Kayak or canoe', '12', 125),
  );
});

test('a list over 200 sq ft is said plainly, with combining units or the team as the way on', async ({
  page,
}) => {
  // 40 pallets of 50 cu ft: 2,000 cu ft ÷ 5.25 = 381 sq ft, two of the largest unit.
  await openCalculator(page, '?items=pallet*40');
  const result = calculator.result(page);
  await expect(result).toContainText(copy.result.overTitle);
  await expect(result).toContainText(copy.result.overSpace(381, sizeClaims.largestSqft, 2));
  await expect(result.getByRole('link', { name: copy.nextSteps.registerOver })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(result.getByRole('link', { name: copy.result.talkToTeam })).toHaveAttribute(
    'href',
    site.phone.href,
  );
  await expect(calculator.recommended(page)).toHaveCount(0);
});

test('a quick start fills quantities to edit; clear all empties the list and undo brings it back', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByRole('button', { name: 'One-bedroom flat' }).click();
  await expect(calculator.quantity(page, 'Double bed and mattress')).toHaveValue('1');
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('20');
  await expect(calculator.recommended(page)).toBeVisible();
  await calculator.add(page, 'Medium box').click();
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('21');

  await page.getByRole('button', { name: copy.clearAll }).click();
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('0');
  await expect(calculator.result(page)).toContainText(copy.result.empty);
  await expect(page.getByText(copy.cleared)).toBeVisible();
  await page.getByRole('button', { name: copy.undo, exact: true }).click();
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('21');
  await expect(calculator.quantity(page, 'Double bed and mattress')).toHaveValue('1');
});

test('the three next steps open the size guide, its floor plan and register with the size', async ({
  page,
}) => {
  await openCalculator(page, SMALL_LIST);
  const to = calculatorNextStepPaths(15);
  const steps = [
    [copy.nextSteps.register(15), to.register, 'Register Your Interest'],
    [copy.nextSteps.seeSize, to.sizeGuide, 'Storage Unit Size Guide'],
    [copy.nextSteps.floorPlan, to.floorPlan, 'Storage Unit Size Guide'],
  ] as const;
  for (const [name, path, h1] of steps) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await page.goBack();
    // Back loads the calculator's page again, which starts the calculator again.
    await waitForHydration(page);
    await expect(calculator.root(page)).toBeVisible();
    await expect(calculator.quantity(page, 'Armchair')).toHaveValue('3');
  }
});

test('the list stays in the address: a reload keeps it and a shared link restores it', async ({
  page,
  context,
}) => {
  await openCalculator(page);
  await calculator.add(page, 'Kayak or canoe').click();
  await calculator.quantity(page, 'Medium box').fill('12');
  await page.getByRole('checkbox', { name: copy.aisle }).check();
  const form = page.getByRole('form', { name: copy.custom.title });
  await form.getByLabel(copy.custom.name).fill('Bike rack & stand');
  await form.getByLabel(copy.custom.sideLabel('Length', 'centimetres')).fill('120');
  await form.getByLabel(copy.custom.sideLabel('Width', 'centimetres')).fill('60');
  await form.getByLabel(copy.custom.sideLabel('Height', 'centimetres')).fill('45.5');
  await form.getByLabel(copy.custom.quantity).fill('2');
  await form.getByRole('button', { name: copy.custom.add }).click();

  const list = {
    quantities: { kayak: 1, 'box-medium': 12 },
    custom: [
      { name: 'Bike rack & stand', lengthCm: 120, widthCm: 60, heightCm: 45.5, quantity: 2 },
    ],
    aisle: true,
  };
  await expect.poll(() => listInAddress(page)).toEqual(list);
  const recommended = await calculator.recommended(page).textContent();

  await page.reload();
  await waitForHydration(page);
  await expect(calculator.quantity(page, 'Medium box')).toHaveValue('12');
  await expect(calculator.quantity(page, 'Kayak or canoe')).toHaveValue('1');
  await expect(page.getByRole('checkbox', { name: copy.aisle })).toBeChecked();
  await expect(
    page.getByRole('button', { name: copy.custom.remove('Bike rack & stand') }),
  ).toBeVisible();
  await expect(calculator.recommended(page)).toHaveText(recommended ?? '');

  // A link shared to someone else, with one entry mangled on the way.
  const shared = await context.newPage();
  await openCalculator(shared, `?${encodeList(list)}&items=grand-piano*1,lamp*x`);
  await expect(shared.getByText(copy.keep.skipped(2))).toBeVisible();
  await expect(calculator.quantity(shared, 'Medium box')).toHaveValue('12');
  await expect(calculator.recommended(shared)).toHaveText(recommended ?? '');
  await expect.poll(() => listInAddress(shared)).toEqual(list);
});

test('Copy link puts the list’s address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCalculator(page, SMALL_LIST);
  await calculator.add(page, 'Desk').click();
  await page.getByRole('button', { name: copy.keep.copy }).click();
  await expect(page.getByText(copy.keep.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe('/calculator');
  expect(parseList(new URL(copied).search).list?.quantities).toEqual({
    'box-medium': 2,
    armchair: 3,
    desk: 1,
  });
});

test('Print list prints the items and the result without the site around them', async ({
  page,
}) => {
  await openCalculator(page, SMALL_LIST);
  // The print dialog itself is the browser's: record that the button asks for it.
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printRequested = 'yes';
    };
  });
  await page.getByRole('button', { name: copy.keep.print }).click();
  await expect(page.locator('html')).toHaveAttribute('data-print-requested', 'yes');

  const sheet = page.locator('[data-print-sheet]');
  await expect(sheet).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row')).toHaveText([
    `${copy.keep.item}${copy.keep.quantity}`,
    'Medium box2',
    'Armchair3',
  ]);
  await expect(sheet).toContainText('15 sq ft unit, starting at £50/month inc. VAT');
  await expect(sheet).toContainText(chargesInBrief(unitPrice(15)));
  for (const chrome of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('heading', { level: 1 }),
    calculator.result(page),
    calculator.quantity(page, 'Armchair'),
  ]) {
    await expect(chrome).toBeHidden();
  }
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  await expect(calculator.result(page)).toBeVisible();
});

test('keyboard only: find an item, set its quantity and follow a next step', async ({ page }) => {
  await openCalculator(page);
  const filter = page.getByRole('searchbox', { name: copy.filterLabel });
  const isFocused = (locator: typeof filter) =>
    locator.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 60 && !(await isFocused(filter)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(filter).toBeFocused();
  await page.keyboard.type('ladder');
  // The list follows the box a render behind ("l" already hides the medium
  // box): wait for the last render, or Tab can land on a row about to go.
  const matching = roomsMatching('ladder').flatMap((room) => room.items);
  await expect(page.getByRole('button', { name: copy.decrease('') })).toHaveCount(matching.length);
  await page.keyboard.press('Tab');
  await expect(calculator.remove(page, 'Ladder')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calculator.quantity(page, 'Ladder')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(calculator.add(page, 'Ladder')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(calculator.quantity(page, 'Ladder')).toHaveValue('2');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await expect(calculator.quantity(page, 'Ladder')).toHaveValue('3');
  // A 10 ft ladder needs a unit 10 ft long: 50 sq ft (10 x 5 ft).
  await expect(calculator.recommended(page)).toHaveText('50 sq ft (4.6 m²)');

  const register = page.getByRole('link', { name: copy.nextSteps.register(50) });
  for (let presses = 0; presses < 20 && !(await isFocused(register)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(register).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(calculatorNextStepPaths(50).register);
});

test('the result is announced politely once changes pause, not on every change', async ({
  page,
}) => {
  await page.clock.install();
  await openCalculator(page);
  await holdClock(page);
  const announcer = calculator.announcer(page);
  await expect(announcer).toHaveAttribute('role', 'status');
  await expect(announcer).toHaveText('');
  for (let n = 1; n <= 3; n++) {
    await calculator.add(page, 'Medium box').click();
    // The result has caught up (n medium boxes of 3 cu ft in 15 sq ft) before time moves on.
    await expect(calculator.result(page)).toContainText(copy.result.fill((3 * n) / 5.25 / 15));
    await page.clock.runFor(calculatorTimings.announceDelayMs / 2);
  }
  await expect(calculator.recommended(page)).toHaveText('15 sq ft (1.4 m²)');
  await expect(announcer).toHaveText('');
  await page.clock.runFor(calculatorTimings.announceDelayMs);
  await expect(announcer).toHaveText(
    copy.result.announce(
      15,
      rentHeadline(unitPrice(15)),
      '11% full',
      chargesInBrief(unitPrice(15)),
    ),
  );
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the calculator has no serious accessibility violations in any state (${viewport.name})`, async ({
    page,
  }) => {
    // Three axe runs over the whole calculator take several seconds each on a busy machine.
    test.slow();
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const serious = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    };
    await openCalculator(page);
    expect(await serious(), 'empty').toEqual([]);

    await calculator.quantity(page, 'Armchair').fill('2.5');
    if (viewport.name === 'phone') {
      // On a phone the own-item form and the garden fold (calculator-phone.spec.ts).
      await calculator.root(page).getByRole('button', { name: copy.custom.title }).click();
      await calculator
        .root(page)
        .getByRole('button', { name: /^Garden and garage/ })
        .click();
    }
    await page.getByRole('button', { name: copy.custom.add }).click();
    await calculator.add(page, 'Kayak or canoe').click();
    await page.getByRole('button', { name: copy.clearAll }).click();
    await page.getByRole('button', { name: copy.undo, exact: true }).click();
    expect(await serious(), 'items, errors and a note').toEqual([]);

    await openCalculator(page, '?items=pallet*40&items=nothing*1');
    expect(await serious(), 'over the largest unit').toEqual([]);
  });
}

test('on a phone the result bar keeps the size in view and jumps to the result', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalculator(page, SMALL_LIST);
  const bar = page.getByRole('region', { name: copy.summaryBar.label });
  await expect(bar).toContainText(copy.summaryBar.fits(15));
  await expect(bar).toBeInViewport();
  await expect(calculator.result(page)).not.toBeInViewport();
  await bar.getByRole('link', { name: copy.summaryBar.seeResult }).click();
  await expect(page.getByRole('heading', { name: copy.result.title })).toBeInViewport();
  await expect(calculator.quantity(page, 'Armchair')).toHaveValue('3');
});

// The stylesheet's order is not the order a page imports its parts in: a
// rule must not win only by coming later (the calculator's own `h3` rule did).
for (const width of [1280, 390]) {
  test(`at ${width} px the own-item form's heading has no margin of its own`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openCalculator(page);
    const form = page.getByRole('form', { name: copy.custom.title });
    await form.scrollIntoViewIfNeeded();
    const margin = await form
      .getByRole('heading', { name: copy.custom.title })
      .evaluate((h) => getComputedStyle(h).margin);
    expect(margin).toBe('0px');
  });
}
