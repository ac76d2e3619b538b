import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect } from './fixtures.ts';

/** The SQLite file the test server stores registrations in (see playwright.config.ts). */
export const registrationsDb = () => process.env.E2E_REGISTRATIONS_DB as string;

/** Every stored registration's name and email, read straight from the SQLite file. */
export function storedRows(file = registrationsDb()): { name: string; email: string | null }[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT name, email FROM registrations ORDER BY rowid').all() as {
      name: string;
      email: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** Why each stored registration with this name is not verified (null for a verified one). */
export function unverifiedReasons(name: string, file = registrationsDb()): (string | null)[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT unverified_reason FROM registrations WHERE name = ? ORDER BY rowid')
      .pluck()
      .all(name) as (string | null)[];
  } finally {
    db.close();
  }
}

/** Fails on serious or critical axe violations in the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/**
 * Axe needs scripts; a page received with JavaScript off is checked as a copy
 * in a page with scripts on (its styles are inline, so it looks the same).
 */
export async function expectNoSeriousAxeViolationsIn(browser: Browser, html: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setContent(html);
  await expectNoSeriousAxeViolations(page);
  await context.close();
}

/** The servers startOwnServer started that are still running. */
const ownServers = new Set<ChildProcess>();

/**
 * Kills every server startOwnServer started that is still running: after each
 * test, so one that timed out (and never reached its own stop) cannot hold its
 * port, and its used-up rate limit, into the next test.
 */
export function killOwnServers() {
  for (const child of ownServers) child.kill('SIGKILL');
  ownServers.clear();
}

/**
 * A second instance of the bundled server (the same `server/main.ts`), for
 * tests that stop and restart it. Resolves once it answers.
 */
export async function startOwnServer(port: number, db: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      STAFF_PORT: '0',
      DIST_DIR: process.env.DIST_DIR || 'dist',
      REGISTRATIONS_DB: db,
      MAIL_DIR: join(dirname(db), 'mail'),
    },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        // A start loads the whole server with tsx: a few seconds, more on a busy machine.
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    // A server that did not answer in time must not outlive the test holding its port.
    child.kill('SIGKILL');
    throw error;
  }
  ownServers.add(child);
  child.once('exit', () => ownServers.delete(child));
  return child;
}

/** Stops the server: SIGTERM, or SIGKILL to stand for a crash (nothing gets to run on the way out). */
export async function stopOwnServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
