import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type PostgresCluster, startPostgresCluster } from '../scripts/lib/postgres-cluster.ts';
import { type ServeProcess, startServeProcess } from '../scripts/lib/serve-process.ts';
import { openRegistrationStore } from '../server/store/registrations.ts';
import {
  refusalNotices,
  registrationFieldCopy,
  registrationFormCopy,
  registrationSent,
  submissionProblems,
} from '../src/content/registration-form.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import {
  expectNoSeriousAxeViolations,
  expectNoSeriousAxeViolationsIn,
} from './support/registration.ts';

const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;

// The site's own form shows when the widget fails: block the widget's stand-in.
test.use({
  blockWidgets: true,
  allowedConsoleErrors: [[BLOCKED, /status of 503/], { scope: 'test' }],
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('the form on a server whose PostgreSQL goes away', () => {
  let cluster: PostgresCluster;
  let server: ServeProcess;
  let url = '';

  test.beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = await cluster.createDatabase('e2e_outage');
    server = await startServeProcess({
      DIST_DIR: process.env.DIST_DIR || 'dist',
      DATABASE_URL: url,
      MAIL_DIR: join(mkdtempSync(join(tmpdir(), 'e2e-pg-mail-')), 'mail'),
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  test('keeps what was typed and asks to try again, and the retry is stored once it is back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${server.base}/register`);
    await waitForHydration(page);
    await expect(page.locator('[data-widget-status="failed"]')).toBeVisible();
    await field(page, 'Full name').fill('Pat Outage');
    await field(page, 'Phone number').fill('07700 900456');
    await page.clock.fastForward(5000);

    await cluster.stop();
    await page.getByRole('button', { name: registrationFormCopy.submit }).click();
    const problem = page.getByRole('alert').filter({ hasText: submissionProblems.problemTitle });
    await expect(problem).toContainText(submissionProblems.server);
    await expect(field(page, 'Full name')).toHaveValue('Pat Outage');
    await expect(field(page, 'Phone number')).toHaveValue('07700 900456');
    await expectNoSeriousAxeViolations(page);

    await cluster.start();
    await problem.getByRole('button', { name: submissionProblems.retry }).click();
    await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
    const store = await openRegistrationStore({ kind: 'postgres', url });
    const names = (await store.list()).map((r) => r.name);
    expect(names.filter((name) => name === 'Pat Outage')).toHaveLength(1);
    await store.close();
  });

  test('without JavaScript: the answer while it is gone is the form as typed, and sending it again stores it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.base}/register`);
    await field(page, registrationFieldCopy.name.label).fill('Noor No-Script');
    await field(page, registrationFieldCopy.email.label).fill('noor@example.org');
    await field(page, registrationFieldCopy.message.label).fill('A 50 sq ft unit, please.');

    await cluster.stop();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: registrationFormCopy.submit }).click(),
    ]);
    expect(answer.status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText(refusalNotices.unavailable[1]);
    await expect(field(page, registrationFieldCopy.name.label)).toHaveValue('Noor No-Script');
    await expect(field(page, registrationFieldCopy.email.label)).toHaveValue('noor@example.org');
    await expect(field(page, registrationFieldCopy.message.label)).toHaveValue(
      'A 50 sq ft unit, please.',
    );
    await expectNoSeriousAxeViolationsIn(browser, await page.content());

    await cluster.start();
    await page.getByRole('button', { name: registrationFormCopy.submit }).click();
    await expect(page.getByRole('heading', { name: registrationSent.title })).toBeVisible();
    const store = await openRegistrationStore({ kind: 'postgres', url });
    const names = (await store.list()).map((r) => r.name);
    expect(names.filter((name) => name === 'Noor No-Script')).toHaveLength(1);
    await store.close();
    await context.close();
  });
});
