import type { Page } from '@playwright/test';
import {
  containerMediaCopy as containerCopy,
  containerOptions,
} from '../src/content/containers.ts';
import { faqItems, faqTabLabels } from '../src/content/faq.ts';
import { media } from '../src/content/media.ts';
import { depositBoxFaq } from '../src/content/safety-deposit-box-faq.ts';
import { sizeSteps } from '../src/content/size-steps.ts';
import { expect, hydratedIslands, test, waitForHydration } from './support/fixtures.ts';
import { firstAvailable, stageHost, unitDialog } from './support/floor-plan-page.ts';
import { holdScripts } from './support/held-scripts.ts';

/**
 * A tap that lands before React has arrived counts: the scripts are held
 * back until the tap is made, and the control must then do exactly what one
 * tap does (a toggle opened once, a slide moved once).
 */
async function tapBeforeReact(page: Page, path: string, tap: (page: Page) => Promise<void>) {
  const release = await holdScripts(page);
  await page.goto(path);
  expect(await hydratedIslands(page), 'no island has started yet').toBe(0);
  await tap(page);
  await release();
  await waitForHydration(page);
}

const faq = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions' });
const firstPersonal = faqItems.personal[0];
const firstBusiness = faqItems.business[0];
const firstDepositQuestion = depositBoxFaq.items[0];
if (!firstPersonal || !firstBusiness || !firstDepositQuestion) throw new Error('No FAQ items');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('an FAQ question opens, and a tab is chosen, on the first tap', async ({ page }) => {
      await tapBeforeReact(page, '/', (p) =>
        faq(p).getByRole('button', { name: firstPersonal.question }).click(),
      );
      await expect(faq(page).getByRole('button', { name: firstPersonal.question })).toHaveAttribute(
        'aria-expanded',
        'true',
      );

      await tapBeforeReact(page, '/', (p) =>
        faq(p)
          .getByRole('tab', { name: new RegExp(faqTabLabels.business, 'i') })
          .click(),
      );
      await expect(
        faq(page).getByRole('tab', { name: new RegExp(faqTabLabels.business, 'i') }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(faq(page).getByRole('tabpanel').getByRole('button').first()).toHaveText(
        firstBusiness.question,
      );
    });

    test('the safety deposit FAQ opens on the first tap', async ({ page }) => {
      const question = (p: Page) => p.getByRole('button', { name: firstDepositQuestion.question });
      await tapBeforeReact(page, '/safety-deposit-boxes', (p) => question(p).click());
      await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: firstDepositQuestion.question })).toBeVisible();
    });

    test('the hero slideshow moves one slide on the first tap', async ({ page }) => {
      const start = new Date('2031-03-01T10:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1000));
      await tapBeforeReact(page, '/', (p) => p.getByRole('button', { name: 'Next slide' }).click());
      const slideshow = page.getByRole('region', { name: 'Pictures of the new facility' });
      await expect(slideshow.locator('[data-current="true"]')).toHaveAttribute(
        'aria-label',
        '2 of 3',
      );
    });

    test('the container viewer moves one item on the first tap', async ({ page }) => {
      await page.clock.install();
      const viewer = (p: Page) =>
        p.getByRole('region', { name: `${containerOptions['10ft'].name} photos and video` });
      await tapBeforeReact(page, '/container', (p) =>
        viewer(p).getByRole('button', { name: containerCopy.next }).click(),
      );
      const items = media.containers['10ft'];
      const second = items[1];
      if (!second) throw new Error('No second item');
      await expect(viewer(page).locator('button[aria-current="true"]')).toHaveAccessibleName(
        containerCopy.position(second.kind, 2, items.length),
      );
    });

    test('the size picker steps once on the first tap', async ({ page }) => {
      const picker = (p: Page) => p.locator('#size-picker');
      await tapBeforeReact(page, '/size-guide', (p) =>
        picker(p).getByRole('button', { name: 'Next size' }).click(),
      );
      await expect(picker(page).getByTestId('size-sqft')).toHaveText('50');
      await tapBeforeReact(page, '/size-guide', (p) =>
        picker(p).getByRole('button', { name: '200 sq ft' }).click(),
      );
      await expect(picker(page).getByTestId('size-sqft')).toHaveText('200');
    });

    test('the size slider and the list filter keep a change made before React', async ({
      page,
    }) => {
      await tapBeforeReact(page, '/size-guide', async (p) => {
        await p.locator('#size-picker').getByRole('slider', { name: 'Unit size' }).fill('4');
        await p.getByText('Choose from a list').click();
        await p.getByLabel('Available units only').check();
      });
      await expect(page.locator('#size-picker').getByTestId('size-sqft')).toHaveText(
        String(sizeSteps[4]?.sqft),
      );
      await expect(page.getByLabel('Available units only')).toBeChecked();
      await expect(page.getByText(/^Showing \d+ of \d+ units\.$/)).toBeVisible();
    });

    test('the floor plan zooms, and the list opens a unit, on the first tap', async ({ page }) => {
      await tapBeforeReact(page, '/size-guide', (p) =>
        p
          .getByRole('group', { name: 'Zoom the floor plan' })
          .getByRole('button', { name: 'Zoom in' })
          .click(),
      );
      await stageHost(page).scrollIntoViewIfNeeded();
      await expect(stageHost(page)).toHaveAttribute('data-zoom', '1.500');

      const unit = firstAvailable();
      await tapBeforeReact(page, '/size-guide', async (p) => {
        await p.getByText('Choose from a list').click();
        await p.getByRole('button', { name: `View unit ${unit.id}`, exact: true }).click();
      });
      await expect(unitDialog(page, unit.id)).toBeVisible();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens on the first tap, and its groups then open on one tap', async ({ page }) => {
    await tapBeforeReact(page, '/', (p) => p.getByRole('button', { name: 'Menu' }).click());
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Services' }).click();
    await expect(panel.getByRole('link', { name: 'Business Storage' })).toBeVisible();
  });
});

