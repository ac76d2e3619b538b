import type { Page } from '@playwright/test';
import { businessFeatures, businessIndustries } from '../src/content/business.ts';
import { containerSteps } from '../src/content/containers.ts';
import { registerPageHours } from '../src/content/hours.ts';
import { competition } from '../src/content/offers.ts';
import { site } from '../src/content/site.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The links and buttons the spec names on each service page (section 2), and where they go. */
const namedLinks = [
  {
    page: '/personal',
    links: [
      { name: 'Use the Storage Calculator', to: '/calculator', h1: 'Storage Calculator' },
      { name: 'Register Your Interest', to: '/register', h1: 'Register Your Interest' },
      { name: 'View the Size Guide', to: '/size-guide', h1: 'Storage Unit Size Guide' },
    ],
  },
  {
    page: '/business',
    links: [
      { name: 'Request Business Quote', to: '/register', h1: 'Register Your Interest' },
      { name: 'Use the Storage Calculator', to: '/calculator', h1: 'Storage Calculator' },
    ],
  },
  {
    page: '/container',
    links: [
      { name: 'Request Container Delivery', to: '/register', h1: 'Register Your Interest' },
      { name: 'Use the Storage Calculator', to: '/calculator', h1: 'Storage Calculator' },
    ],
  },
  {
    page: '/safety-deposit-boxes',
    links: [{ name: 'Register Your Interest', to: '/register', h1: 'Register Your Interest' }],
  },
  {
    page: '/calculator',
    links: [
      { name: 'View the Size Guide', to: '/size-guide', h1: 'Storage Unit Size Guide' },
      { name: 'Register Your Interest', to: '/register', h1: 'Register Your Interest' },
    ],
  },
];

const main = (page: Page) => page.getByRole('main');

for (const { page: path, links } of namedLinks) {
  for (const link of links) {
    test(`${path}: "${link.name}" goes to ${link.to}`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const matches = main(page).getByRole('link', { name: link.name, exact: true });
      expect(await matches.count()).toBeGreaterThan(0);
      for (const match of await matches.all()) await expect(match).toHaveAttribute('href', link.to);
      await matches.first().click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.h1);
    });
  }
}

test('/personal shows what can be stored, benefits and sizes from 25 to 200 sq ft', async ({
  page,
}) => {
  await page.goto('/personal');
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { name: 'What you can store' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Why store with us' })).toBeVisible();
  const sizes = page.getByRole('region', { name: 'Units from 25 to 200 sq ft' });
  await expect(sizes.getByRole('heading', { level: 3 })).toHaveText([
    '25 sq ft',
    '50 sq ft',
    '100 sq ft',
    '200 sq ft',
  ]);
});

test('/business shows benefits, the five business features and the industry lists', async ({
  page,
}) => {
  await page.goto('/business');
  await waitForHydration(page);
  const features = page.getByRole('region', { name: businessFeatures.title });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Loading dock',
    'Climate control',
    'Security',
    'Extended hours',
    'Business services',
  ]);
  const industries = page.getByRole('region', { name: businessIndustries.title });
  await expect(industries.getByRole('heading', { level: 3 })).toHaveCount(
    businessIndustries.groups.length,
  );
});

test('/container shows the three steps of how it works and the use cases', async ({ page }) => {
  await page.goto('/container');
  await waitForHydration(page);
  const steps = page.getByRole('region', { name: containerSteps.title });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Order and schedule',
    'Load and lock',
    'Store on site or with us',
  ]);
  await expect(steps).toContainText('your own lock');
  await expect(
    main(page).getByRole('heading', { name: 'What people use containers for' }),
  ).toBeVisible();
});

test('/register puts the form first and the competition after it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await waitForHydration(page);
  const send = await page.getByRole('button', { name: 'Send registration' }).boundingBox();
  const contest = await page.getByRole('region', { name: competition.headline }).boundingBox();
  expect(send && contest && send.y < contest.y).toBe(true);
});

test('/register shows the competition with its three networks, contact, map and hours', async ({
  page,
}) => {
  await page.goto('/register');
  await waitForHydration(page);
  const contest = page.getByRole('region', { name: competition.headline });
  await expect(contest.getByRole('listitem').filter({ hasText: /./ })).toContainText([
    ...competition.steps,
  ]);
  await expect(contest).toContainText(competition.note);
  for (const { network, href } of site.social) {
    const link = contest.getByRole('link', { name: new RegExp(`^${network}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  const why = page.getByRole('region', { name: 'Why register now' });
  await expect(why).toContainText('50% off your first 12 weeks');
  await expect(why).toContainText('email');
  await expect(why).toContainText('within 24 hours');
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    site.phone.href,
  );
  await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(contact.getByRole('definition')).toContainText(
    registerPageHours.map((row) => row.hours),
  );
  await expect(contact).toContainText('Saturday and Sunday');
  await expect(
    page
      .getByRole('region', { name: 'Find us' })
      .getByRole('link', { name: 'Open in OpenStreetMap' }),
  ).toHaveAttribute('href', /openstreetmap\.org/);
});
