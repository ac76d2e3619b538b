// @vitest-environment node
/**
 * What the console's listener answers when a route does not: its one error
 * shape (`{ "error": "…" }`) for every 4xx, a refusal of each route
 * module's schema naming the field, a 5xx logged once with nothing
 * personal, and HEAD on every GET route, found by the routes the app
 * registers (so a new GET route is covered without being listed here).
 */

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLaunchConfiguration } from '../../scripts/lib/launch-check.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { readBuiltLayout } from '../public/live-availability.ts';
import { type AnnouncementStore, openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import { openStaffStore, type StaffStore } from '../store/staff.ts';
import { SECURE_SESSION_COOKIE } from './http.ts';
import { consoleRoutes, consoleServerOptions, STAFF_CONTENT_SECURITY_POLICY } from './listener.ts';
import { relyingParty } from './passkeys.ts';

const ORIGIN = 'http://localhost:4174';
const ID = '0'.repeat(36);

let folder = '';
let store: RegistrationStore;
let staff: StaffStore;
let announcements: AnnouncementStore;
let app: FastifyInstance;
/** Every GET route the app registered, as its pattern. */
let getRoutes: string[] = [];
/** Every route that declares no schema, but the console's own files (@fastify/static's). */
let unsaid: string[] = [];
let cookie = '';

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'console-answers-'));
  writeFileSync(join(folder, 'staff.html'), '<!doctype html><title>Staff console</title>');
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'assets', 'console-1a2b3c.js'), 'console.log(1);');
  // As the console's build puts it (scripts/lib/staff-vite-config.ts).
  copyFileSync(join('public-staff', 'favicon.svg'), join(folder, 'favicon.svg'));
  const database = { kind: 'sqlite', file: join(folder, 'r.sqlite') } as const;
  store = await openRegistrationStore(database);
  staff = await openStaffStore(database);
  announcements = await openAnnouncementStore(database);
  // The app createConsoleApp builds, with the routes it registers written down.
  app = Fastify(consoleServerOptions());
  getRoutes = [];
  unsaid = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('GET')) getRoutes.push(route.url ?? route.path);
    if (!route.schema && !route.url.startsWith('/staff/assets/'))
      unsaid.push(`${methods.join(',')} ${route.url}`);
  });
  await app.register(
    consoleRoutes({
      store,
      staff,
      announcements: { store: announcements, compose: announcementComposer('hello@example.org') },
      layout: await readBuiltLayout(),
      rp: relyingParty(ORIGIN, 'Storage'),
      consoleDir: folder,
      trustProxy: false,
      mailDir: join(folder, 'mail'),
      mailFrom: 'hello@example.org',
      mailDelivery: 'file',
      launch: currentLaunchConfiguration({}),
    }),
  );
  await app.ready();
  await staff.invite('owner@example.org', ORIGIN, 'command line (test)');
  const member = (await staff.members()).find((m) => m.email === 'owner@example.org');
  cookie = `${SECURE_SESSION_COOKIE}=${await staff.startSession(member?.id ?? '')}`;
});

afterEach(async () => {
  await app.close();
  await store.close();
  await staff.close().catch(() => undefined);
  await announcements.close();
  rmSync(folder, { recursive: true, force: true });
});

