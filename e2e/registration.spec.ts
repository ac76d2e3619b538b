import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  receivedText,
  registrationFormCopy,
  registrationMessages,
  registrationSent,
  submissionProblems,
} from '../src/content/registration-form.ts';
import { expect, routeThirdParty, test, waitForHydration } from './support/fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsIn,
  killOwnServers,
  startOwnServer,
  stopOwnServer,
  storedRows,
  unverifiedReasons,
} from './support/registration.ts';

const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
const ENDPOINT = '/api/registrations';
const ownPort = (offset: number) => Number(process.env.E2E_PORT || 4310) + offset;

// The site's own form shows when the widget fails: block the widget's stand-in.
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: registrationFormCopy.submit });
const rowsNamed = (name: string, db?: string) => storedRows(db).filter((r) => r.name === name);

async function openForm(page: Page, path = '/register') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-widget-status="failed"]')).toBeVisible();
}

test.describe('prefill from the links that lead to /register', () => {
  test('?size=50 chooses 50 sq ft', async ({ page }) => {
    await openForm(page, '/register?size=50');
    await expect(field(page, 'Unit size')).toHaveValue('50');
  });

  test('?type=business chooses Business', async ({ page }) => {
    await openForm(page, '/register?type=business');
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Personal' })).not.toBeChecked();
  });

  test('?unit=2-C-1 shows a removable unit chip and sets the size', async ({ page }) => {
    await openForm(page, '/register?unit=2-C-1');
    const chip = page.getByText(registrationFormCopy.unitChip('2-C-1', 25));
    await expect(chip).toBeVisible();
    await expect(field(page, 'Unit size')).toHaveValue('25');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: registrationFormCopy.removeUnit('2-C-1') }).click();
    await expect(chip).toHaveCount(0);
  });

  test('an unknown unit or size is ignored with a quiet note', async ({ page }) => {
    await openForm(page, '/register?unit=9-Z-9&size=60');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register Your Interest');
    await expect(page.getByText(registrationFormCopy.unknownUnitNote('9-Z-9'))).toBeVisible();
    await expect(field(page, 'Unit size')).toHaveValue('not-sure');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('submitting with problems lists them in a focused summary, each linking to its field', async ({
  page,
}) => {
  await openForm(page);
  await field(page, 'Phone number').fill('12345');
  await submit(page).click();
  const summary = page
    .getByRole('alert')
    .filter({ hasText: registrationFormCopy.errorSummaryTitle });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    registrationMessages.nameMissing,
    registrationMessages.phoneInvalid,
  ]);
  const name = field(page, 'Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(`Error: ${registrationMessages.nameMissing}`);
  await expectNoSeriousAxeViolations(page);
  await summary.getByRole('link', { name: registrationMessages.phoneInvalid }).click();
  await expect(field(page, 'Phone number')).toBeFocused();
});

test('the message counts down its 1,000 characters as the visitor types', async ({ page }) => {
  await openForm(page);
  await expect(page.getByText(registrationFormCopy.counter(1000))).toBeVisible();
  await page.getByLabel(/Anything else/).fill('x'.repeat(1005));
  await expect(page.getByText(registrationFormCopy.counter(-5))).toBeVisible();
});

test('a sent registration shows "registration received" with a summary and is stored once', async ({
  page,
}) => {
  const name = `Alex Sender ${Date.now()}`;
  await page.clock.install();
  await openForm(page, '/register?type=business');
  await field(page, 'Full name').fill(name);
  await field(page, 'Email address').fill('alex@example.org');
  await field(page, 'Phone number').fill('+44 (0)151 496 0123');
  await field(page, 'Unit size').selectOption('50');
  await page.getByLabel(/Anything else/).fill('Two desks and a filing cabinet');
  await page.getByLabel(/Email me about the opening/).check();
  // A person takes a few seconds: let the page's clock show it.
  await page.clock.fastForward(5000);
  await submit(page).click();

  const received = page.getByRole('heading', { name: registrationSent.title });
  await expect(received).toBeFocused();
  // The test server has no SMTP_URL: nothing is emailed, so nothing is promised.
  await expect(page.getByText(receivedText('none'))).toBeVisible();
  const sent = page.getByRole('definition');
  // The number as stored: in its spaced national form.
  await expect(sent).toContainText([name, 'alex@example.org', '0151 496 0123', 'Business']);
  await expect(sent).toContainText(['50 sq ft', 'Two desks and a filing cabinet']);
  expect(rowsNamed(name)).toEqual([{ name, email: 'alex@example.org' }]);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: registrationSent.backToForm }).click();
  await expect(field(page, 'Full name')).toHaveValue(name);
  await expect(field(page, 'Email address')).toHaveValue('alex@example.org');
  await expect(field(page, 'Phone number')).toHaveValue('+44 (0)151 496 0123');
  await expect(page.getByLabel(/Anything else/)).toHaveValue('');
  // The draft was cleared: a reload starts from an empty form.
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'Full name')).toHaveValue('');
});

