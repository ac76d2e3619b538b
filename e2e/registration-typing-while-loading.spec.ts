import type { Page } from '@playwright/test';
import { registrationFormCopy } from '../src/content/registration-form.ts';
import { expect, hydratedIslands, test, waitForHydration } from './support/fixtures.ts';
import { holdScripts } from './support/held-scripts.ts';

/**
 * A visitor on a slow phone starts typing as soon as the form appears, while
 * the scripts are still on their way and React is hydrating. Nothing they
 * type or choose may be lost: not to hydration, not to the draft kept from an
 * earlier visit in the tab, not to the link's prefill.
 */
const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const message = (page: Page) => page.getByLabel(/Anything else/);

test('what is typed while the scripts arrive on a slowed CPU survives hydration, the draft and the link', async ({
  page,
}) => {
  // A CPU slowed six times, on purpose: allow three times the usual time.
  test.slow();
  // Earlier in the tab: a draft with a name, a message and a storage type.
  await page.goto('/register');
  await waitForHydration(page);
  await field(page, 'Full name').fill('Old Draft Name');
  await message(page).fill('Boxes from the draft');
  await page.getByRole('radio', { name: 'Safety deposit box' }).click();

  // Back again from a unit link, on a phone six times slower, the scripts held back.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdScripts(page);
  await page.goto('/register?type=business&unit=2-C-1');
  expect(await hydratedIslands(page), 'no island has started yet').toBe(0);

  const name = field(page, 'Full name');
  await name.click();
  await name.pressSequentially('Alexandra ');
  await page.getByRole('radio', { name: 'Container' }).check();
  await name.press('End');
  // The scripts arrive while the visitor goes on typing.
  const released = release();
  await name.pressSequentially('Early-Typer', { delay: 40 });
  await released;
  await waitForHydration(page);

  // The draft and the link filled only what was still empty.
  await expect(message(page)).toHaveValue('Boxes from the draft');
  await expect(page.getByText(registrationFormCopy.unitChip('2-C-1', 25))).toBeVisible();
  await expect(name).toHaveValue('Alexandra Early-Typer');
  await expect(page.getByRole('radio', { name: 'Container' })).toBeChecked();
  await expect(field(page, 'Unit size')).toHaveValue('25');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The form goes on working, and what was typed is now the draft a reload restores.
  await name.pressSequentially('!');
  await expect(name).toHaveValue('Alexandra Early-Typer!');
  await page.reload();
  await waitForHydration(page);
  await expect(name).toHaveValue('Alexandra Early-Typer!');
  await expect(page.getByRole('radio', { name: 'Container' })).toBeChecked();
});
