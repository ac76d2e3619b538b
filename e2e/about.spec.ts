import type { Page } from '@playwright/test';
import { team } from '../src/content/team.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

const main = (page: Page) => page.getByRole('main');

async function openAbout(page: Page) {
  await page.goto('/about');
  await waitForHydration(page);
}

for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('shows the company figures', async ({ page }) => {
      await openAbout(page);
      const figures = main(page).getByRole('region', { name: 'Our Company in Figures' });
      const pairs = await figures
        .locator('dl > div')
        .evaluateAll((groups) =>
          groups.map((g) => [
            g.querySelector('dt')?.textContent,
            g.querySelector('dd')?.textContent,
          ]),
        );
      expect(pairs).toEqual([
        ['Founded', '2003'],
        ['Years in storage', '20+'],
        ['Customers served', '5,000+'],
        ['Units managed', '1,200+'],
      ]);
      for (const value of ['2003', '20+', '5,000+', '1,200+']) {
        await expect(figures.getByText(value, { exact: true })).toBeVisible();
      }
    });

    test('shows the three team members with name, title and portrait', async ({ page }) => {
      await openAbout(page);
      const section = main(page).getByRole('region', { name: 'Meet the Team' });
      const members = section.getByRole('listitem');
      await expect(members).toHaveCount(team.length);
      for (const [index, member] of team.entries()) {
        const card = members.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name);
        await expect(card).toContainText(member.title);
        const portrait = card.getByRole('img');
        await expect(portrait).toHaveAttribute('alt', new RegExp(member.name));
        await portrait.scrollIntoViewIfNeeded();
        await expect
          .poll(() => portrait.evaluate((img) => (img as HTMLImageElement).naturalWidth))
          .toBeGreaterThan(0);
      }
    });
  });
}

test('tells the company story and values, and leads on to registration', async ({ page }) => {
  await openAbout(page);
  const headings = await main(page)
    .locator('h1, h2')
    .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
  expect(headings).toEqual([
    'About Us',
    'Our Company in Figures',
    'Storage Done Properly Since 2003',
    'Our Values',
    'Meet the Team',
    'Be One of Our First Widnes Customers',
  ]);
  const story = main(page).getByRole('region', { name: 'Storage Done Properly Since 2003' });
  await expect(story).toContainText('2003');
  await expect(story).toContainText('More than 20 years');
  await expect(story).toContainText('5,000 customers');
  await expect(story).toContainText('1,200 units');
  await expect(
    main(page).getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  const cta = main(page).getByRole('region', { name: 'Be One of Our First Widnes Customers' });
  await expect(cta.getByRole('link', { name: 'Find Your Size' })).toHaveAttribute(
    'href',
    '/size-guide',
  );
  await cta.getByRole('link', { name: 'Register Your Interest' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