test('a filled honeypot is answered like a success and stored, not verified, for staff', async ({
  page,
}) => {
  const name = `Honey Pot ${Date.now()}`;
  await page.clock.install();
  await openForm(page);
  await field(page, 'Full name').fill(name);
  await field(page, 'Email address').fill('bot@example.org');
  await page.locator('input[name="website"]').fill('http://spam.example');
  await page.clock.fastForward(5000);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
  expect(unverifiedReasons(name)).toEqual(['honeypot']);
});

test('a restored draft sent at once is stored and verified: no timer sets a fast visitor aside', async ({
  page,
}) => {
  const name = `Quick Return ${Date.now()}`;
  await openForm(page);
  await field(page, 'Full name').fill(name);
  await field(page, 'Email address').fill('quick@example.org');
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'Full name')).toHaveValue(name);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
  expect(unverifiedReasons(name)).toEqual([null]);
});

test('a reload mid-typing keeps the draft', async ({ page }) => {
  await openForm(page, '/register?unit=2-G-2');
  await field(page, 'Full name').fill('Draft Keeper');
  await page.getByLabel(/Anything else/).fill('Half a thought');
  await page.reload();
  await waitForHydration(page);
  await expect(field(page, 'Full name')).toHaveValue('Draft Keeper');
  await expect(page.getByLabel(/Anything else/)).toHaveValue('Half a thought');
  await expect(page.getByText(registrationFormCopy.unitChip('2-G-2', 50))).toBeVisible();
});

/**
 * Fills the form, lets the human check finish, then sends it with the
 * connection `cut`: the form says the server could not be reached and keeps
 * everything, nothing is stored, and once `restore` has run the retry is
 * stored once.
 */
async function sendCutOffThenRetry(
  page: Page,
  who: { name: string; email: string },
  cut: () => Promise<unknown>,
  restore: () => Promise<unknown>,
) {
  await page.clock.install();
  await openForm(page);
  // Typing starts the human check, which downloads its code and a challenge:
  // the connection goes once they have arrived, as the form is sent.
  const challenge = page.waitForResponse((r) => r.url().endsWith(`${ENDPOINT}/challenge`));
  await field(page, 'Full name').fill(who.name);
  await field(page, 'Email address').fill(who.email);
  await challenge;
  await page.clock.fastForward(5000);
  await cut();
  await submit(page).click();
  const problem = page.getByRole('alert').filter({ hasText: submissionProblems.problemTitle });
  await expect(problem).toContainText(submissionProblems.offline);
  await expect(field(page, 'Full name')).toHaveValue(who.name);
  await expect(field(page, 'Email address')).toHaveValue(who.email);
  expect(rowsNamed(who.name)).toEqual([]);
  await restore();
  await problem.getByRole('button', { name: submissionProblems.retry }).click();
  await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
  expect(rowsNamed(who.name)).toHaveLength(1);
}

test('offline: the form says so, keeps everything, and the retry succeeds back online', async ({
  page,
  context,
}) => {
  await sendCutOffThenRetry(
    page,
    { name: `Off Line ${Date.now()}`, email: 'offline@example.org' },
    () => context.setOffline(true),
    () => context.setOffline(false),
  );
});

test.describe('a connection reset as the form is sent', () => {
  test.use({
    allowedConsoleErrors: [[BLOCKED, /ERR_CONNECTION_RESET/], { scope: 'test' }],
  });

  test('the form says the same as for a stopped server, keeps everything, and the retry is stored once', async ({
    page,
  }) => {
    // Only the registration itself: the connection is reset as it is sent.
    const registration = (url: URL) => url.pathname === ENDPOINT;
    await sendCutOffThenRetry(
      page,
      { name: `Re Set ${Date.now()}`, email: 'reset@example.org' },
      () =>
        page.route(registration, (route) =>
          route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
        ),
      () => page.unroute(registration),
    );
  });
});

