import type { Page } from '@playwright/test';
import { faqCategories, faqItems } from '../src/content/faq.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const faq = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const question = (page: Page, text: string) => faq(page).getByRole('button', { name: text });

async function openFaq(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await faq(page).scrollIntoViewIfNeeded();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('one answer is open at a time; clicking the open question closes it', async ({ page }) => {
      await openFaq(page);
      const [first, second] = faqItems.personal;
      if (!first || !second) throw new Error('The personal tab needs two questions.');
      await expect(faq(page).getByRole('region')).toHaveCount(0);
      await question(page, first.question).click();
      await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'true');
      await expect(faq(page).getByRole('region', { name: first.question })).toHaveText(
        first.answer,
      );
      await question(page, second.question).click();
      await expect(question(page, first.question)).toHaveAttribute('aria-expanded', 'false');
      await expect(faq(page).getByRole('region')).toHaveCount(1);
      await expect(faq(page).getByRole('region', { name: second.question })).toBeVisible();
      await question(page, second.question).click();
      await expect(faq(page).getByRole('region')).toHaveCount(0);
    });

    test('each tab lists its own questions; switching tab closes the open answer', async ({
      page,
    }) => {
      await openFaq(page);
      const personal = faqItems.personal[0]?.question ?? '';
      await question(page, personal).click();
      for (const category of ['business', 'container'] as const) {
        const tab = faq(page).getByRole('tab', { name: new RegExp(category, 'i') });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panel = faq(page).getByRole('tabpanel');
        await expect(panel.getByRole('button')).toHaveText(
          faqItems[category].map((i) => i.question),
        );
      }
      await faq(page).getByRole('tab', { name: 'Personal' }).click();
      await expect(question(page, personal)).toHaveAttribute('aria-expanded', 'false');
      await expect(faq(page).getByRole('region')).toHaveCount(0);
    });
  });
}

test('arrow keys, Home and End move between the tabs', async ({ page }) => {
  await openFaq(page);
  const tab = (name: string) => faq(page).getByRole('tab', { name });
  await tab('Personal').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Business')).toBeFocused();
  await expect(tab('Business')).toHaveAttribute('aria-selected', 'true');
  await expect(faq(page).getByRole('tabpanel', { name: 'Business' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Personal')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Container')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Personal')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Container')).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the tab order; Tab moves on into its panel.
  await page.keyboard.press('Tab');
  await expect(question(page, faqItems.container[0]?.question ?? '')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page, faqItems.container[0]?.question ?? '')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('the questions are published as FAQPage structured data', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; mainEntity?: unknown[] });
  const page = blocks.find((b) => b['@type'] === 'FAQPage');
  const all = faqCategories.flatMap((c) => faqItems[c]);
  expect(page?.mainEntity).toEqual(
    all.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  );
  // Every question is in the prerendered HTML, in its tab panel.
  for (const item of all) expect(html).toContain(item.question.replace(/'/g, '&#x27;'));
});
