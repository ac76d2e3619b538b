// @vitest-environment node
/**
 * What the public listener answers when a route does not, on the site app
 * with the API routes as server/main.ts composes it: `{ "error": "…" }` for
 * the API's refusals, the site's 404 page and plain text for its pages, a
 * refusal of each API route's schema naming the field, a 5xx logged once
 * with nothing personal, and HEAD on every GET route the API registers
 * (found as the app registers them, so a new one is covered unlisted); and
 * the news confirmation page, whose GET confirms nothing and whose button's
 * post confirms once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHeadersFile, headerRules } from '../../scripts/lib/header-rules.ts';
import { securityHeaders } from '../../src/config/security-headers.ts';
import { thirdPartyConfig } from '../../src/config/third-party.ts';
import { renderRegistrationForm } from '../../src/entry-form.tsx';
import { type AnnouncementStore, openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import { alex, confirmNews } from '../store/test-registrations.ts';
import { availabilityRoutes } from './availability-route.ts';
import { consentRoutes } from './consent-routes.ts';
import { createHumanCheck } from './human-check.ts';
import { readBuiltLayout } from './live-availability.ts';
import { registrationRoutes } from './registration-endpoint.ts';
import { registrationPages } from './registration-page.ts';
import { createSiteApp } from './static-files.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

const SHELL =
  '<html><head><title>Register</title></head><body><main id="main"><h1>Register</h1></main></body></html>';

let folder = '';
let store: RegistrationStore;
let announcements: AnnouncementStore;
let app: FastifyInstance;
/** Every GET route the API registered, as its pattern. */
let getRoutes: string[] = [];
/** Every API route that declares no schema. */
let unsaid: string[] = [];
/** The live availability's overrides: a test makes them fail. */
let overrides: () => Promise<Map<string, boolean>>;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'public-answers-'));
  const root = join(folder, 'site');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page not found</h1>');
  const rules = headerRules(securityHeaders(thirdPartyConfig({})), ['/']);
  writeFileSync(join(root, '_headers'), formatHeadersFile(rules));
  const database = { kind: 'sqlite', file: join(folder, 'r.sqlite') } as const;
  store = await openRegistrationStore(database);
  announcements = await openAnnouncementStore(database);
  const layout = await readBuiltLayout();
  overrides = async () => new Map();
  const pages = registrationPages(SHELL, renderRegistrationForm);
  getRoutes = [];
  unsaid = [];
  app = await createSiteApp(root, {
    routes: async (api) => {
      api.addHook('onRoute', (route) => {
        if ([route.method].flat().includes('GET')) getRoutes.push(route.url ?? route.path);
        if (!route.schema) unsaid.push(`${[route.method].flat().join(',')} ${route.url}`);
      });
      await api.register(
        registrationRoutes({
          store,
          path: '/api/registrations',
          pages,
          today: () => '2026-11-22',
          humanCheck: createHumanCheck({ key: 'a key', configured: true }),
        }),
      );
      await api.register(availabilityRoutes(layout, () => overrides()));
      await api.register(unsubscribeRoutes({ store: announcements, pages }));
      await api.register(consentRoutes({ store: announcements, pages }));
    },
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await store.close();
  await announcements.close();
  rmSync(folder, { recursive: true, force: true });
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
    payload,
  });

