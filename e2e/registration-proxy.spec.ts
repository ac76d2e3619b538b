import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  type NginxProxy,
  readmeForwardedHost,
  startNginxProxy,
} from '../scripts/lib/nginx-proxy.ts';
import { type ServeProcess, startServeProcess } from '../scripts/lib/serve-process.ts';
import {
  refusalNotices,
  registrationFieldCopy,
  registrationFormCopy,
  registrationSent,
  submissionProblems,
} from '../src/content/registration-form.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { expectNoSeriousAxeViolations } from './support/registration.ts';

const BLOCKED = /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)?$/;

// The site's own form shows when the widget fails: block the widget's stand-in.
test.use({
  blockWidgets: true,
  allowedConsoleErrors: [[BLOCKED, /status of 403/], { scope: 'test' }],
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * The built site behind nginx on a port other than 80 or 443 (a staging
 * copy, say), so the page's origin is neither the public origin nor the
 * server's own address: only X-Forwarded-Host tells the server where the
 * visitor is.
 */
test.describe('the form behind nginx on a port other than 80 or 443', () => {
  let server: ServeProcess;
  let readmeProxy: NginxProxy;
  let portDroppingProxy: NginxProxy;

  test.beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'e2e-proxy-'));
    server = await startServeProcess({
      DIST_DIR: process.env.DIST_DIR || 'dist',
      TRUST_PROXY: '1',
      STAFF_ORIGIN: 'https://staff.example.org',
      REGISTRATIONS_DB: join(folder, 'r.sqlite'),
      MAIL_DIR: join(folder, 'mail'),
    });
    const readme = readFileSync('README.md', 'utf8');
    readmeProxy = await startNginxProxy(server.base, readmeForwardedHost(readme));
    portDroppingProxy = await startNginxProxy(server.base, '$host');
  });
  test.afterAll(async () => {
    await readmeProxy?.close();
    await portDroppingProxy?.close();
    await server?.stop();
  });

  async function fillAndSend(page: Page, base: string) {
    await page.clock.install();
    await page.goto(`${base}/register`);
    await waitForHydration(page);
    await expect(page.locator('[data-widget-status="failed"]')).toBeVisible();
    await field(page, registrationFieldCopy.name.label).fill('Robin Staging');
    await field(page, registrationFieldCopy.phone.label).fill('07700 900789');
    await page.clock.fastForward(5000);
    await page.getByRole('button', { name: registrationFormCopy.submit }).click();
  }

  test('as the README sets it up, a registration is received', async ({ page }) => {
    await fillAndSend(page, readmeProxy.base);
    await expect(page.getByRole('heading', { name: registrationSent.title })).toBeFocused();
  });

  test('a refused origin says the form must be sent from the site’s own address, with no retry', async ({
    page,
  }) => {
    await fillAndSend(page, portDroppingProxy.base);
    const problem = page.getByRole('alert').filter({ hasText: submissionProblems.problemTitle });
    await expect(problem).toContainText(submissionProblems.refused);
    await expect(problem).not.toContainText(submissionProblems.server);
    await expect(problem.getByRole('button', { name: submissionProblems.retry })).toHaveCount(0);
    await expect(field(page, registrationFieldCopy.name.label)).toHaveValue('Robin Staging');
    await expectNoSeriousAxeViolations(page);
  });

  test('without JavaScript, the refusal page says the same', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portDroppingProxy.base}/register`);
    await field(page, registrationFieldCopy.name.label).fill('Robin Staging');
    await field(page, registrationFieldCopy.phone.label).fill('07700 900789');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: registrationFormCopy.submit }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(refusalNotices.crossSite[0]);
    await expect(page.getByText(refusalNotices.crossSite[1])).toBeVisible();
    await context.close();
  });
});