const signedIn = () => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...signedIn(), 'Content-Type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe("the console's answers", () => {
  it('has every route say what it takes', () => {
    expect(unsaid).toEqual([]);
  });

  it('answers HEAD on every GET route as GET, without a body', async () => {
    expect(getRoutes).toContain('/api/staff/registrations');
    expect(getRoutes.length).toBeGreaterThan(15);
    for (const route of getRoutes) {
      // A sample address for each pattern: a real file for the assets' wildcard.
      const url = route.replace('*', 'console-1a2b3c.js').replace(/:(\w+)/g, 'sample');
      const get = await app.inject({ method: 'GET', url, headers: signedIn() });
      const head = await app.inject({ method: 'HEAD', url, headers: signedIn() });
      expect([url, head.statusCode]).toEqual([url, get.statusCode]);
      expect([url, head.headers['content-type']]).toEqual([url, get.headers['content-type']]);
      expect([url, head.body]).toEqual([url, '']);
      if (url.startsWith('/api/staff/') && !url.includes('?')) expect(get.statusCode).not.toBe(404);
    }
  });

  it('sends / and /staff/ on to the console, for GET and HEAD alike, and serves its own icon', async () => {
    for (const url of ['/', '/staff/', '/?next=1'])
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await app.inject({ method, url });
        expect([method, url, answer.statusCode, answer.headers.location]).toEqual([
          method,
          url,
          302,
          '/staff',
        ]);
        expect(answer.headers['content-security-policy']).toBe(STAFF_CONTENT_SECURITY_POLICY);
      }
    const page = await app.inject({ method: 'GET', url: '/staff' });
    expect(page.statusCode).toBe(200);
    // Its own icon, not the site's, and /favicon.ico sent to it.
    const icon = await app.inject({ method: 'GET', url: '/staff/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toContain('<svg');
    expect(icon.body).not.toBe(readFileSync(join('public', 'favicon.ico'), 'latin1'));
    // The site's mark, on the console's own (ink) tile.
    expect(icon.body).toContain('fill="#14213d"');
    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect([ico.statusCode, ico.headers.location]).toEqual([302, '/staff/favicon.svg']);
    expect(readFileSync('staff.html', 'utf8')).toMatch(/<link rel="icon" href="\/favicon\.svg"/);
  });

  it('answers 404 as { error }, and the assets folder itself as a refusal, not as a body', async () => {
    for (const url of ['/api/staff/no-such-route', '/elsewhere']) {
      const answer = await app.inject({ method: 'GET', url, headers: signedIn() });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 404, { error: 'Not found.' }]);
      expect(answer.headers['content-security-policy']).toBe(STAFF_CONTENT_SECURITY_POLICY);
    }
    // The folder is not listed (the static files' own refusal), in the console's words.
    const folder = await app.inject({ method: 'GET', url: '/staff/assets/', headers: signedIn() });
    expect([folder.statusCode, folder.json()]).toEqual([403, { error: 'Forbidden.' }]);
  });

  it('answers an address it cannot read 400, with its headers and without repeating the address', async () => {
    for (const url of ['/api/staff/%', '/%zz']) {
      const answer = await app.inject({ method: 'GET', url, headers: signedIn() });
      expect([url, answer.statusCode, answer.json()]).toEqual([
        url,
        400,
        { error: 'The address is not valid.' },
      ]);
      expect(answer.body).not.toContain('%');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe(STAFF_CONTENT_SECURITY_POLICY);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps 413 and 405 in the same shape, and says what a body that is not JSON is', async () => {
    const large = await post('/api/staff/registrations/contacted', {
      id: ID,
      note: 'x'.repeat(70 * 1024),
    });
    expect([large.statusCode, large.json()]).toEqual([
      413,
      {
        error:
          'What was sent is too large (a file may be at most 1 MB). Send less, or a smaller file, and try again.',
      },
    ]);
    const broken = await post('/api/staff/registrations/stage', '{"id":');
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { error: 'The body is not valid JSON.' },
    ]);
    const list = await post('/api/staff/holds/release', '[1]');
    expect([list.statusCode, list.json()]).toEqual([400, { error: 'body: must be a JSON object' }]);
    const page = await app.inject({ method: 'DELETE', url: '/staff' });
    expect([page.statusCode, page.headers.allow, page.json()]).toEqual([
      405,
      'GET, HEAD',
      { error: 'Use GET.' },
    ]);
  });

  it('refuses what each route module does not take with 400, naming the field', async () => {
    const refusals: [string, Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        'sign-in (routes.ts)',
        post('/api/staff/enrol/options', { invite: 5 }),
        "invite: must be an invite link's token, or null",
      ],
      [
        'data, a body',
        post('/api/staff/registrations/contacted', { id: ID, note: 'x'.repeat(2_001) }),
        'note: must be text of at most 2000 characters',
      ],
      [
        'data, a type',
        post('/api/staff/registrations/contacted', { id: ID, contacted: 'yes' }),
        'contacted: must be true or false',
      ],
      [
        'data, a query',
        app.inject({ url: '/api/staff/registrations?verified=maybe', headers: signedIn() }),
        'verified: must be yes or no, or empty for any',
      ],
      [
        'data, a missing field',
        post('/api/staff/availability/unit', { id: 'A1' }),
        'available: must be given',
      ],
      [
        'holds',
        post('/api/staff/registrations/stage', { id: ID, stage: 'won' }),
        'stage: must be one of new, contacted, offered, held, moved-in, lost',
      ],
      [
        'holds, a reference',
        post('/api/staff/holds/release', { id: 'not-a-reference' }),
        'id: must be a hold reference',
      ],
      [
        'announcements',
        post('/api/staff/announcements/test', {}),
        'id: must be given, an announcement reference',
      ],
    ];
    for (const [module, answer, error] of refusals) {
      const { statusCode, json } = await answer;
      expect([module, statusCode, json()]).toEqual([module, 400, { error }]);
    }
  });

  it('logs a failure once, without the address or anything sent, and answers it plainly', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await staff.close();
    const answer = await post('/api/staff/registrations/contacted?who=alex%40example.org', {
      id: ID,
      note: 'Alex Example, alex@example.org',
    });
    expect(answer.statusCode).toBe(500);
    const { reference } = answer.json() as { reference: string };
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    expect(answer.json()).toEqual({
      error: `Something went wrong on our side (reference ${reference}). Try again shortly; if it happens again, give that reference to whoever runs the server.`,
      reference,
    });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toMatch(
      /^The console could not answer POST \/api\/staff\/registrations\/contacted: /,
    );
    expect(line).toContain(`(reference ${reference})`);
    // Each failure has its own.
    const again = await post('/api/staff/registrations/contacted', { id: ID, note: '' });
    expect((again.json() as { reference: string }).reference).not.toBe(reference);
    expect(line).not.toMatch(/alex|Example/i);
    log.mockRestore();
  });
});
