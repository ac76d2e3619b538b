// @vitest-environment node
/**
 * The console's server side over real HTTP, on SQLite and on PostgreSQL: the
 * refusals (no session, another origin, a spent or expired invite, too many
 * attempts), sessions (idle and absolute limits, sign-out), and what a
 * member signed in can read and change, with the audit log it leaves.
 * Sessions are started through the store here; the passkey ceremonies
 * themselves run in Chromium with its virtual authenticator (e2e/staff-console.spec.ts).
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLaunchConfiguration } from '../../scripts/lib/launch-check.ts';
import type { Registration } from '../../src/features/registration/registration-schema.ts';
import type { Layout } from '../../src/layout/layout-schema.ts';
import { londonTime } from '../../src/staff-shared/london-time.ts';
import { announcementComposer } from '../mail/announcement-mail.ts';
import { availabilityRoutes } from '../public/availability-route.ts';
import { readBuiltLayout } from '../public/live-availability.ts';
import { type AnnouncementStore, openAnnouncementStore } from '../store/announcements.ts';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import {
  DEFAULT_SESSION_IDLE_MS,
  INVITE_LIFETIME_MS,
  openStaffStore,
  SESSION_ABSOLUTE_MS,
  type StaffStore,
} from '../store/staff.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { confirmNews } from '../store/test-registrations.ts';
import {
  isSecureCookieOrigin,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookie,
} from './http.ts';
import { createConsoleApp } from './listener.ts';
import { relyingParty } from './passkeys.ts';
import { registrationsCsv } from './registration-csv.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp(), DATABASE_TEST_TIMEOUT);

const ORIGIN = 'http://localhost:4173';
const alex: Registration = {
  name: 'Alex 100%_Example',
  email: 'alex@example.org',
  phone: '07700 900123',
  storageType: 'business',
  unitSize: '50',
  moveInDate: null,
  message: null,
  marketingOptIn: false,
  unitId: null,
};
const sam: Registration = {
  ...alex,
  name: 'Sam Other',
  email: 'sam@example.net',
  phone: null,
  storageType: 'personal',
  unitSize: '25',
};

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

let layout: Layout;
let folder = '';

beforeEach(async () => {
  layout ??= await readBuiltLayout();
  folder = mkdtempSync(join(tmpdir(), 'staff-console-'));
  writeFileSync(join(folder, 'staff.html'), '<!doctype html><title>Staff console</title>');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe.each(databases.each)(
  'the console on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    let store: RegistrationStore;
    let staff: StaffStore;
    let announcements: AnnouncementStore;
    let server: FastifyInstance;
    let site: FastifyInstance;
    let base = '';
    /** The public listener's live availability, fed by the console's changes. */
    let availability = '';
    let clock = new Date('2026-12-01T09:00:00Z');

    beforeEach(async () => {
      const config = await database.fresh();
      store = await openRegistrationStore(config);
      staff = await openStaffStore(config);
      announcements = await openAnnouncementStore(config);
      clock = new Date('2026-12-01T09:00:00Z');
      server = await createConsoleApp({
        store,
        staff,
        announcements: { store: announcements, compose: announcementComposer('hello@example.org') },
        layout,
        rp: relyingParty(ORIGIN, 'Storage'),
        consoleDir: folder,
        trustProxy: true,
        mailDir: join(folder, 'mail'),
        mailFrom: 'hello@example.org',
        mailDelivery: 'file',
        launch: currentLaunchConfiguration({}),
        rateLimits: { client: { max: 5, windowMs: 60_000 }, account: { max: 5, windowMs: 60_000 } },
        now: () => clock,
      });
      base = await server.listen({ port: 0, host: '127.0.0.1' });
      site = Fastify();
      await site.register(availabilityRoutes(layout, () => staff.availabilityOverrides()));
      availability = `${await site.listen({ port: 0, host: '127.0.0.1' })}/api/availability`;
    }, DATABASE_TEST_TIMEOUT);

    afterEach(async () => {
      await server.close();
      await site.close();
      await store.close();
      await staff.close();
      await announcements.close();
    });

    function call(
      path: string,
      options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<Answer> {
      const body =
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body);
      const url = new URL(path, base);
      return new Promise((done, fail) => {
        const req = request(
          url,
          {
            method: options.method ?? (body === undefined ? 'GET' : 'POST'),
            headers: {
              ...(body !== undefined && { 'Content-Type': 'application/json' }),
              ...options.headers,
            },
            agent: false,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              done({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    }

    async function signedIn(email = 'owner@example.org') {
      await staff.invite(email, ORIGIN, 'command line (test)', clock);
      const member = (await staff.members()).find((m) => m.email === email);
      const id = await staff.startSession(member?.id ?? '', clock);
      // On this machine (localhost) the cookie is __Host- named, as on https.
      return { cookie: `${SECURE_SESSION_COOKIE}=${id}`, id };
    }

    const sameOrigin = (cookie: string) => ({ Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' });

    it('answers a stranger 401 with no data on every console route, and serves only the page', async () => {
      await store.add(alex);
      const routes: [string, string][] = [
        ['GET', '/api/staff/session'],
        ['GET', '/api/staff/registrations'],
        ['GET', '/api/staff/registrations/export'],
        ['GET', '/api/staff/outbox'],
        ['GET', '/api/staff/availability'],
        ['GET', '/api/staff/audit'],
        ['GET', '/api/staff/launch-check'],
        ['GET', `/api/staff/registrations/erase-preview?id=${'0'.repeat(36)}`],
        ['GET', '/api/staff/registrations/purge-preview'],
        ['POST', '/api/staff/registrations/contacted'],
        ['POST', '/api/staff/registrations/erase'],
        ['POST', '/api/staff/registrations/purge'],
        ['POST', '/api/staff/availability/unit'],
        ['POST', '/api/staff/outbox/retry'],
        ['POST', '/api/staff/passkeys/options'],
        ['POST', '/api/staff/verify/options'],
        ['GET', '/api/staff/overview'],
        ['GET', '/api/staff/holds'],
        ['GET', `/api/staff/registrations/stages?id=${'0'.repeat(36)}`],
        ['POST', '/api/staff/registrations/stage'],
        ['POST', '/api/staff/holds'],
        ['POST', '/api/staff/holds/release'],
        ['GET', '/api/staff/announcements'],
        ['POST', '/api/staff/announcements/save'],
        ['POST', '/api/staff/announcements/test'],
        ['POST', '/api/staff/announcements/send'],
      ];
      for (const [method, path] of routes) {
        const answer = await call(path, {
          method,
          headers: {
            'Sec-Fetch-Site': 'same-origin',
            Cookie: `${SECURE_SESSION_COOKIE}=${'x'.repeat(43)}`,
          },
        });
        expect([path, answer.status]).toEqual([path, 401]);
        expect(JSON.parse(answer.text)).toEqual({ error: 'Sign in first.' });
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      expect(await store.count()).toBe(1);
      const page = await call('/staff');
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('alex');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toContain('noindex');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('refuses a state-changing request from another origin, even with the session cookie', async () => {
      const { registration } = await store.add(alex);
      const { cookie } = await signedIn();
      const body = { id: registration.id, contacted: true };
      const path = '/api/staff/registrations/contacted';
      const refusals: Record<string, string>[] = [
        { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Origin: ORIGIN },
        { Cookie: cookie, 'Sec-Fetch-Site': 'same-site' },
        { Cookie: cookie, Origin: 'http://evil.example' },
        { Cookie: cookie },
      ];
      for (const headers of refusals)
        expect((await call(path, { headers, body })).status).toBe(403);
      const listed = await call('/api/staff/registrations', { headers: { Cookie: cookie } });
      expect(JSON.parse(listed.text).leads[0].contactedAt).toBeNull();
      // Without Sec-Fetch-Site (an older browser), the console's own Origin is enough.
      expect((await call(path, { headers: { Cookie: cookie, Origin: ORIGIN }, body })).status).toBe(
        200,
      );
      expect((await call(path, { headers: sameOrigin(cookie), body })).status).toBe(200);
    });

    it('refuses a read the browser says came from another origin, and does none of its work', async () => {
      await store.add(alex);
      const { cookie } = await signedIn();
      const before = await staff.auditLog();
      for (const site of ['same-site', 'cross-site']) {
        const answer = await call('/api/staff/registrations/export', {
          headers: { Cookie: cookie, 'Sec-Fetch-Site': site },
        });
        expect([site, answer.status]).toEqual([site, 403]);
        expect(answer.text).not.toContain('alex');
      }
      // Nothing exported, so nothing recorded; the console's own reads still work.
      expect(await staff.auditLog()).toEqual(before);
      const own = await call('/api/staff/registrations/export', { headers: sameOrigin(cookie) });
      expect(own.status).toBe(200);
    });

    it('refuses an invite that is unknown, used, replaced or past its 24 hours', async () => {
      const link = async (email: string, at = clock) =>
        new URL((await staff.invite(email, ORIGIN, 'command line (test)', at)).link).hash.slice(
          '#invite='.length,
        );
      const options = (invite: string) =>
        call('/api/staff/enrol/options', {
          headers: { 'Sec-Fetch-Site': 'same-origin' },
          body: { invite },
        });

      const fresh = await link('new@example.org');
      expect((await options(fresh)).status).toBe(200);
      expect((await options('A'.repeat(43))).status).toBe(410);

      const expired = await link(
        'late@example.org',
        new Date(clock.getTime() - INVITE_LIFETIME_MS - 1),
      );
      expect((await options(expired)).status).toBe(410);

      const used = await link('used@example.org');
      await staff.enrol(used, { id: 'cred-1', publicKey: 'AAAA', counter: 0 }, clock);
      expect((await options(used)).status).toBe(410);
      expect(
        await staff.enrol(used, { id: 'cred-2', publicKey: 'AAAA', counter: 0 }, clock),
      ).toBeNull();

      const replaced = await link('again@example.org');
      await link('again@example.org');
      expect((await options(replaced)).status).toBe(410);
      // Only hashes are stored: the database never holds a usable link.
      const stored = await staff.db.selectFrom('staff_invites').select('token_hash').execute();
      expect(stored.map((s) => s.token_hash)).not.toContain(fresh);
    });

    it('ends a session after 30 idle minutes and after 8 hours in any case', async () => {
      const { cookie } = await signedIn();
      const session = () => call('/api/staff/session', { headers: { Cookie: cookie } });
      const later = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
      };
      later(DEFAULT_SESSION_IDLE_MS - 60_000);
      expect((await session()).status).toBe(200);
      // Each request renews the idle period, up to the absolute limit.
      for (
        let spent = DEFAULT_SESSION_IDLE_MS;
        spent < SESSION_ABSOLUTE_MS - 20 * 60_000;
        spent += 20 * 60_000
      ) {
        later(20 * 60_000);
        expect((await session()).status).toBe(200);
      }
      later(20 * 60_000);
      expect((await session()).status).toBe(401);

      const second = await signedIn('two@example.org');
      later(DEFAULT_SESSION_IDLE_MS);
      expect(
        (await call('/api/staff/session', { headers: { Cookie: second.cookie } })).status,
      ).toBe(401);
    });

    it('signs out: the session is deleted on the server and the cookie cleared', async () => {
      const { cookie, id } = await signedIn();
      const out = await call('/api/staff/sign-out', {
        method: 'POST',
        headers: sameOrigin(cookie),
      });
      expect(out.status).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^__Host-staff_session=;.*Max-Age=0/);
      expect(await staff.resumeSession(id, clock)).toBeNull();
      expect((await call('/api/staff/session', { headers: { Cookie: cookie } })).status).toBe(401);
    });

    it('announcements: refuses a bad draft, saves, counts whom it reaches, tests to the member alone, and sends only with the passkey asked for again', async () => {
      const { cookie } = await signedIn();
      const headers = sameOrigin(cookie);
      const confirmed = await store.add(
        { ...alex, marketingOptIn: true },
        {
          verification: { proof: { id: 'p1', expiresAt: new Date('2099-01-01') } },
          marketingConsentText: 'Yes',
        },
      );
      await confirmNews(announcements, confirmed.registration.id);
      await store.add(
        { ...alex, email: 'waiting@example.org', marketingOptIn: true },
        {
          verification: { proof: { id: 'p2', expiresAt: new Date('2099-01-01') } },
          marketingConsentText: 'Yes',
        },
      );
      await store.add({ ...sam, marketingOptIn: true });
      const save = (body: unknown) => call('/api/staff/announcements/save', { headers, body });
      for (const [body, words] of [
        [{ subject: 'Open\r\nBcc: x@example.org', body: 'Hi' }, 'one line'],
        [{ subject: 'Open\u202e', body: 'Hi' }, 'one line'],
        [{ subject: 'x'.repeat(151), body: 'Hi' }, '150 characters'],
        [{ subject: 'Open', body: 'See [this](javascript:alert(1))' }, 'https://'],
        [{ subject: 'Open', body: 'x'.repeat(10_001) }, 'characters'],
        [{ subject: 'Open', body: 'Hi\u0007' }, 'control character'],
      ] as const) {
        const refused = await save(body);
        expect([refused.status, JSON.parse(refused.text).error]).toEqual([
          400,
          expect.stringContaining(words),
        ]);
      }
      const saved = await save({
        subject: 'We are open',
        body: 'Come and see [us](https://example.org).',
      });
      expect(saved.status).toBe(200);
      const { id } = JSON.parse(saved.text) as { id: string };
      const listed = JSON.parse((await call('/api/staff/announcements', { headers })).text);
      // Who confirmed from their mailbox, apart from who ticked the box and has not yet.
      expect(listed.reach).toEqual({
        recipients: 1,
        waiting: 1,
        leftOut: { noEmail: 0, noConsent: 0, unverified: 1, unsubscribed: 0, repeats: 0 },
      });
      expect(listed.announcements[0]).toMatchObject({
        id,
        createdBy: 'owner@example.org',
        sentAt: null,
      });

      const tested = await call('/api/staff/announcements/test', { headers, body: { id } });
      expect(JSON.parse(tested.text)).toEqual({ to: 'owner@example.org' });
      expect((await store.outbox.all()).map((m) => [m.kind, m.recipient])).toContainEqual([
        'announcement-test',
        'owner@example.org',
      ]);
      // No passkey, or one that is not this member's fresh assertion: nothing is sent.
      for (const response of [undefined, { id: 'x', response: {} }]) {
        const refused = await call('/api/staff/announcements/send', {
          headers,
          body: { id, response },
        });
        expect(refused.status).toBe(401);
      }
      expect((await store.outbox.all()).filter((m) => m.kind === 'announcement')).toEqual([]);
      expect((await staff.auditLog()).map((e) => e.action)).toEqual(
        expect.arrayContaining(['announcement-draft', 'announcement-test']),
      );
      expect((await staff.auditLog()).map((e) => e.action)).not.toContain('announcement-send');
      expect(JSON.stringify(await staff.auditLog())).not.toContain('alex@example.org');
    });

    it('names the cookie __Host- and marks it Secure when the console is on https or this machine, and reads only that name there', async () => {
      expect(sessionCookie('a'.repeat(43), true)).toBe(
        `__Host-staff_session=${'a'.repeat(43)}; Path=/; HttpOnly; SameSite=Strict; Secure`,
      );
      expect(sessionCookie('a'.repeat(43), false)).toBe(
        `staff_session=${'a'.repeat(43)}; Path=/; HttpOnly; SameSite=Strict`,
      );
      // On this machine too: a page of the public site on another port shares its cookies.
      for (const origin of ['http://localhost:4174', 'http://127.0.0.1:4174', 'http://[::1]:4174'])
        expect([origin, isSecureCookieOrigin(origin)]).toEqual([origin, true]);
      expect(isSecureCookieOrigin('http://staff.lan:4174')).toBe(false);
      const { id } = await signedIn();
      // Served over plain HTTP behind a proxy that says nothing of the scheme: the origin decides.
      const secure = await createConsoleApp({
        store,
        staff,
        announcements: { store: announcements, compose: announcementComposer('hello@example.org') },
        layout,
        rp: relyingParty('https://staff.example.org', 'Storage'),
        consoleDir: folder,
        trustProxy: false,
        mailDir: join(folder, 'mail'),
        mailFrom: 'hello@example.org',
        mailDelivery: 'file',
        launch: currentLaunchConfiguration({}),
        now: () => clock,
      });
      const secureBase = await secure.listen({ port: 0, host: '127.0.0.1' });
      try {
        const session = (headers: Record<string, string>) =>
          call(`${secureBase}/api/staff/session`, { headers });
        expect((await session({ Cookie: `${SESSION_COOKIE}=${id}` })).status).toBe(401);
        expect((await session({ Cookie: `__Host-staff_session=${id}` })).status).toBe(200);
        const out = await call(`${secureBase}/api/staff/sign-out`, {
          method: 'POST',
          headers: { Origin: 'https://staff.example.org', Cookie: `__Host-staff_session=${id}` },
        });
        expect(String(out.headers['set-cookie'])).toMatch(/^__Host-staff_session=;.*Secure/);
        expect(out.headers['strict-transport-security']).toBe('max-age=31536000');
      } finally {
        await secure.close();
      }
    });

    it('limits sign-in attempts per client', async () => {
      const headers = { 'Sec-Fetch-Site': 'same-origin' };
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await call('/api/staff/sign-in/options', { method: 'POST', headers })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('asks for a passkey again (user verification) before another is added', async () => {
      const { cookie } = await signedIn();
      const add = (body: unknown) =>
        call('/api/staff/passkeys/options', { headers: sameOrigin(cookie), body });
      const forged = { id: 'bm90LWEtcGFzc2tleQ', type: 'public-key', response: {} };
      for (const body of [{}, { response: forged }]) {
        const answer = await add(body);
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.text).error).toMatch(/not verified; no passkey was added/);
      }
      // No challenge to create a passkey was issued.
      const issued = await staff.db
        .selectFrom('staff_challenges')
        .select('purpose')
        .where('purpose', '=', 'enrol')
        .execute();
      expect(issued).toEqual([]);
      // Still signed in: a refused verification ends nothing.
      expect((await call('/api/staff/session', { headers: { Cookie: cookie } })).status).toBe(200);
    });

    it('counts only failed sign-ins against an account, per client: a stranger cannot lock the owner out', async () => {
      const token = new URL(
        (await staff.invite('owner@example.org', ORIGIN, 'command line (test)', clock)).link,
      ).hash.slice('#invite='.length);
      await staff.enrol(token, { id: 'b3duZXJzLWtleQ', publicKey: 'AAAA', counter: 0 }, clock);
      const attempt = (client: string) =>
        call('/api/staff/sign-in/verify', {
          headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': client },
          body: { response: { id: 'b3duZXJzLWtleQ', type: 'public-key', response: {} } },
        });
      const stranger = [];
      for (let i = 0; i < 6; i++) stranger.push((await attempt('203.0.113.9')).status);
      expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
      // The owner, elsewhere, is still asked for the passkey, not turned away.
      expect((await attempt('198.51.100.7')).status).toBe(401);
    });

    it('says so, in the log and on the page, when a passkey was used at another address than the console’s', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', origin: 'http://127.0.0.1:4174', challenge: 'x' }),
      ).toString('base64url');
      const answer = await call('/api/staff/sign-in/verify', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        body: {
          response: { id: 'bm90LWEtcGFzc2tleQ', type: 'public-key', response: { clientDataJSON } },
        },
      });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'origin-mismatch' });
      expect(JSON.parse(answer.text).error).toMatch(/address may be set wrongly/);
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/127\.0\.0\.1:4174.*STAFF_ORIGIN is http:\/\/localhost:4173/),
      ]);
      warn.mockRestore();
    });

    it('refuses an unknown passkey at sign-in', async () => {
      const answer = await call('/api/staff/sign-in/verify', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        body: { response: { id: 'bm90LWEtcGFzc2tleQ', type: 'public-key', response: {} } },
      });
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text).error).toMatch(/not known/);
      // On the record, with why, and nothing of what was sent.
      const [entry] = await staff.auditLog();
      expect(entry).toMatchObject({
        action: 'failed-sign-in',
        email: 'unknown passkey',
        detail: { reason: 'unknown passkey' },
      });
      expect(JSON.stringify(entry)).not.toContain('bm90LWEtcGFzc2tleQ');
    });

    it('shows what an erase and a purge would take before either, and the launch list', async () => {
      const { registration } = await store.add(alex, { now: new Date('2020-01-01T00:00:00Z') });
      await store.add({ ...sam, email: 'ALEX@example.org' }, { now: clock });
      const { cookie } = await signedIn();
      const get = async (path: string) =>
        JSON.parse((await call(path, { headers: { Cookie: cookie } })).text);
      expect(await get(`/api/staff/registrations/erase-preview?id=${registration.id}`)).toEqual({
        address: 'alex@example.org',
        registrations: 2,
        emails: 0,
      });
      expect(await get('/api/staff/registrations/purge-preview')).toMatchObject({
        registrations: 1,
        emails: 0,
        first: '2020-01-01T00:00:00.000Z',
        last: '2020-01-01T00:00:00.000Z',
      });
      // Looking erased and purged nothing.
      expect(await store.count()).toBe(2);
      const { blockers } = await get('/api/staff/launch-check');
      expect(blockers.length).toBeGreaterThan(0);
      expect(blockers[0]).toMatchObject({ where: expect.stringContaining('Site › ') });
    });

    it('lists, searches and filters registrations, newest first, with the state of their emails', async () => {
      clock = new Date('2026-12-01T09:00:00Z');
      const first = await store.add(alex, {
        now: new Date('2026-11-01T09:00:00Z'),
        verification: { proof: { id: 'list-proof', expiresAt: new Date('2099-01-01T00:00:00Z') } },
        compose: (r) => [
          {
            kind: 'visitor-confirmation',
            from: 'a@example.org',
            to: r.email ?? '',
            subject: 'Thanks',
            text: 'x',
          },
          {
            kind: 'staff-notification',
            from: 'a@example.org',
            to: 'staff@example.org',
            subject: 'New',
            text: 'x',
          },
        ],
      });
      await store.add(sam, { now: new Date('2026-11-02T09:00:00Z') });
      const { cookie } = await signedIn();
      const list = async (query = '') =>
        JSON.parse(
          (await call(`/api/staff/registrations${query}`, { headers: { Cookie: cookie } })).text,
        );
      expect((await list()).leads.map((l: { name: string }) => l.name)).toEqual([
        'Sam Other',
        alex.name,
      ]);
      const names = async (query: string) =>
        (await list(query)).leads.map((l: { name: string }) => l.name);
      expect(await names('?q=900123')).toEqual([alex.name]);
      expect(await names('?q=SAM%40example')).toEqual(['Sam Other']);
      expect(await names(`?q=${first.registration.id.slice(0, 8)}`)).toEqual([alex.name]);
      // LIKE's wildcards are searched for as themselves.
      expect(await names('?q=100%25_')).toEqual([alex.name]);
      expect(await names('?q=%25')).toEqual([alex.name]);
      expect(await names('?type=personal')).toEqual(['Sam Other']);
      expect(await names('?size=50')).toEqual([alex.name]);
      expect(
        (await call('/api/staff/registrations?type=garage', { headers: { Cookie: cookie } }))
          .status,
      ).toBe(400);
      const alexLead = (await list('?size=50')).leads[0];
      expect(alexLead.emails).toEqual({ visitor: 'pending', staff: 'pending' });
      expect((await list('?type=personal')).leads[0].emails).toEqual({
        visitor: 'none',
        staff: 'none',
      });
    });

    it('marks a lead contacted with who and when, keeps a note, and records both in the audit log', async () => {
      const { registration } = await store.add(alex);
      const { cookie } = await signedIn();
      const post = (body: unknown) =>
        call('/api/staff/registrations/contacted', { headers: sameOrigin(cookie), body });
      expect((await post({ id: registration.id, contacted: true })).status).toBe(200);
      expect((await post({ id: registration.id, note: 'Rang back, wants a 50' })).status).toBe(200);
      expect((await post({ id: registration.id, note: 'x'.repeat(2001) })).status).toBe(400);
      expect(
        (await post({ id: '00000000-0000-0000-0000-000000000000', contacted: true })).status,
      ).toBe(404);
      const lead = JSON.parse(
        (await call('/api/staff/registrations', { headers: { Cookie: cookie } })).text,
      ).leads[0];
      expect(lead).toMatchObject({
        contactedBy: 'owner@example.org',
        contactedAt: clock.toISOString(),
        note: 'Rang back, wants a 50',
      });
      const audit = JSON.parse(
        (await call('/api/staff/audit', { headers: { Cookie: cookie } })).text,
      ).entries;
      expect(audit.map((e: { action: string }) => e.action)).toEqual([
        'note',
        'contacted',
        'invite',
      ]);
      expect(audit[1]).toMatchObject({
        email: 'owner@example.org',
        detail: { registration: registration.id },
      });
      // Erasing the person takes the note with them.
      await store.erase({ email: 'alex@example.org' });
      expect(await staff.db.selectFrom('lead_status').selectAll().execute()).toEqual([]);
    });

    it('downloads the same CSV registrations:export writes, and records the export', async () => {
      await store.add(alex);
      await store.add(sam, { verification: { reason: 'honeypot' } });
      const { cookie } = await signedIn();
      const answer = await call('/api/staff/registrations/export', { headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(answer.text).toBe(
        registrationsCsv(await store.exportRows('', {}, 'command line (test)')),
      );
      const audit = await staff.auditLog();
      expect(audit[0]).toMatchObject({
        action: 'export',
        detail: { rows: 2, verifiedOnly: false },
      });
    });

    it('refuses an erase without the passkey asked again, and erases nothing', async () => {
      const { registration } = await store.add(alex);
      const { cookie } = await signedIn();
      const answer = await call('/api/staff/registrations/erase', {
        headers: sameOrigin(cookie),
        body: { id: registration.id, response: { id: 'bm9uZQ', response: {} } },
      });
      expect(answer.status).toBe(401);
      expect(await store.count()).toBe(1);
      expect((await staff.auditLog()).map((e) => e.action)).not.toContain('erase');
    });

    it('purges what is past retention and records how much, not who', async () => {
      await store.add(alex, { now: new Date('2020-01-01T00:00:00Z') });
      await store.add(sam, { now: clock });
      const { cookie } = await signedIn();
      const answer = await call('/api/staff/registrations/purge', {
        method: 'POST',
        headers: sameOrigin(cookie),
      });
      expect(JSON.parse(answer.text)).toMatchObject({ registrations: 1, messages: 0 });
      expect((await store.list('')).map((r) => r.name)).toEqual(['Sam Other']);
      const [entry] = await staff.auditLog();
      expect(entry?.action).toBe('purge');
      expect(JSON.stringify(entry)).not.toContain('alex');
    });

    it('writes each audit entry in the transaction of its action: when the entry cannot be written, the action is undone', async () => {
      const { registration } = await store.add(alex);
      const [unit] = layout.units;
      if (!unit) throw new Error('layout too small');
      // From now on the audit log refuses every entry.
      if (database.name === 'SQLite')
        await sql`create trigger refuse_audit before insert on staff_audit begin select raise(abort, 'audit refused'); end`.execute(
          staff.db,
        );
      else {
        await sql`create function refuse_audit() returns trigger as $$ begin raise exception 'audit refused'; end $$ language plpgsql`.execute(
          staff.db,
        );
        await sql`create trigger refuse_audit before insert on staff_audit for each row execute function refuse_audit()`.execute(
          staff.db,
        );
      }
      const by = 'owner@example.org';
      await expect(store.erase({ email: 'alex@example.org' }, { actor: by })).rejects.toThrow();
      await expect(store.purge('2999-01-01T00:00:00Z', { actor: by })).rejects.toThrow();
      await expect(staff.markContacted(registration.id, by, { contacted: true })).rejects.toThrow();
      await expect(
        staff.setAvailability([{ id: unit.id, available: !unit.isAvailable }], by, {
          action: 'status-change',
          detail: {},
        }),
      ).rejects.toThrow();
      expect(await store.count()).toBe(1);
      expect(await staff.db.selectFrom('lead_status').selectAll().execute()).toEqual([]);
      expect((await staff.availabilityOverrides()).size).toBe(0);
    });

    it('retries a failed message, and refuses to retry one that has not failed', async () => {
      await store.add(alex, {
        verification: { proof: { id: 'retry-proof', expiresAt: new Date('2099-01-01T00:00:00Z') } },
        compose: (r) => [
          {
            kind: 'visitor-confirmation',
            from: 'a@example.org',
            to: r.email ?? '',
            subject: 'Thanks',
            text: 'x',
          },
        ],
      });
      const [message] = await store.outbox.unsent();
      const { cookie } = await signedIn();
      const retry = () =>
        call('/api/staff/outbox/retry', { headers: sameOrigin(cookie), body: { id: message?.id } });
      expect((await retry()).status).toBe(409);
      await staff.db
        .updateTable('outbox')
        .set({ status: 'failed', attempts: 7 })
        .where('id', '=', message?.id ?? '')
        .execute();
      expect((await retry()).status).toBe(200);
      // A new round of attempts, as registrations:outbox -- --retry starts.
      expect((await store.outbox.unsent()).find((m) => m.id === message?.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
      });
      expect((await staff.auditLog())[0]).toMatchObject({
        action: 'retry',
        detail: { message: message?.id },
      });
    });

    it('lists a confirmation held by the hourly ceiling and releases it for the signed-in member only', async () => {
      const { confirmation } = await store.add(alex, {
        confirmationsPerHour: 0,
        verification: { proof: { id: 'held-proof', expiresAt: new Date('2099-01-01T00:00:00Z') } },
        compose: (r) => [
          {
            kind: 'visitor-confirmation',
            from: 'a@example.org',
            to: r.email ?? '',
            subject: 'Thanks',
            text: 'x',
          },
        ],
      });
      expect(confirmation).toBe('held');
      const { cookie } = await signedIn();
      const listed = await call('/api/staff/outbox', { headers: { Cookie: cookie } });
      expect(listed.status).toBe(200);
      const held = (
        JSON.parse(listed.text).messages as { id: string; status: string; kind: string }[]
      ).find((m) => m.kind === 'visitor-confirmation');
      expect(held?.status).toBe('held');
      const body = { id: held?.id };
      const statusOf = async () =>
        (await store.outbox.unsent()).find((m) => m.id === held?.id)?.status;

      const stranger = await call('/api/staff/outbox/release', {
        headers: { 'Sec-Fetch-Site': 'same-origin' },
        body,
      });
      expect(stranger.status).toBe(401);
      const crossSite = await call('/api/staff/outbox/release', {
        headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' },
        body,
      });
      expect(crossSite.status).toBe(403);
      expect(await statusOf()).toBe('held');
      expect((await staff.auditLog()).map((e) => e.action)).not.toContain('release');

      const release = () =>
        call('/api/staff/outbox/release', { headers: sameOrigin(cookie), body });
      const releasedAt = Date.now();
      expect((await release()).status).toBe(200);
      expect(await statusOf()).toBe('pending');
      // Queued again by the database's clock (the hourly ceiling counts by it), not the server's.
      const requeued = await staff.db
        .selectFrom('outbox')
        .select('queued_at')
        .where('id', '=', held?.id ?? '')
        .executeTakeFirstOrThrow();
      expect(Math.abs(Date.parse(requeued.queued_at) - releasedAt)).toBeLessThan(60_000);
      expect((await staff.auditLog())[0]).toMatchObject({
        action: 'release',
        email: 'owner@example.org',
        detail: { message: held?.id },
      });
      // Released once: a second release finds nothing held.
      expect((await release()).status).toBe(409);
    });

    it('changes a unit live: the public answer follows, with a new ETag and 304 for the old one', async () => {
      const unit = layout.units.find((u) => u.isAvailable);
      if (!unit) throw new Error('no available unit in the layout');
      const before = await call(availability);
      expect(before.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(before.text).units[unit.id]).toBe(true);
      const etag = String(before.headers.etag);
      expect((await call(availability, { headers: { 'If-None-Match': etag } })).status).toBe(304);

      const { cookie } = await signedIn();
      const change = (body: unknown) =>
        call('/api/staff/availability/unit', { headers: sameOrigin(cookie), body });
      expect((await change({ id: '9-Z-99', available: false })).status).toBe(400);
      expect((await change({ id: unit.id, available: 'no' })).status).toBe(400);
      expect((await change({ id: unit.id, available: false })).status).toBe(200);

      const after = await call(availability, { headers: { 'If-None-Match': etag } });
      expect(after.status).toBe(200);
      expect(JSON.parse(after.text).units[unit.id]).toBe(false);
      expect((await staff.auditLog())[0]).toMatchObject({
        action: 'status-change',
        detail: { unit: unit.id, available: false },
      });
    });

    it('previews an uploaded export through the importer, then applies it', async () => {
      const [a, b] = layout.units;
      if (!a || !b) throw new Error('layout too small');
      const { cookie } = await signedIn();
      const csv = `unit,status\n${a.id},${a.isAvailable ? 'occupied' : 'available'}\n${b.id},${b.isAvailable ? 'available' : 'reserved'}\n`;
      const upload = (path: string, body: string) =>
        call(path, { headers: { ...sameOrigin(cookie), 'Content-Type': 'text/csv' }, body });
      const preview = JSON.parse((await upload('/api/staff/availability/preview', csv)).text);
      expect(preview.changes.map((c: { id: string }) => c.id)).toEqual([a.id]);
      expect(JSON.parse((await call(availability)).text).units[a.id]).toBe(a.isAvailable);

      const bad = await upload(
        '/api/staff/availability/preview',
        'unit,status\n9-Z-99,available\n',
      );
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.text).problems[0]).toMatch(/row 2.*not on the plan/);
      // What to do about it: the box that skips them.
      expect(JSON.parse(bad.text).problems.at(-1)).toMatch(/tick “Skip units not on the plan”/);

      expect((await upload('/api/staff/availability/import', csv)).status).toBe(200);
      expect(JSON.parse((await call(availability)).text).units[a.id]).toBe(!a.isAvailable);
      expect((await staff.auditLog())[0]).toMatchObject({ action: 'import', detail: { rows: 2 } });

      // A whole export, with units the plan does not have: skipped when asked, and listed.
      const whole = `unit,status\nC-20FT-1,occupied\n${b.id},${b.isAvailable ? 'reserved' : 'available'}\nBOX 7,available\n`;
      const skipped = [
        { row: 2, name: 'C-20FT-1' },
        { row: 4, name: 'BOX 7' },
      ];
      expect((await upload('/api/staff/availability/import', whole)).status).toBe(400);
      expect(
        (await upload('/api/staff/availability/import?ignoreUnknown=maybe', whole)).status,
      ).toBe(400);
      const applied = await upload('/api/staff/availability/import?ignoreUnknown=true', whole);
      expect(applied.status).toBe(200);
      expect(JSON.parse(applied.text)).toMatchObject({ rows: 3, skipped });
      expect(JSON.parse((await call(availability)).text).units[b.id]).toBe(!b.isAvailable);
      expect((await staff.auditLog())[0]).toMatchObject({
        action: 'import',
        detail: {
          rows: 3,
          changed: [expect.stringContaining(b.id)],
          skipped: ['row 2: C-20FT-1', 'row 4: BOX 7'],
        },
      });
    });

    it('holds a unit for a lead: Reserved on the public plan, refused to a second member with who holds it, free again on release', async () => {
      const unit = layout.units.find((u) => u.isAvailable && u.sqft === 50);
      if (!unit) throw new Error('no available 50 sq ft unit in the layout');
      // Today by the real clock: a hold past its date by the database's clock reads as ended.
      clock = new Date();
      const day = (days: number) =>
        new Date(clock.getTime() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
      const { registration } = await store.add(alex);
      const other = (await store.add(sam)).registration;
      const owner = await signedIn();
      const colleague = await signedIn('colleague@example.org');
      const hold = (cookie: string, body: unknown) =>
        call('/api/staff/holds', { headers: sameOrigin(cookie), body });
      const isAvailable = async () => JSON.parse((await call(availability)).text).units[unit.id];
      expect(await isAvailable()).toBe(true);

      expect(
        (
          await hold(owner.cookie, {
            registration: registration.id,
            unit: unit.id,
            until: day(-1),
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await hold(owner.cookie, {
            registration: registration.id,
            unit: '9-Z-99',
            until: day(30),
          })
        ).status,
      ).toBe(400);
      // Alex's registration was not verified: held only on staff's word about the address.
      const unconfirmed = await hold(owner.cookie, {
        registration: registration.id,
        unit: unit.id,
        until: day(30),
      });
      expect(unconfirmed.status).toBe(409);
      expect(JSON.parse(unconfirmed.text).error).toContain(
        'tick “I have confirmed this address with the person”',
      );
      const taken = layout.units.find((u) => !u.isAvailable);
      if (!taken) throw new Error('no taken unit in the layout');
      const onPlan = await hold(owner.cookie, {
        registration: registration.id,
        unit: taken.id,
        until: day(30),
        confirmedAddress: true,
      });
      expect(onPlan.status).toBe(409);
      expect(JSON.parse(onPlan.text).error).toBe(
        `Unit ${taken.id} is taken on the plan: it cannot be held.`,
      );
      expect((await store.outbox.all()).filter((m) => m.recipient === alex.email)).toEqual([]);
      const made = await hold(owner.cookie, {
        registration: registration.id,
        unit: unit.id,
        until: day(30),
        confirmedAddress: true,
      });
      expect(made.status).toBe(201);
      const held = JSON.parse(made.text).held;
      expect(held).toMatchObject({ unitId: unit.id, heldUntil: `${day(30)}T23:59:59.999Z` });
      expect(await isAvailable()).toBe(false);

      const refused = await hold(colleague.cookie, {
        registration: other.id,
        unit: unit.id,
        until: day(20),
      });
      expect(refused.status).toBe(409);
      expect(JSON.parse(refused.text).error).toContain(
        `held by owner@example.org for ${registration.id}`,
      );

      const holds = JSON.parse(
        (await call('/api/staff/holds', { headers: { Cookie: owner.cookie } })).text,
      ).holds;
      expect(holds).toEqual([
        expect.objectContaining({ unitId: unit.id, registrationId: registration.id }),
      ]);
      const lead = (stage: string) =>
        call(`/api/staff/registrations?stage=${stage}`, { headers: { Cookie: owner.cookie } }).then(
          (a) => JSON.parse(a.text).leads.map((l: { id: string }) => l.id),
        );
      expect(await lead('held')).toEqual([registration.id]);
      expect(await lead('new')).toEqual([other.id]);
      const csv = (
        await call('/api/staff/registrations/export', { headers: { Cookie: owner.cookie } })
      ).text;
      expect(csv.split('\r\n')[0]).toMatch(/,Stage,Unsubscribed,Received \(London time\)$/);
      expect(csv).toContain(`Unit held (${londonTime(clock)} by owner@example.org)`);

      const release = (id: string) =>
        call('/api/staff/holds/release', { headers: sameOrigin(colleague.cookie), body: { id } });
      expect((await release(held.id)).status).toBe(200);
      expect((await release(held.id)).status).toBe(409);
      expect(await isAvailable()).toBe(true);
      const audit = await staff.auditLog();
      expect(audit.filter((e) => e.action.endsWith('hold'))).toMatchObject([
        { email: 'colleague@example.org', action: 'release-hold', detail: { unit: unit.id } },
        {
          email: 'owner@example.org',
          action: 'hold',
          detail: { unit: unit.id, registration: registration.id, confirmedAddress: true },
        },
      ]);
      expect(JSON.stringify(audit)).not.toContain('alex@example.org');
    });

    it('moves a lead through its stages with who and when, and counts demand, contact and mail for the overview', async () => {
      clock = new Date('2026-12-09T09:00:00Z');
      const proof = (id: string) => ({
        proof: { id, expiresAt: new Date('2099-01-01T00:00:00Z') },
      });
      const first = (
        await store.add(alex, { now: new Date('2026-11-25T10:00:00Z'), verification: proof('w1') })
      ).registration;
      await store.add(sam, {
        now: new Date('2026-12-08T10:00:00Z'),
        verification: { reason: 'honeypot' },
      });
      await store.add(
        { ...sam, email: 'kit@example.org', unitSize: '50' },
        { now: new Date('2026-12-08T11:00:00Z'), verification: proof('w2') },
      );
      const { cookie } = await signedIn();
      const stage = (body: unknown) =>
        call('/api/staff/registrations/stage', { headers: sameOrigin(cookie), body });
      expect((await stage({ id: first.id, stage: 'won' })).status).toBe(400);
      expect((await stage({ id: first.id, stage: 'held' })).status).toBe(400);
      expect((await stage({ id: first.id, stage: 'contacted' })).status).toBe(200);
      clock = new Date('2026-12-09T09:10:00Z');
      expect((await stage({ id: first.id, stage: 'offered' })).status).toBe(200);
      const history = JSON.parse(
        (
          await call(`/api/staff/registrations/stages?id=${first.id}`, {
            headers: { Cookie: cookie },
          })
        ).text,
      ).changes;
      expect(history).toEqual([
        { stage: 'contacted', at: '2026-12-09T09:00:00.000Z', by: 'owner@example.org' },
        { stage: 'offered', at: '2026-12-09T09:10:00.000Z', by: 'owner@example.org' },
      ]);
      expect((await staff.auditLog())[0]).toMatchObject({
        action: 'stage',
        detail: { stage: 'offered' },
      });

      const overview = JSON.parse(
        (await call('/api/staff/overview', { headers: { Cookie: cookie } })).text,
      );
      expect(overview.weeks).toEqual([
        { week: '2026-11-23', verified: 1, unverified: 0 },
        { week: '2026-11-30', verified: 0, unverified: 0 },
        { week: '2026-12-07', verified: 1, unverified: 1 },
      ]);
      const fifty = layout.units.filter((u) => u.sqft === 50);
      expect(overview.sizes.find((s: { sqft: number }) => s.sqft === 50)).toEqual({
        sqft: 50,
        asked: 2,
        units: fifty.length,
        available: fifty.filter((u) => u.isAvailable).length,
      });
      expect(overview.sizes.find((s: { sqft: number }) => s.sqft === 25).asked).toBe(1);
      // Contacted 13 days and 23 hours after registering.
      expect(overview.contacted).toEqual({ leads: 1, medianMs: (13 * 24 + 23) * 3_600_000 });
      expect(overview.mail).toEqual({ held: 0, failed: 0, pending: expect.any(Number) });
    });
  },
);
