import type { Page } from '@playwright/test';
import { calculatorCopy } from '../../src/content/calculator.ts';
import { expect, waitForHydration } from './fixtures.ts';

/** The built-in calculator's controls, found by role and accessible name as a visitor would. */
export const calculator = {
  root: (page: Page) => page.locator('[data-storage-calculator]'),
  quantity: (page: Page, item: string) => page.getByRole('textbox', { name: item, exact: true }),
  add: (page: Page, item: string) =>
    page.getByRole('button', { name: calculatorCopy.increase(item), exact: true }),
  remove: (page: Page, item: string) =>
    page.getByRole('button', { name: calculatorCopy.decrease(item), exact: true }),
  result: (page: Page) => page.getByRole('region', { name: calculatorCopy.result.title }),
  recommended: (page: Page) => page.locator('[data-recommended-sqft]'),
  announcer: (page: Page) => page.locator('[data-result-announcer]'),
};

/** Opens the calculator page (with any list in `search`) and waits until the calculator runs. */
export async function openCalculator(page: Page, search = '') {
  await page.goto(`/calculator${search}`);
  await waitForHydration(page);
  await expect(calculator.root(page)).toBeVisible();
}
