import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { runScript } from '../scripts/lib/run-script.ts';
import { type ServeProcess, startServeProcess } from '../scripts/lib/serve-process.ts';
import { expect, test, waitForHydration, waitForIsland } from './support/fixtures.ts';
import { layoutFile, planViewport } from './support/floor-plan-page.ts';
import { expectNoSeriousAxeViolations } from './support/registration.ts';
import { allRoutes } from './support/routes.ts';

/**
 * The owner's console in Chromium, with its virtual authenticator standing in
 * for a phone's or laptop's passkey (CDP WebAuthn). The console runs on its
 * own server and database, at http://localhost:<port>: WebAuthn binds
 * passkeys to a host name, never to an IP address.
 */
// Each test runs staff:invite as a process and starts from a fresh enrolment: slower than a page visit.
test.describe.configure({ timeout: 120_000 });

let server: ServeProcess;
let folder = '';
let origin = '';
let database = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'e2e-staff-'));
  database = join(folder, 'registrations.sqlite');
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startServeProcess({
    PORT: String(port),
    DIST_DIR: process.env.DIST_DIR || 'dist',
    REGISTRATIONS_DB: database,
    MAIL_DIR: join(folder, 'mail'),
    STAFF_ORIGIN: origin,
    REGISTRATION_RATE_LIMIT: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

const scriptEnv = () => ({
  REGISTRATIONS_DB: database,
  STAFF_ORIGIN: origin,
  MAIL_DIR: join(folder, 'mail'),
});

/** Runs staff:invite as staff would, and returns the link it prints as its last line. */
async function invite(email: string): Promise<string> {
  const run = await runScript('scripts/staff-invite.ts', ['--email', email], scriptEnv());
  expect(run.code, run.stderr).toBe(0);
  const link = run.stdout.trim().split('\n').at(-1) ?? '';
  expect(link).toMatch(new RegExp(`^${origin}/staff/enrol#invite=[A-Za-z0-9_-]{43}$`));
  return link;
}

/** A virtual platform authenticator with user verification, as a phone's would be. */
async function authenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function enrol(page: Page, email: string) {
  await authenticator(page);
  await page.goto(await invite(email));
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

async function register(page: Page, name: string) {
  const answer = await page.request.post(`${origin}/api/registrations`, {
    headers: { Origin: origin, Accept: 'application/json' },
    data: {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.org`,
      storageType: 'personal',
      unitSize: '25',
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const unique = () => randomBytes(4).toString('hex');

test('invite, enrol, list, mark contacted, erase with the passkey asked again, sign out and in', async ({
  page,
}) => {
  const email = `owner-${unique()}@example.org`;
  const person = `Robin${unique()} Tester`;
  const reference = await register(page, person);
  await enrol(page, email);
  expect(page.url()).toBe(`${origin}/staff`);

  const cookie = (await page.context().cookies(origin)).find((c) => c.name === 'staff_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false });
  expect(cookie?.expires).toBe(-1);

  await page.getByRole('searchbox', { name: /Search by name/ }).fill(person);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: person });
  await expect(card).toContainText(reference);
  // Posted by the test without the human check's proof: staff are told why, and the visitor's
  // address gets no confirmation. Without SMTP_URL the staff copy is written as an .eml file.
  await expect(card).toContainText('VerifiedNo: no proof of the human check');
  await expect(card).toContainText(/Confirmation: none; staff copy: (pending|sent)/);
  await expectNoSeriousAxeViolations(page);

  await card.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(card).toContainText(`Yes, by ${email} on`);
  await card.getByRole('textbox', { name: 'Note' }).fill('Rang back on Saturday');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'note saved' })).toBeVisible();

  await card.getByRole('button', { name: 'Erase this person' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erased 1 registration(s)' }),
  ).toContainText(reference);
  await expect(page.getByRole('article', { name: person })).toHaveCount(0);

  await page.getByRole('button', { name: 'Audit' }).click();
  const log = page.getByRole('table', { name: /staff actions/ });
  for (const action of ['enrol', 'contacted', 'note', 'erase'])
    await expect(
      log.getByRole('row').filter({ hasText: email }).filter({ hasText: action }).first(),
    ).toBeVisible();
  // The erase is recorded by reference, never by what was erased.
  await expect(log).toContainText(reference);
  await expect(log).not.toContainText(person);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect((await page.request.get(`${origin}/api/staff/session`)).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});

// The spent invite's refusal (410) is logged by the browser as a failed load.
test.describe('refusals', () => {
  test.use({ allowedConsoleErrors: [/status of 410/] });

  test('refuses a stranger, an unknown passkey, a used invite and a cross-site post', async ({
    page,
    browser,
  }) => {
    const stranger = await browser.newContext();
    const asked = await stranger.request.get(`${origin}/api/staff/registrations`);
    expect(asked.status()).toBe(401);
    expect(await asked.json()).toEqual({ error: 'Sign in first.' });
    const strangerPage = await stranger.newPage();
    const fetched: string[] = [];
    strangerPage.on('request', (r) => fetched.push(r.url()));
    await strangerPage.goto(`${origin}/staff`);
    await expect(strangerPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(strangerPage);
    // Without a session the console's panels are not even fetched.
    expect(fetched.filter((url) => url.includes('console-panels'))).toEqual([]);

    // A passkey this site never enrolled.
    const { cdp, id } = await authenticator(strangerPage);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId: id,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: Buffer.from('someone').toString('base64'),
        signCount: 0,
      },
    });
    await strangerPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(strangerPage.getByRole('alert')).toContainText('This passkey is not known here');
    expect((await stranger.request.get(`${origin}/api/staff/session`)).status()).toBe(401);
    await stranger.close();

    const email = `second-${unique()}@example.org`;
    const link = await invite(email);
    await authenticator(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    // The same link again: spent.
    await page.goto(link);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('has been used');

    // The signed-in browser's cookie rides along, but the request is not from the console.
    const reference = await register(page, `Kim${unique()} Tester`);
    const crossSite: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const post = await page.request.post(`${origin}/api/staff/registrations/contacted`, {
        headers,
        data: { id: reference, contacted: true },
      });
      expect(post.status()).toBe(403);
    }
    const listed = await page.request.get(`${origin}/api/staff/registrations?q=${reference}`);
    expect(
      ((await listed.json()) as { leads: { contactedAt: null }[] }).leads[0]?.contactedAt,
    ).toBeNull();
  });
});

test('a unit changed in the console shows on the public plan within a minute, without a rebuild', async ({
  page,
  browser,
}) => {
  await enrol(page, `units-${unique()}@example.org`);
  const visitor = await browser.newPage();
  await visitor.clock.install();
  await visitor.goto(`${origin}/size-guide`);
  await waitForHydration(visitor);
  const summary = visitor.locator('#floor-plan-summary');
  // The plan is an island that hydrates as it comes into view; from then on it follows staff's changes.
  await summary.scrollIntoViewIfNeeded();
  await waitForIsland(visitor, 'floor-plan');
  const before = (await summary.textContent()) ?? '';
  const [, total, available] = before.match(/(\d+) units: (\d+) available/) ?? [];
  expect(Number(total)).toBeGreaterThan(0);
  // The statuses the build drew, of its day, until live ones differ from them.
  expect(before).toMatch(/, as of \d{1,2} \w+ \d{4}\.$/);

  await page.getByRole('button', { name: 'Availability' }).click();
  const mark = page.getByRole('button', { name: /^Mark unit \S+ not available$/ }).first();
  const unit = ((await mark.getAttribute('aria-label')) ?? '').split(' ')[2];
  await mark.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Unit ${unit} is now not available.` }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await visitor.clock.runFor(60_000);
  await expect(summary).toContainText(`${total} units: ${Number(available) - 1} available`);
  await expect(summary).toHaveText(/, updated just now\.$/);
  await visitor.close();

  await page.getByRole('button', { name: 'Audit' }).click();
  await expect(page.getByRole('table', { name: /staff actions/ })).toContainText(
    `unit: ${unit}; available: false`,
  );
});

test('"Show me one" offers only a unit available now: not one staff have marked taken since the build', async ({
  page,
  browser,
}) => {
  // Every 50 sq ft unit the built data calls available, marked taken in the console.
  const fifty = layoutFile.units.filter((u) => u.sqft === 50 && u.isAvailable).map((u) => u.id);
  const [first] = fifty;
  if (!first) throw new Error('The built data has no available 50 sq ft unit');
  await enrol(page, `show-one-${unique()}@example.org`);
  await page.getByRole('button', { name: 'Availability' }).click();
  const mark = async (id: string, to: 'not available' | 'available') => {
    await page.getByRole('button', { name: `Mark unit ${id} ${to}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Unit ${id} is now ${to}.` }),
    ).toBeVisible();
  };
  for (const id of fifty) await mark(id, 'not available');

  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await visitor.goto(`${origin}/size-guide?size=50`);
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: 'Show me one' }).click();
  // None is free now: the plan comes into view, and no unit's details open.
  await expect(planViewport(visitor)).toBeInViewport();
  await waitForIsland(visitor, 'floor-plan');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).searchParams.get('unit')).toBeNull();

  // Free again: the same button opens one.
  await mark(first, 'available');
  await visitor.reload();
  await waitForHydration(visitor);
  await visitor.getByRole('button', { name: 'Show me one' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => new URL(visitor.url()).searchParams.get('unit')).toBe(first);
  await visitor.close();
  for (const id of fifty.slice(1)) await mark(id, 'available');
});

test('no public route loads any console code, and the static build holds none', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const route of allRoutes) {
    await page.goto(route.path);
    await waitForHydration(page);
  }
  expect(requested.filter((path) => path.startsWith('/staff'))).toEqual([]);
  const dist = process.env.DIST_DIR || 'dist';
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const consoleWords = /Create a passkey|Sign in with a passkey|api\/staff/;
  for (const name of assets)
    expect([name, consoleWords.test(readFileSync(join(dist, 'assets', name), 'utf8'))]).toEqual([
      name,
      false,
    ]);
});