test.describe('with its own server', () => {
  test.afterEach(() => killOwnServers());
  // Each test starts the whole server in a process of its own, which takes
  // seconds, and more on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // A stopped server refuses new connections, and resets one the browser had
  // already opened to it (a preconnect, or a kept-alive socket): the form says
  // the same for both, and the browser logs each.
  test.use({
    allowedConsoleErrors: [
      [BLOCKED, /ERR_CONNECTION_(REFUSED|RESET)/, /status of 429/],
      { scope: 'test' },
    ],
  });

  test('a stopped server: the form says so, keeps everything, and the retry succeeds after a restart', async ({
    page,
  }) => {
    // Two server starts and a stop, each a separate process, beside two axe passes.
    test.setTimeout(180_000);
    const port = ownPort(1);
    const db = join(mkdtempSync(join(tmpdir(), 'e2e-restart-')), 'r.sqlite');
    let server = await startOwnServer(port, db);
    try {
      await page.clock.install();
      await openForm(page, `http://127.0.0.1:${port}/register`);
      await field(page, 'Full name').fill('Sam Retry');
      await field(page, 'Phone number').fill('07700 900123');
      await page.clock.fastForward(5000);
      await stopOwnServer(server);
      await submit(page).click();
      const problem = page.getByRole('alert').filter({ hasText: submissionProblems.problemTitle });
      await expect(problem).toContainText(submissionProblems.offline);
      await expect(field(page, 'Full name')).toHaveValue('Sam Retry');
      await expect(
        problem.getByRole('link', { name: submissionProblems.emailInstead }),
      ).toHaveAttribute('href', /^mailto:.*body=.*Sam%20Retry.*07700%20900123/);
      await expectNoSeriousAxeViolations(page);

      server = await startOwnServer(port, db);
      await problem.getByRole('button', { name: submissionProblems.retry }).click();
      await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
      expect(rowsNamed('Sam Retry', db)).toHaveLength(1);
    } finally {
      await stopOwnServer(server);
    }
  });

  test('an acknowledged registration survives the server being killed straight after', async ({
    request,
  }) => {
    const port = ownPort(3);
    const db = join(mkdtempSync(join(tmpdir(), 'e2e-crash-')), 'r.sqlite');
    const server = await startOwnServer(port, db);
    try {
      const response = await request.post(`http://127.0.0.1:${port}${ENDPOINT}`, {
        data: { name: 'Kept After Crash', email: 'crash@example.org' },
      });
      expect(response.status()).toBe(201);
      await stopOwnServer(server, 'SIGKILL');
      expect(rowsNamed('Kept After Crash', db)).toHaveLength(1);
    } finally {
      await stopOwnServer(server);
    }
  });

  test('over ten submissions a minute: 429, and the form says to wait', async ({
    page,
    request,
  }) => {
    const port = ownPort(2);
    const db = join(mkdtempSync(join(tmpdir(), 'e2e-limit-')), 'r.sqlite');
    const server = await startOwnServer(port, db);
    try {
      const url = `http://127.0.0.1:${port}${ENDPOINT}`;
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await request.post(url, { data: { name: `N${i}`, phone: '07700 900123' } })).status(),
        );
      }
      expect(statuses).toEqual(Array(10).fill(201));
      await page.clock.install();
      await openForm(page, `http://127.0.0.1:${port}/register`);
      await field(page, 'Full name').fill('One Too Many');
      await field(page, 'Email address').fill('many@example.org');
      await page.clock.fastForward(5000);
      await submit(page).click();
      await expect(page.getByRole('alert')).toContainText(submissionProblems.rateLimited);
      expect(storedRows(db)).toHaveLength(10);
    } finally {
      await stopOwnServer(server);
    }
  });
});

