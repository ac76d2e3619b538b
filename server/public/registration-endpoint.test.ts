// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from '../../scripts/lib/html.ts';
import { receivedText } from '../../src/content/registration-form.ts';
import { renderRegistrationForm } from '../../src/entry-form.tsx';
import { staticMailContent } from '../mail/mail-content.ts';
import { markedMailContent } from '../mail/test-mail-content.ts';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import { createHumanCheck } from './human-check.ts';
import { registrationRoutes } from './registration-endpoint.ts';
import { registrationPages } from './registration-page.ts';
import { solvedProof, solveForTest } from './test-proofs.ts';

const SHELL =
  '<html><head><title>Register</title></head><body><main id="main"><h1>Register Your Interest</h1></main></body></html>';

const ORIGIN = 'https://www.widnes-self-storage.co.uk';
let dir = '';
let store: RegistrationStore;
let server: FastifyInstance;
let url = '';
const humanCheck = createHumanCheck({ key: 'the key every server shares', configured: true });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'endpoint-'));
  store = await openRegistrationStore({ kind: 'sqlite', file: join(dir, 'r.sqlite') });
  server = Fastify();
  await server.register(
    registrationRoutes({
      store,
      path: '/api/registrations',
      pages: registrationPages(SHELL, renderRegistrationForm),
      today: () => '2026-11-22',
      humanCheck,
    }),
  );
  url = `${await server.listen({ port: 0, host: '127.0.0.1' })}/api/registrations`;
});

afterEach(async () => {
  await server.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

/** Follows a 303 as the browser that posted does: with the cookie it was given. */
async function followAsPoster(form: string): Promise<Response> {
  const posted = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: form,
    redirect: 'manual',
  });
  if (posted.status !== 303) return posted;
  const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return fetch(new URL(posted.headers.get('location') ?? '', url), { headers: { Cookie: cookie } });
}

