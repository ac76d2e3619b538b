import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../scripts/lib/run-script.ts';
import { startStaticServer } from '../server/public/static-files.ts';
import { calculatorWidgetCopy } from '../src/content/calculator.ts';
import { calculator } from './support/calculator-page.ts';
import { expect, test, WIDGET_URLS, waitForHydration } from './support/fixtures.ts';

/**
 * The calculator with VITE_CALCULATOR_WIDGET_SRC=off: a real build made for
 * this file (a few seconds), served on a free port beside the main build.
 */
const offDir = resolve(repositoryRoot, `${process.env.DIST_DIR || 'dist'}-calculator-off`);
let server: Server;
let origin = '';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 900 } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, DIST_DIR: offDir, VITE_CALCULATOR_WIDGET_SRC: 'off' },
  });
  server = await startStaticServer(offDir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
});

test('with the widget off, no widget script is added and the built-in calculator is the page’s calculator', async ({
  page,
}) => {
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(WIDGET_URLS.calculator)) widgetRequests.push(request.url());
  });
  await page.goto(`${origin}/calculator`);
  await waitForHydration(page);
  await expect(page.locator('[data-widget-status="off"]')).toBeVisible();
  await expect(calculator.root(page)).toBeVisible();
  await calculator.add(page, 'Medium box').click();
  await calculator.quantity(page, 'Armchair').fill('3');
  await expect(calculator.recommended(page)).toHaveText('15 sq ft (1.4 m²)');
  await expect(page.locator('script[data-external-widget]')).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: calculatorWidgetCopy.loading }),
  ).toHaveCount(0);
  expect(widgetRequests).toEqual([]);
});

test('with the widget off and no JavaScript, the page lists what fits in each size', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/calculator`);
  await expect(
    page.getByRole('heading', { name: calculatorWidgetCopy.fallbackTitle }),
  ).toBeVisible();
  await expect(page.getByText('200 sq ft (18.6 m²)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Size Guide' }).last()).toHaveAttribute(
    'href',
    '/size-guide',
  );
  await context.close();
});
