import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.ts';

/**
 * Browser tests run against the built, prerendered site (npm run build),
 * served by the same static server as `npm start`, in Debian's Chromium:
 * once for each of the two runs `npm run test:e2e` makes (the projects below).
 */
const port = Number(process.env.E2E_PORT || 4310);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Registrations made by the tests go to a fresh SQLite file, never to
 * data/registrations.sqlite; tests read it back through this variable.
 */
process.env.E2E_REGISTRATIONS_DB ||= join(
  mkdtempSync(join(tmpdir(), 'e2e-registrations-')),
  'registrations.sqlite',
);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };
/** Tests that stop a shared service: they run last, on their own (see the projects below). */
const ALONE = /registration-postgres\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'off',
    // The service worker is tested in offline.spec.ts; elsewhere it would hide requests from page.route.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ALONE },
    // Run on their own, after the rest (npm run test:e2e runs the projects one
    // after the other): while the PostgreSQL outage test stopped its database,
    // a page in the other worker (the human check's, held mid-check) was closed
    // under it, in two full runs of two and when the two tests ran side by side.
    { name: 'alone', use: chromium, testMatch: ALONE },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    env: {
      PORT: String(port),
      // The console's own listener, beside the site's (server/main.ts), clear of the ports
      // tests start servers of their own on (E2E_PORT + 1, 2, 3).
      STAFF_PORT: String(port + 100),
      DIST_DIR: process.env.DIST_DIR || 'dist',
      REGISTRATIONS_DB: process.env.E2E_REGISTRATIONS_DB,
      // No SMTP_URL: the messages are written as .eml files beside the test database.
      MAIL_DIR: join(dirname(process.env.E2E_REGISTRATIONS_DB), 'mail'),
      // Every test posts from 127.0.0.1: the per-address limit is tested on its own server.
      REGISTRATION_RATE_LIMIT: '1000',
    },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
