import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { registrationMessages } from '../src/content/registration-form.ts';
import { facilityToday, moveInDateRange } from '../src/features/registration/move-in-dates.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { registrationsDb } from './support/registration.ts';

const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });

const ENDPOINT = '/api/registrations';
const dayAfter = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

async function datePicker(page: Page) {
  await page.goto('/register');
  await waitForHydration(page);
  return page.getByLabel(/Preferred move-in date/);
}

test('the date picker offers exactly the days the server accepts', async ({ page, request }) => {
  const picker = await datePicker(page);
  const min = await picker.getAttribute('min');
  const max = await picker.getAttribute('max');
  expect({ earliest: min, latest: max }).toEqual(moveInDateRange(facilityToday()));

  const post = (moveInDate: string, name: string) =>
    request.post(ENDPOINT, {
      data: { name, email: 'dates@example.org', moveInDate },
    });
  expect((await post(max ?? '', `Last Day ${Date.now()}`)).status()).toBe(201);
  expect((await post(min ?? '', `First Day ${Date.now()}`)).status()).toBe(201);
  const tooFar = await post(dayAfter(max ?? ''), 'One Day Too Far');
  expect(tooFar.status()).toBe(400);
  expect(await tooFar.json()).toEqual({
    errors: { moveInDate: registrationMessages.moveInDateTooFar(2) },
  });
});

test('the server stores a UK phone number in its spaced national form', async ({ request }) => {
  const name = `Phone Format ${Date.now()}`;
  const response = await request.post(ENDPOINT, {
    data: { name, phone: '+44 7700 900123' },
  });
  expect(response.status()).toBe(201);
  const db = new Database(registrationsDb(), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT phone FROM registrations WHERE name = ?').get(name);
    expect(row).toEqual({ phone: '07700 900123' });
  } finally {
    db.close();
  }
});
