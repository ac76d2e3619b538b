import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { formatPrice, INC_VAT, periodWords } from '../src/content/format-price.ts';
import { rentHeadline } from '../src/content/price-format.ts';
import {
  allUnitPrices,
  boxPrice,
  boxRentPounds,
  offerRentPence,
  offerSavingPence,
  type PriceEntry,
  unitPrice,
  vatWithinPence,
  weeklyEquivalentPence,
} from '../src/content/prices.ts';
import type { DepositBoxId } from '../src/content/safety-deposit-boxes.ts';
import { sizePickerCopy, unitDialogCopy, unitListCopy } from '../src/content/size-guide.ts';
import { calculator, openCalculator } from './support/calculator-page.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { layoutFile, openFloorPlan } from './support/floor-plan-page.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const unitPrices = allUnitPrices().map(({ price }) => price);
const boxPrices = (Object.keys(boxRentPounds) as DepositBoxId[]).map(boxPrice);

/** Every amount the price model can back, as the formatter writes it. */
function modelAmounts(): Set<string> {
  const pence = [...unitPrices, ...boxPrices].flatMap((price: PriceEntry) => [
    price.rentPence,
    offerRentPence(price),
    offerSavingPence(price),
    weeklyEquivalentPence(price),
    vatWithinPence(price.rentPence, price.vatPercent),
    price.deposit.pence,
    ...price.charges.map((charge) => charge.pence),
  ]);
  return new Set(pence.map((p) => formatPrice(p)));
}

/** What must stand beside a rent of each kind: its charges and deposit. */
const companions = {
  unit: [...(unitPrice(15).charges.map((c) => c.pence) ?? []), unitPrice(15).deposit.pence].map(
    (p) => formatPrice(p),
  ),
  box: [boxPrice('small').deposit.pence].map((p) => formatPrice(p)),
};
const unitRents = new Set(unitPrices.map((p) => formatPrice(p.rentPence)));
const boxRents = new Set(boxPrices.map((p) => formatPrice(p.rentPence)));
const periodWording = [INC_VAT, ...Object.values(periodWords).map((w) => w.long)];

type Found = { amount: string; scope: string; kind: string | null };

/** A pound amount as the formatter writes it: £50, £11.54, £1,250. */
const AMOUNT = /£\d{1,3}(,\d{3})*(\.\d\d)?/g;

/**
 * Every "£" amount the visitor can see, with the text of its card or row:
 * the nearest price scope (a price with its charges), table row or list
 * item, else its paragraph, cell or heading. The owner's highlighted notes
 * on /terms are messages to the owner, not prices, and are left out.
 */
function visibleAmounts(page: Page): Promise<Found[]> {
  return page.evaluate(() => {
    const found: { amount: string; scope: string; kind: string | null }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!element || !node.textContent?.includes('£')) continue;
      if (element.closest('script, style, noscript, [data-owner-to-confirm]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const scope =
        element.closest('[data-price-scope]') ??
        element.closest('tr, li') ??
        element.closest('p, dd, td, th, h1, h2, h3, h4') ??
        element;
      for (const match of node.textContent.matchAll(/£\d{1,3}(,\d{3})*(\.\d\d)?/g)) {
        const kind = scope.getAttribute('data-price-scope') || null;
        found.push({ amount: match[0], scope: scope.textContent ?? '', kind });
      }
    }
    return found;
  });
}

function problems(found: Found[]): string[] {
  const amounts = modelAmounts();
  return found.flatMap(({ amount, scope, kind }) => {
    const where = `${amount} in "${scope.slice(0, 140)}"`;
    const out: string[] = [];
    if (!amounts.has(amount)) out.push(`not from the price model: ${where}`);
    if (!periodWording.some((words) => scope.includes(words))) {
      out.push(`neither "${INC_VAT}" nor a period in full: ${where}`);
    }
    const inScope = [...scope.matchAll(AMOUNT)].map((m) => m[0]);
    // A marked scope says what it prices; in plain text, a rent's figure does.
    const kinds: (keyof typeof companions)[] =
      kind === 'unit' || kind === 'box'
        ? [kind]
        : [
            ...(inScope.some((a) => unitRents.has(a)) ? (['unit'] as const) : []),
            ...(inScope.some((a) => boxRents.has(a) && !unitRents.has(a))
              ? (['box'] as const)
              : []),
          ];
    for (const kind of kinds) {
      for (const charge of companions[kind]) {
        if (!inScope.includes(charge)) out.push(`a ${kind} rent without ${charge}: ${where}`);
      }
    }
    return out;
  });
}

