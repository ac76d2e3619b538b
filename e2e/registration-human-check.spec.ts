import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { type ServeProcess, startServeProcess } from '../scripts/lib/serve-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.ts';
import {
  receivedText,
  registrationFormCopy,
  registrationMessages,
  registrationSent,
} from '../src/content/registration-form.ts';
import { expect, holdClock, test, waitForHydration } from './support/fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsIn,
} from './support/registration.ts';
import { allRoutes } from './support/routes.ts';

/**
 * The human check in a real Chromium against the bundled server as it is
 * deployed (its own process, a fresh SQLite file), mailing a real SMTP server
 * in this process: who gets mail, and what the visitor sees and hears while
 * the check runs.
 */
const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;
test.use({ blockWidgets: true, allowedConsoleErrors: [BLOCKED] });
test.describe.configure({ mode: 'serial' });
// Each test waits for mail from a real server; two axe runs and four screenshots in one of them.
test.setTimeout(90_000);

const STAFF = 'staff@example.org';
const CHALLENGE = '**/api/registrations/challenge';
const SOLVER = /\/assets\/solve-proof-[^/]+\.js$/;
let smtp: TestSmtpServer;
let server: ServeProcess;

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const dir = await mkdtemp(join(tmpdir(), 'e2e-check-'));
  server = await startServeProcess({
    DIST_DIR: process.env.DIST_DIR || 'dist',
    REGISTRATIONS_DB: join(dir, 'r.sqlite'),
    MAIL_DIR: join(dir, 'mail'),
    SMTP_URL: smtp.url,
    STAFF_EMAIL: STAFF,
    MAIL_POLL_MS: '100',
    REGISTRATION_RATE_LIMIT: '1000',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: registrationFormCopy.submit });
const checking = (page: Page) => page.getByRole('button', { name: registrationFormCopy.checking });
const received = (page: Page) => page.getByRole('heading', { name: registrationSent.title });

async function openForm(page: Page) {
  await page.goto(`${server.base}/register`);
  await waitForHydration(page);
  await expect(page.locator('[data-widget-status="failed"]')).toBeVisible();
}

/** Every message that has arrived for `address` (as an envelope recipient). */
const mailTo = (address: string) =>
  smtp.messages.filter((_, i) => smtp.envelopes[i]?.includes(address));
/** The staff notifications that name `text` (a name or an address). */
const staffAbout = (text: string) =>
  mailTo(STAFF).filter((m) => m.subject?.startsWith('New registration') && m.text?.includes(text));
/** Waits a few poll intervals, so mail that should not come has had time to. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** Holds the challenge request until `release()` is called, as a slow connection would. */
async function holdChallenge(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHALLENGE, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Axe queues its work with timers, which a held clock never runs: the clock
 * is moved on in small steps while it works, well short of the few seconds
 * Register waits for the check.
 */
async function axeWhileClockHeld(page: Page) {
  let finished = false;
  // Settled, never rejected, while the clock moves: a finding is thrown below,
  // with its own message, not as a stray rejection that ends the test elsewhere.
  const checked = expectNoSeriousAxeViolations(page).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  void checked.then(() => {
    finished = true;
  });
  for (let ms = 0; !finished && ms < 4_000; ms += 10) {
    // The clock runs in every page of the context, and axe finishes its run in
    // a blank page of its own, which it closes when done: a step that reaches
    // that page as it closes fails with "Target page, context or browser has
    // been closed" (twice in CI). The test's page is still open, so the next
    // step goes on; if it is the test's page that closed, that is thrown.
    await page.clock.runFor(10).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
  }
  const outcome = await checked;
  if (outcome) throw outcome.error;
}

test('autofill and Register straight away: the visitor gets the confirmation, staff a verified notification', async ({
  page,
}) => {
  const email = `auto-${Date.now()}@example.org`;
  await openForm(page);
  // The browser fills every field at once, and the visitor presses Register at once.
  await field(page, 'Full name').fill('Ada Autofill');
  await field(page, 'Email address').fill(email);
  await field(page, 'Phone number').fill('07700 900123');
  await submit(page).click();
  await expect(received(page)).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText(receivedText('email', email))).toBeVisible();
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => staffAbout(email).length).toBe(1);
  expect(staffAbout(email)[0]?.text).toContain('Human check: verified');
  expect(mailTo(email)[0]?.text).not.toContain('Ada');
});