describe("the public listener's answers", () => {
  it('has every API route say what it takes', () => {
    expect(getRoutes.length).toBeGreaterThan(0);
    expect(unsaid).toEqual([]);
  });

  it('answers HEAD on every GET route as GET, without a body', async () => {
    const token = await announcements.unsubscribeToken('alex@example.org');
    expect(getRoutes).toContain('/unsubscribe/:token');
    expect(getRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of getRoutes) {
      const url = route.replace(':token', token).replace(/:(\w+)/g, 'sample');
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, get.statusCode]);
      expect([url, head.headers['content-type']]).toEqual([url, get.headers['content-type']]);
      expect([url, head.body]).toEqual([url, '']);
    }
    // The address every announcement carries answers HEAD as it answers GET: 200.
    const head = await app.inject({ method: 'HEAD', url: `/unsubscribe/${token}` });
    expect(head.statusCode).toBe(200);
  });

  it("answers the API's refusals as { error }, naming the field, and the pages' as before", async () => {
    const typed = await post('/api/registrations', JSON.stringify({ name: 5 }));
    expect([typed.statusCode, typed.json()]).toEqual([400, { error: 'name: must be text' }]);
    expect(typed.headers['cache-control']).toBe('no-store');
    const list = await post('/api/registrations', '[1]');
    expect([list.statusCode, list.json()]).toEqual([400, { error: 'body: must be a JSON object' }]);
    const broken = await post('/api/registrations', '{"name":');
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { error: 'The body is not valid JSON.' },
    ]);
    // The shared schema's own words, field by field, as the form shows them.
    const problems = await post('/api/registrations', JSON.stringify({ name: '' }));
    expect(problems.statusCode).toBe(400);
    expect(Object.keys(problems.json().errors)).toContain('name');
    const large = await post('/api/registrations', JSON.stringify({ message: 'x'.repeat(17_000) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: expect.any(String) });
    const wrongMethod = await post('/api/availability', '{}');
    expect([wrongMethod.statusCode, wrongMethod.json()]).toEqual([405, { error: 'Use GET.' }]);
    const invalidJson = await post('/api/availability', '{"a":');
    expect([invalidJson.statusCode, invalidJson.json()]).toEqual([
      400,
      { error: 'The body is not valid JSON.' },
    ]);

    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect([missing.statusCode, missing.headers['content-type']]).toEqual([
      404,
      'text/html; charset=utf-8',
    ]);
    expect(missing.body).toContain('Page not found');
    const badAddress = await app.inject({ method: 'GET', url: '/%' });
    expect([badAddress.statusCode, badAddress.headers['content-type']]).toEqual([
      400,
      'text/plain; charset=utf-8',
    ]);
    expect(badAddress.body).not.toContain('%');
    const pagePost = await app.inject({ method: 'DELETE', url: '/' });
    expect([pagePost.statusCode, pagePost.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('logs a failure once, without the address or anything personal, and answers it plainly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    overrides = () => Promise.reject(new Error('cannot read alex@example.org'));
    const answer = await app.inject({ method: 'GET', url: '/api/availability?who=alex' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      error: 'Something went wrong on our side; try again shortly.',
    });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /^The public site could not answer GET \/api\/availability: Error \(reference [A-Z0-9]{6}\)$/,
    );
    log.mockClear();

    // A page's failure is logged the same way, and answered in plain text.
    const token = await announcements.unsubscribeToken('alex@example.org');
    await announcements.close();
    const page = await app.inject({ method: 'GET', url: `/unsubscribe/${token}` });
    expect([page.statusCode, page.headers['content-type']]).toEqual([
      500,
      'text/plain; charset=utf-8',
    ]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /^The public site could not answer GET \/unsubscribe\/:token: /,
    );
    expect(String(log.mock.calls[0]?.[0])).not.toContain(token);
    log.mockRestore();
    announcements = await openAnnouncementStore({
      kind: 'sqlite',
      file: join(folder, 'r.sqlite'),
    });
  });
});

describe('the news confirmation page', () => {
  const form = (fields: Record<string, string>) =>
    post('/api/registrations', new URLSearchParams(fields).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    });
  const someone = (email: string, unitSize = '50') => ({
    name: 'Alex Example',
    email,
    storageType: 'business',
    unitSize,
    marketingOptIn: 'yes',
  });
  const verified = { verification: { proof: { id: 'p1', expiresAt: new Date('2099-01-01') } } };

  it('shows one button and changes nothing when opened; its post confirms, once', async () => {
    const sam = await store.add({ ...alex, email: 'sam@example.org' }, verified);
    const token = await announcements.consentToken(sam.registration.id);
    const url = `/confirm-news/${token}`;
    for (const _ of [1, 2]) {
      const opened = await app.inject({ method: 'GET', url });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
      expect(opened.body).toContain(
        `<form method="post" action="${url}"><button type="submit" class="reg-again">Yes, send me news</button></form>`,
      );
      expect(opened.body).not.toMatch(/<script/);
    }
    expect(await announcements.reach()).toMatchObject({ recipients: 0, waiting: 1 });

    // The button pressed twice at once: one confirmation, and the second press is told so.
    const presses = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          payload: '',
        }),
      ),
    );
    expect(presses.map((p) => p.statusCode)).toEqual([200, 200]);
    const said = presses.map((p) => /<h1>([^<]*)<\/h1>/.exec(p.body)?.[1]).sort();
    expect(said).toEqual(['Thank you: you will get our news', 'You have already confirmed']);
    expect(await announcements.reach()).toMatchObject({ recipients: 1, waiting: 0 });
    const again = await app.inject({ method: 'GET', url });
    expect([again.statusCode, again.body.includes('You have already confirmed')]).toEqual([
      200,
      true,
    ]);
  });

  it('says so for a link it did not issue or one past its days, and a stranger’s post adds nobody', async () => {
    const posted = await form(someone('Alex@Example.org'));
    expect(posted.statusCode).toBe(201);
    const forged = `/confirm-news/${'x'.repeat(43)}`;
    for (const method of ['GET', 'POST'] as const) {
      const answer = await app.inject({ method, url: forged });
      expect([answer.statusCode, answer.body.includes('This link is not recognised')]).toEqual([
        404,
        true,
      ]);
    }
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    const late = await announcements.consentToken(String(posted.json().id), eightDaysAgo);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await app.inject({ method, url: `/confirm-news/${late}` });
      expect([answer.statusCode, answer.body.includes('This link has expired')]).toEqual([
        410,
        true,
      ]);
    }
    // Alex confirms from the mailbox, then unsubscribes; a stranger types the address again.
    expect(await confirmNews(announcements, String(posted.json().id))).toBe('confirmed');
    await announcements.unsubscribe(await announcements.unsubscribeToken('alex@example.org'));
    expect((await form(someone('ALEX@example.org', '25'))).statusCode).toBe(201);
    expect(await announcements.reach()).toMatchObject({
      recipients: 0,
      leftOut: { unsubscribed: 1 },
    });
  });
});