test('without JavaScript the form posts and the server answers with pages', async ({ browser }) => {
  // Several page loads, a second browser and axe passes on server-rendered pages.
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await routeThirdParty(context);
  const page = await context.newPage();
  const name = `No Script ${Date.now()}`;
  await page.goto('/register');
  await field(page, 'Full name').fill(name);
  await submit(page).click();
  // Neither email nor phone: the error summary, with what was typed kept.
  await expect(
    page.getByRole('heading', { name: registrationFormCopy.errorSummaryTitle }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: registrationMessages.contactMissing }),
  ).toHaveAttribute('href', '#registration-email');
  await expect(field(page, 'Full name')).toHaveValue(name);
  await expectNoSeriousAxeViolationsIn(browser, await page.content());
  await field(page, 'Email address').fill('noscript@example.org');
  await page.getByRole('radio', { name: 'Container' }).check();
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(registrationSent.title);
  // Post/redirect/get: the confirmation has its own address, and reloading it posts nothing.
  expect(page.url()).toMatch(/\/api\/registrations\/received\/[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByText(receivedText('none'))).toBeVisible();
  await expect(page.getByRole('definition')).toContainText([
    name,
    'noscript@example.org',
    'Container',
  ]);
  await expectNoSeriousAxeViolationsIn(browser, await page.content());
  expect(rowsNamed(name)).toEqual([{ name, email: 'noscript@example.org' }]);
  // Anyone else with the address (another browser, without the poster's cookie) gets the generic page.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const stranger = await other.newPage();
  await stranger.goto(page.url());
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(registrationSent.title);
  await expect(stranger.getByText(receivedText('none'))).toBeVisible();
  await expect(stranger.getByText(name)).toHaveCount(0);
  await expect(stranger.getByText('noscript@example.org')).toHaveCount(0);
  await other.close();
  await context.close();
});

/**
 * Each control of the registration form as a visitor meets it: its name,
 * type, class, limits, label and hint (the error lines left out).
 */
async function formControls(page: Page) {
  return page.locator('form[method="post"] :is(input, select, textarea)').evaluateAll((controls) =>
    controls.map((control) => {
      const text = (id: string) => document.getElementById(id)?.textContent?.trim() ?? null;
      const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
      return {
        name: control.getAttribute('name'),
        type: control.getAttribute('type'),
        className: control.className,
        maxLength: control.getAttribute('maxlength'),
        min: control.getAttribute('min'),
        max: control.getAttribute('max'),
        required: control.hasAttribute('required'),
        label:
          (
            control.closest('label') ??
            (control.id ? document.querySelector(`label[for="${control.id}"]`) : null)
          )?.textContent?.trim() ?? null,
        hints: described.filter((id) => id && !id.endsWith('-error')).map(text),
      };
    }),
  );
}

test('without JavaScript the server answers with the page’s own form: labels, hints and limits alike', async ({
  browser,
  page,
}) => {
  // The form once hydrated: the date picker then knows today, as the server does.
  await openForm(page);
  const hydrated = await formControls(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await routeThirdParty(context);
  const noScript = await context.newPage();
  await noScript.goto('/register');
  const prerendered = await formControls(noScript);
  await field(noScript, 'Full name').fill('One Form');
  // A number no UK phone has: the server answers with the form and the problem.
  await field(noScript, 'Phone number').fill('12');
  await submit(noScript).click();
  await expect(
    noScript.getByRole('heading', { name: registrationFormCopy.errorSummaryTitle }),
  ).toBeVisible();
  const served = await formControls(noScript);
  expect(served.map((c) => c.name)).toContain('marketingOptIn');
  // The prerendered page leaves the date picker's limits to the browser's today.
  expect(prerendered).toEqual(hydrated.map((c) => ({ ...c, min: null, max: null })));
  expect(served).toEqual(hydrated);
  await context.close();
});

test('the endpoint keeps to its contract', async ({ request }) => {
  const name = `Contract ${Date.now()}`;
  const ok = await request.post(ENDPOINT, { data: { name, email: 'c@example.org' } });
  expect(ok.status()).toBe(201);
  // The test server sends no email (no SMTP_URL), so the answer promises none.
  expect(await ok.json()).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    confirmation: 'none',
  });
  expect(rowsNamed(name)).toHaveLength(1);

  const bad = await request.post(ENDPOINT, { form: { name: ' ', phone: '999' } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    errors: { name: registrationMessages.nameMissing, phone: registrationMessages.phoneInvalid },
  });

  // A script's word about itself proves nothing: stored, not verified, no proof.
  const scripted = await request.post(ENDPOINT, {
    data: { name: `${name} scripted`, email: 'f@example.org', elapsedMs: 12_000 },
  });
  expect(scripted.status()).toBe(201);
  expect(unverifiedReasons(`${name} scripted`)).toEqual(['no-proof']);

  const big = await request.post(ENDPOINT, {
    data: { name, email: 'c@example.org', message: 'x'.repeat(17_000) },
  });
  expect(big.status()).toBe(413);
  const crossSite = await request.post(ENDPOINT, {
    data: { name, email: 'c@example.org' },
    headers: { Origin: 'https://elsewhere.example' },
  });
  expect(crossSite.status()).toBe(403);
  const get = await request.get(ENDPOINT);
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('POST');
  expect(rowsNamed(name)).toHaveLength(1);
});
