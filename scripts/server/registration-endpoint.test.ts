// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistrationEndpoint, ukTodayLenient } from './registration-endpoint.ts';
import { registrationPages } from './registration-page.ts';
import { openRegistrationStore, type RegistrationStore } from './registration-store.ts';

const SHELL =
  '<html><head><title>Register</title></head><body><main id="main"><h1>Register Your Interest</h1></main></body></html>';

let dir = '';
let store: RegistrationStore;
let server: Server;
let url = '';

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'endpoint-'));
  store = await openRegistrationStore({ kind: 'sqlite', file: join(dir, 'r.sqlite') });
  const handle = createRegistrationEndpoint({
    store,
    path: '/api/registrations',
    pages: registrationPages(SHELL),
    today: () => '2026-11-22',
  });
  server = createServer(async (req, res) => {
    if (!(await handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/registrations`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

describe('registration endpoint', () => {
  it('stores a valid registration before answering 201 with its id', async () => {
    const response = await post(JSON.stringify({ name: 'Alex', email: 'alex@example.org' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await store.list()).map((r) => [r.id, r.name])).toEqual([[id, 'Alex']]);
  });

  it('answers a form posted without JavaScript with pages, escaping what was typed', async () => {
    const ok = await post(
      'name=%3Cb%3EJo&phone=0151+496+0123',
      'application/x-www-form-urlencoded',
      {
        Accept: 'text/html',
      },
    );
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

describe('the server’s today', () => {
  it('is the day before the UK date, so a visitor behind the UK may still choose their today', () => {
    expect(ukTodayLenient(new Date('2026-11-22T00:30:00Z'))).toBe('2026-11-21');
    // 23:30 UTC in summer is already the next day in the UK.
    expect(ukTodayLenient(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-01');
  });
});