for (const [id, path] of Object.entries(paths)) {
  test(`every price on ${path} comes from the model, with VAT and its charges beside it`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const found = await visibleAmounts(page);
    if (['home', 'sizeGuide', 'safetyDepositBoxes', 'terms', 'about', 'personal'].includes(id)) {
      expect(found.length, `${path} shows prices`).toBeGreaterThan(0);
    }
    expect(problems(found)).toEqual([]);
  });
}

test.describe('with the calculator widget blocked, so the site’s own calculator runs', () => {
  test.use({
    blockWidgets: true,
    allowedConsoleErrors: [/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/],
  });

  test('the calculator’s result passes the same checks', async ({ page }) => {
    await openCalculator(page, '?items=box-medium*2,armchair*3');
    await expect(page.locator('[data-recommended-sqft]')).toBeVisible();
    // What screen readers hear after a change is a price too: make one and wait for it.
    await calculator.add(page, 'Medium box').click();
    await expect(calculator.announcer(page)).toContainText('£');
    const result = await visibleAmounts(page);
    expect(result.length).toBeGreaterThan(0);
    expect(problems(result)).toEqual([]);
  });
});

test('the unit list and the unit dialog pass the same checks', async ({ page }) => {
  await openFloorPlan(page);
  await page.getByText(unitListCopy.toggle).click();
  const list = await visibleAmounts(page);
  expect(list.length).toBeGreaterThan(layoutFile.units.length);
  expect(problems(list)).toEqual([]);

  await page.getByRole('button', { name: unitListCopy.open('2-G-2') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(problems(await visibleAmounts(page))).toEqual([]);
});

test('the unit list and the unit dialog show the price of the unit’s size step', async ({
  page,
}) => {
  await openFloorPlan(page);
  await page.getByText(unitListCopy.toggle).click();
  const rows = page.locator(`#unit-list tbody tr`);
  await expect(rows).toHaveCount(layoutFile.units.length);
  for (const unit of [layoutFile.units[0], layoutFile.units.find((u) => u.sqft === 50)]) {
    if (!unit) throw new Error('No unit of the sizes this test needs');
    const row = rows.filter({
      has: page.getByRole('button', { name: unitListCopy.open(unit.id), exact: true }),
    });
    const headline = rentHeadline(unitPrice(unit.sqft as 25 | 50));
    await expect(row.locator('[data-price-scope]')).toContainText(headline);

    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-price-scope]')).toContainText(headline);
    for (const charge of companions.unit) await expect(dialog).toContainText(charge);
    await dialog.getByRole('button', { name: unitDialogCopy.close }).click();
    await expect(dialog).toBeHidden();
  }
});

/** The spec's table (section 9), written out here on purpose rather than read from the site. */
const specStartingAt = ['£50', '£50', '£70', '£90', '£120', '£120', '£150', '£200', '£250', '£250'];

test('the size picker reads "Starting at £X/month" for every step, then VAT and the charges', async ({
  page,
}) => {
  await page.goto(`${paths.sizeGuide}?size=15`);
  await waitForHydration(page);
  const picker = page.locator('#size-picker');
  for (const price of specStartingAt) {
    const headline = picker.getByTestId('size-price');
    await expect(headline).toHaveText(`Starting at ${price}/month ${INC_VAT}`);
    const scope = picker.locator('[data-price-scope]');
    for (const charge of companions.unit) await expect(scope).toContainText(charge);
    await picker.getByRole('button', { name: sizePickerCopy.next }).click();
  }
});