test('while the check runs, Register says "Checking…", the keyboard still works, and axe finds nothing', async ({
  page,
}, testInfo) => {
  const email = `checking-${Date.now()}@example.org`;
  const release = await holdChallenge(page);
  await page.clock.install();
  await openForm(page);
  // Only the test moves the clock: the few seconds Register waits do not run out meanwhile.
  await holdClock(page);
  await field(page, 'Full name').fill('Cleo Checking');
  await field(page, 'Email address').fill(email);
  await page.keyboard.press('Tab');
  await expect(field(page, 'Phone number')).toBeFocused();
  await submit(page).focus();
  await page.keyboard.press('Enter');
  await expect(checking(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(checking(page)).toBeFocused();
  await axeWhileClockHeld(page);
  // The visitor can still move around and correct a field while it checks.
  await page.keyboard.press('Shift+Tab');
  await expect(checking(page)).not.toBeFocused();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await checking(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`checking-${width}.png`) });
  }
  release();
  await expect(received(page)).toBeFocused({ timeout: 10_000 });
  await expect(page.getByText(receivedText('email', email))).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`received-${width}.png`) });
  }
  await axeWhileClockHeld(page);
  await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
});

test('a check that does not finish: Register waits a few seconds, then sends; staff hear, no email is promised or sent', async ({
  page,
}) => {
  const email = `unfinished-${Date.now()}@example.org`;
  // The challenge never comes, as on a connection that has stalled.
  const release = await holdChallenge(page);
  await page.clock.install();
  await openForm(page);
  await holdClock(page);
  await field(page, 'Full name').fill('Uma Unfinished');
  await field(page, 'Email address').fill(email);
  await submit(page).click();
  await expect(checking(page)).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(received(page)).toBeFocused();
  await expect(page.getByText(receivedText('none'))).toBeVisible();
  await expect.poll(() => staffAbout(email).length, { timeout: 10_000 }).toBe(1);
  expect(staffAbout(email)[0]?.subject).toContain('(not verified)');
  expect(staffAbout(email)[0]?.text).toContain('did not finish the human check');
  await settle();
  expect(mailTo(email)).toEqual([]);
  release();
});

test.describe('strict fields in the browser', () => {
  test.use({ allowedConsoleErrors: [[BLOCKED, /status of 400/], { scope: 'test' }] });

  test('an address with a list in it is refused in the browser and by the server; only visitor and staff ever get mail', async ({
    page,
    request,
  }) => {
    await openForm(page);
    await field(page, 'Full name').fill('Lisa List');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    for (const email of [
      'lisa>,victim@attacker.example',
      'lisa@example.org,victim@attacker.example',
    ]) {
      await field(page, 'Email address').fill(email);
      await submit(page).click();
      await expect(
        page.getByRole('link', { name: registrationMessages.emailInvalid }),
      ).toBeVisible();
      const answer = await request.post(`${server.base}/api/registrations`, {
        data: { name: 'Lisa List', email },
      });
      expect(answer.status()).toBe(400);
      expect(await answer.json()).toEqual({ errors: { email: registrationMessages.emailInvalid } });
    }
    expect(posts).toEqual([]);
    await settle();
    expect(smtp.envelopes.flat().filter((to) => to.includes('attacker'))).toEqual([]);
  });

  test('a line break pasted into the name cannot forge a line in the staff email', async ({
    page,
  }) => {
    const email = `ivy-${Date.now()}@example.org`;
    await openForm(page);
    await field(page, 'Full name').fill('Ivy Line\r\nPhone: 07700 900999');
    await field(page, 'Email address').fill(email);
    await submit(page).click();
    await expect(received(page)).toBeFocused({ timeout: 10_000 });
    await expect.poll(() => staffAbout(email).length, { timeout: 10_000 }).toBe(1);
    const text = staffAbout(email)[0]?.text ?? '';
    expect(text).not.toMatch(/^Phone: 07700 900999/m);
    expect(text).not.toContain('Phone number:');
  });
});

test('without JavaScript: stored, staff notified as not verified, and no confirmation promised or sent', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `noscript-${Date.now()}@example.org`;
  await page.goto(`${server.base}/register`);
  await field(page, 'Full name').fill('Nia No-Script');
  await field(page, 'Email address').fill(email);
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(registrationSent.title);
  await expect(page.getByText(receivedText('none'))).toBeVisible();
  await expect(page.getByText(/on its way/)).toHaveCount(0);
  await expectNoSeriousAxeViolationsIn(browser, await page.content());
  await expect.poll(() => staffAbout(email).length, { timeout: 10_000 }).toBe(1);
  expect(staffAbout(email)[0]?.text).toContain('sent without JavaScript');
  await settle();
  expect(mailTo(email)).toEqual([]);
  await context.close();
});

test("the check's code is fetched on no page but /register, and there only once the form is used", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (SOLVER.test(path) || path.endsWith('/challenge')) fetched.push(path);
  });
  for (const { path } of allRoutes) {
    await page.goto(`${server.base}${path}`);
    await waitForHydration(page);
  }
  await openForm(page);
  await page.mouse.wheel(0, 400);
  expect(fetched).toEqual([]);
  await field(page, 'Full name').focus();
  await expect.poll(() => fetched.some((p) => SOLVER.test(p))).toBe(true);
  await expect.poll(() => fetched).toContain('/api/registrations/challenge');
});
