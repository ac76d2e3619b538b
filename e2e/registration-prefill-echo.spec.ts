import { registrationFormCopy } from '../src/content/registration-form.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/registration.ts';

const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });

test('a crafted link puts none of its own text on the register page', async ({ page }) => {
  const crafted = 'Call 09098 765432 now';
  const value = encodeURIComponent(crafted);
  await page.goto(`/register?unit=${value}&size=${value}&type=${value}`);
  await waitForHydration(page);
  const notes = page.locator('[data-prefill-note]');
  await expect(notes).toContainText(registrationFormCopy.unrecognisedUnitNote);
  await expect(notes).toContainText(registrationFormCopy.unrecognisedSizeNote);
  await expect(notes).toContainText(registrationFormCopy.unrecognisedTypeNote);
  await expect(page.locator('body')).not.toContainText('09098');
  await expect(page.locator('body')).not.toContainText('Call 0');
  await expectNoSeriousAxeViolations(page);
});