describe('registration endpoint', () => {
  it('stores a valid registration before answering 201 with its id', async () => {
    const response = await post(JSON.stringify({ name: 'Alex', email: 'alex@example.org' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await store.list()).map((r) => [r.id, r.name])).toEqual([[id, 'Alex']]);
  });

  it('answers a form posted without JavaScript with pages, escaping what was typed', async () => {
    const ok = await followAsPoster('name=%3Cb%3EJo&phone=0151+496+0123');
    expect(ok.status).toBe(200);
    const page = await ok.text();
    expect(page).toContain('<h1>Registration received</h1>');
    expect(page).toContain('&lt;b&gt;Jo');
    const bad = await post('name=Jo', 'application/x-www-form-urlencoded', { Accept: 'text/html' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      'href="#registration-email">Enter an email address or a phone number',
    );
    expect(await store.count()).toBe(1);
  });

  it('answers a form posted without JavaScript with 303 to a confirmation page, stored once if sent twice', async () => {
    const form = 'name=Jo+Bloggs&email=jo%40example.org&unitSize=25';
    const first = await post(form, 'application/x-www-form-urlencoded', {
      Accept: 'text/html',
    }).then((r) => r);
    const manual = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: form,
      redirect: 'manual',
    });
    expect(manual.status).toBe(303);
    const location = manual.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/registrations\/received\/[0-9a-f-]{36}$/);
    // The second post within ten minutes is the same registration: one row, the same page.
    expect(first.url).toBe(new URL(location, url).href);
    const rows = await store.list();
    expect(rows.map((r) => r.name)).toEqual(['Jo Bloggs']);
    const page = await (await followAsPoster(form)).text();
    expect(page).toContain('<h1>Registration received</h1>');
    expect(page).toContain('Jo Bloggs');
    // No SMTP in this set-up: the page promises the reply and no email.
    expect(page).toContain(escapeHtml(receivedText('none')));
    expect(page).not.toContain('on its way');
    // An unknown reference gets a generic confirmation with nothing personal.
    const generic = await (await fetch(new URL('/api/registrations/received/nope', url))).text();
    expect(generic).toContain('<h1>Registration received</h1>');
    expect(generic).not.toContain('Jo Bloggs');
  });

  it('hands out a fresh challenge for the human check, never to be cached', async () => {
    const [one, two] = await Promise.all([fetch(`${url}/challenge`), fetch(`${url}/challenge`)]);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    const [a, b] = (await Promise.all([one.json(), two.json()])) as {
      parameters: { algorithm: string; expiresAt: number };
      signature: string;
    }[];
    expect(a?.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(a?.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 25 * 60);
    expect(a?.signature).not.toBe(b?.signature);
    const posted = await fetch(`${url}/challenge`, { method: 'POST' });
    expect(posted.status).toBe(405);
  });

  // Four proofs of work solved as a browser solves them: CPU, 0.4 s in a full
  // run here and several times that on a busy machine, so room of its own.
  it('stores every registration, verified only with a fresh proof used once', {
    timeout: 30_000,
  }, async () => {
    const send = async (name: string, extra: Record<string, unknown>) => {
      const response = await post(JSON.stringify({ name, email: 'x@example.org', ...extra }));
      expect(response.status).toBe(201);
    };
    const proof = await solvedProof(url);
    await send('Solved', { altcha: proof });
    await send('Reused', { altcha: proof });
    await send('Scripted', { elapsedMs: 12_000 });
    await send('Unfinished', { altcha: 'unfinished' });
    await send('Garbage', { altcha: 'bm90IGEgcHJvb2Y=' });
    const otherSite = createHumanCheck({ key: 'another key', configured: true });
    await send('Forged', { altcha: await solveForTest(await otherSite.issue()) });
    const stale = await humanCheck.issue(new Date(Date.now() - 31 * 60_000));
    await send('Stale', { altcha: await solveForTest(stale) });
    await send('Honeypot', { altcha: await solvedProof(url), website: 'http://spam.example' });
    // By name: two posts can arrive in one millisecond, and the list's order then ties.
    const stored = await store.list();
    expect(stored).toHaveLength(8);
    expect(Object.fromEntries(stored.map((r) => [r.name, r.unverifiedReason]))).toEqual({
      Solved: null,
      Reused: 'reused-proof',
      Scripted: 'no-proof',
      Unfinished: 'check-unfinished',
      Garbage: 'invalid-proof',
      Forged: 'invalid-proof',
      Stale: 'expired-proof',
      Honeypot: 'honeypot',
    });
  });

  it('refuses JSON that is not an object, and other body types', async () => {
    expect((await post('[1]')).status).toBe(400);
    expect((await post('{oops')).status).toBe(400);
    expect((await post('name=Jo', 'text/plain')).status).toBe(415);
  });

  it('answers 500 when storing fails, and logs no personal data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await store.close();
    const response = await post(
      JSON.stringify({ name: 'Private Person', email: 'pp@example.org' }),
    );
    expect(response.status).toBe(500);
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('Registration not stored');
    expect(logged).not.toMatch(/Private Person|pp@example\.org/);
  });
});

describe("the endpoint's messages", () => {
  // A proof of work solved as a browser solves it: room of its own on a busy machine.
  it('are composed by the mail content the getter gives at each registration', {
    timeout: 30_000,
  }, async () => {
    let content = staticMailContent;
    const app = Fastify();
    await app.register(
      registrationRoutes({
        store,
        path: '/api/registrations',
        pages: registrationPages(SHELL, renderRegistrationForm),
        today: () => '2026-11-22',
        humanCheck,
        mail: {
          addresses: { from: 'hello@example.org', staff: 'staff@example.org', origin: ORIGIN },
          sendsEmail: false,
          messageIdDomain: 'example.org',
          // Every confirmation held, so the alert that says so is composed too.
          confirmationsPerHour: 0,
          heldAlertDelayMs: 60_000,
          content: () => content,
        },
      }),
    );
    const endpoint = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/registrations`;
    const register = async (name: string) => {
      const email = `${name.toLowerCase()}@example.org`;
      const body = { name, email, altcha: await solvedProof(endpoint) };
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
    };
    try {
      await register('Before');
      content = markedMailContent('[published]');
      await register('After');
    } finally {
      await app.close();
    }
    const brand = 'Widnes Self Storage';
    const messages = (await store.outbox.all()).map((m) => `${m.kind}: ${m.subject}`);
    expect(messages.sort()).toEqual([
      // The alert of the first held confirmation, brought up to date by the next.
      `staff-alert: [published] Confirmation emails held: 2 waiting | ${brand}`,
      'staff-notification: New registration: Before',
      'staff-notification: [published] New registration: After',
      `visitor-confirmation: We have your registration | ${brand}`,
      `visitor-confirmation: [published] We have your registration | ${brand}`,
    ]);
  });
});
