import { depositText } from '../src/content/price-format.ts';
import { boxPrice } from '../src/content/prices.ts';
import { depositBoxFaq } from '../src/content/safety-deposit-box-faq.ts';
import { depositBoxCopy, depositBoxes } from '../src/content/safety-deposit-boxes.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

/** The prices the spec states (section 9), written here on purpose rather than read from the site. */
const specPrices = { small: '£15', medium: '£25', large: '£40' } as const;
const specInches = { small: '3 x 5 x 24', medium: '5 x 5 x 24', large: '10 x 10 x 24' } as const;

test.beforeEach(async ({ page }) => {
  await page.goto('/safety-deposit-boxes');
  await waitForHydration(page);
});

test('shows three box sizes with image, size, monthly price, description and features', async ({
  page,
}) => {
  const sizes = page.getByRole('region', { name: depositBoxCopy.sizesTitle });
  const cards = sizes.getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(3);
  for (const [i, box] of depositBoxes.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(box.name);
    await expect(card).toContainText(`${specInches[box.id]} inches`);
    await expect(card).toContainText(`${specPrices[box.id]}/month inc. VAT`);
    await expect(card).toContainText(box.description);
    await expect(card.getByRole('img')).toBeVisible();
    await expect(
      card.getByRole('list', { name: depositBoxCopy.featuresLabel(box.name) }),
    ).toHaveCount(1);
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px every box card shows its size, then its price and charges on their own row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const sizes = page.getByRole('region', { name: depositBoxCopy.sizesTitle });
    const cards = sizes.getByRole('list').first().locator(':scope > li');
    for (const box of depositBoxes) {
      const card = cards.filter({ hasText: box.name });
      const facts = card.locator('dl dd');
      const [size, price, list] = [
        await facts.nth(0).boundingBox(),
        await facts.nth(1).boundingBox(),
        await card.locator('dl').boundingBox(),
      ];
      expect(size && price && list, box.name).toBeTruthy();
      if (!size || !price || !list) continue;
      // The price, with its deposit and offer, takes the card's width below the size.
      expect(price.y, `${box.name}: price below size`).toBeGreaterThanOrEqual(size.y + size.height);
      expect(price.width, `${box.name}: price full width`).toBeGreaterThan(list.width * 0.9);
      await expect(facts.nth(1)).toContainText(depositText(boxPrice(box.id).deposit));
    }
  });
}

test('the FAQ states the same prices as the size cards', async ({ page }) => {
  const question = page.getByRole('button', { name: 'How much does a safety deposit box cost?' });
  await question.click();
  const answer = page.getByRole('region', { name: 'How much does a safety deposit box cost?' });
  await expect(answer).toContainText(`small box is ${specPrices.small}/month inc. VAT`);
  await expect(answer).toContainText(`medium box ${specPrices.medium}`);
  await expect(answer).toContainText(`large box ${specPrices.large}`);
});

test('the FAQ opens one answer at a time, and clicking the open one closes it', async ({
  page,
}) => {
  const faq = page.locator('#faq');
  const buttons = faq.getByRole('button');
  await expect(buttons).toHaveCount(depositBoxFaq.items.length);
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region')).toHaveCount(1);

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await expect(faq.getByRole('region')).toHaveText(depositBoxFaq.items[2]?.answer ?? '');

  await buttons.nth(2).click();
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);

  // The keyboard works the same way.
  await buttons.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('shows the offer, security features, what can be stored and this page’s hours', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: '3 months free on a 12-month rental' }),
  ).toBeVisible();
  await expect(main).toContainText('25% off your first year');
  await expect(main.getByRole('heading', { name: 'Security you can rely on' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'What you can keep in a box' })).toBeVisible();
  const visit = page.getByRole('region', { name: 'Visit us' });
  await expect(visit.getByRole('definition')).toContainText([
    '9am to 6pm',
    '10am to 4pm',
    'By appointment only',
  ]);
  await expect(visit.getByRole('term')).toContainText(['Monday to Friday', 'Saturday', 'Sunday']);
  await expect(visit.getByRole('link', { name: /^0151/ })).toHaveAttribute('href', /^tel:/);
});