test('a tap replayed once React arrives finds the whole stylesheet in the page', async ({
  page,
}) => {
  // What the replayed tap opens (the menu here) may be measured as it is
  // drawn: the boot applies the whole stylesheet first (src/app/full-stylesheet.ts).
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { menuClicks: boolean[] }).menuClicks = seen;
    const whole = () => document.querySelector('style[data-whole-stylesheet]') !== null;
    const onClick = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.('button[aria-controls="mobile-menu"]')) seen.push(whole());
    };
    window.addEventListener('click', onClick, true);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await tapBeforeReact(page, '/personal', (p) => p.getByRole('button', { name: 'Menu' }).click());
  await expect(page.locator('#mobile-menu')).toBeVisible();
  const clicks = await page.evaluate(
    () => (window as unknown as { menuClicks: boolean[] }).menuClicks,
  );
  // The visitor's tap, held before React, then its replay.
  expect(clicks).toEqual([false, true]);
});

test('on a phone, the menu opens from the keyboard before React arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await tapBeforeReact(page, '/', async (p) => {
    await p.getByRole('button', { name: 'Menu' }).focus();
    await p.keyboard.press('Enter');
  });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a header dropdown opens on the first tap', async ({ page }) => {
    const nav = (p: Page) => p.getByRole('navigation', { name: 'Main menu' });
    await tapBeforeReact(page, '/', (p) =>
      nav(p).getByRole('button', { name: 'Services' }).click(),
    );
    await expect(nav(page).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav(page).locator('#nav-panel-services')).toBeVisible();
  });

  test('a link tapped before React navigates once, as a link does', async ({ page }) => {
    await tapBeforeReact(page, '/', (p) =>
      p
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Business Storage' })
        .click(),
    );
    await expect(page).toHaveURL(/\/business$/);
    // about:blank, the home page and the one page the link opened.
    expect(await page.evaluate(() => window.history.length)).toBe(3);
  });
});
