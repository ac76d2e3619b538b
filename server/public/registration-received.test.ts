// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { registrationSent } from '../../src/content/registration-form.ts';
import { renderRegistrationForm } from '../../src/entry-form.tsx';
import { openRegistrationStore, type RegistrationStore } from '../store/registrations.ts';
import { DATABASE_TEST_TIMEOUT, testDatabases } from '../store/test-databases.ts';
import { RECEIVED_PAGE_DETAILS_MS } from './received-cookie.ts';
import { registrationRoutes } from './registration-endpoint.ts';
import { registrationPages } from './registration-page.ts';

const databases = testDatabases();
afterAll(() => databases.cleanUp());
afterEach(() => vi.useRealTimers());

const SHELL =
  '<html><head><title>Register</title></head><body><main id="main"><h1>Register</h1></main></body></html>';

/** The endpoint on its own HTTP server on a free port, as the tests here need it. */
async function serveEndpoint(store: RegistrationStore, siteSecret?: string) {
  const server = Fastify();
  await server.register(
    registrationRoutes({
      store,
      path: '/api/registrations',
      pages: registrationPages(SHELL, renderRegistrationForm),
      today: () => '2026-11-22',
      siteSecret,
    }),
  );
  return {
    base: await server.listen({ port: 0, host: '127.0.0.1' }),
    close: () => server.close(),
  };
}

describe.each(databases.each)(
  'the no-JavaScript confirmation on $name',
  { timeout: DATABASE_TEST_TIMEOUT },
  (database) => {
    it('shows the details only to the browser that posted them, for an hour', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const server = await serveEndpoint(store);
      const { base } = server;
      try {
        const postForm = async (name: string) => {
          const response = await fetch(`${base}/api/registrations`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
            body: `name=${name}&email=${name.toLowerCase()}%40example.org`,
            redirect: 'manual',
          });
          expect(response.status).toBe(303);
          return {
            location: new URL(response.headers.get('location') ?? '', base).href,
            setCookie: response.headers.get('set-cookie') ?? '',
          };
        };
        const page = async (location: string, cookie?: string) =>
          (await fetch(location, { headers: cookie ? { Cookie: cookie } : {} })).text();

        const jo = await postForm('Jo');
        const sam = await postForm('Sam');
        const joPath = new URL(jo.location).pathname;
        expect(jo.setCookie).toMatch(
          new RegExp(
            `^registration-received=[\\w-]+; Path=${joPath}; Max-Age=3600; HttpOnly; SameSite=Strict$`,
          ),
        );
        const joCookie = jo.setCookie.split(';')[0] ?? '';
        const samCookie = sam.setCookie.split(';')[0] ?? '';

        const own = await page(jo.location, joCookie);
        expect(own).toContain(registrationSent.summaryTitle);
        expect(own).toContain('jo@example.org');
        for (const other of [
          await page(jo.location),
          await page(jo.location, samCookie),
          await page(jo.location, 'registration-received=forged'),
        ]) {
          expect(other).toContain(`<h1>${registrationSent.title}</h1>`);
          expect(other).not.toContain('jo@example.org');
          expect(other).not.toContain(registrationSent.summaryTitle);
        }

        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + RECEIVED_PAGE_DETAILS_MS + 1000);
        expect(await page(jo.location, joCookie)).not.toContain('jo@example.org');
      } finally {
        vi.useRealTimers();
        await server.close();
        await store.close();
      }
    });

    it('behind several servers sharing the site secret, any of them shows the poster the details', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const servers = [
        await serveEndpoint(store, 'shared-secret'),
        await serveEndpoint(store, 'shared-secret'),
        await serveEndpoint(store),
      ];
      const [first, second, own] = servers.map((server) => server.base);
      try {
        const posted = await fetch(`${first}/api/registrations`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
          body: 'name=Lee&email=lee%40example.org',
          redirect: 'manual',
        });
        expect(posted.status).toBe(303);
        const path = posted.headers.get('location') ?? '';
        const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const page = async (base: string | undefined) =>
          (await fetch(`${base}${path}`, { headers: { Cookie: cookie } })).text();
        // The other server with the same secret knows the cookie; one with its own key does not.
        expect(await page(second)).toContain('lee@example.org');
        const generic = await page(own);
        expect(generic).toContain(`<h1>${registrationSent.title}</h1>`);
        expect(generic).not.toContain('lee@example.org');
      } finally {
        for (const server of servers) await server.close();
        await store.close();
      }
    });

    it('stores as consent exactly the opt-in wording the no-JavaScript form showed', async () => {
      const store = await openRegistrationStore(await database.fresh());
      const server = await serveEndpoint(store);
      const endpoint = `${server.base}/api/registrations`;
      const send = (body: string) =>
        fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
          body,
          redirect: 'manual',
        });
      try {
        // The form as the server renders it without JavaScript (here: with a problem to show).
        const form = await (await send('email=kim%40example.org')).text();
        expect(form).toContain('min="2026-11-22" max="2028-11-22"');
        const optIn =
          /<label[^>]*><input type="checkbox"[^>]*name="marketingOptIn"[\s\S]*?<\/div>/.exec(
            form,
          )?.[0] ?? '';
        const shown = optIn
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        expect(optIn).toContain('aria-describedby="registration-marketingOptIn-hint"');
        expect((await send('name=Kim&email=kim%40example.org&marketingOptIn=yes')).status).toBe(
          303,
        );
        const [stored] = await store.list();
        expect(stored?.marketingConsent?.text).toBe(shown);
      } finally {
        await server.close();
        await store.close();
      }
    });
  },
);
