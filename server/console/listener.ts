/**
 * The owner's console, on a listener and an origin of its own (STAFF_PORT,
 * STAFF_ORIGIN; see server/console/setup.ts). The public pages run third-party
 * widget scripts, so nothing that holds personal data shares their origin:
 * the public listener answers 404 to every console address, and this one
 * serves only the console:
 *
 * - `GET /staff` (and `/staff/enrol`, `/staff/registrations` and a lead's
 *   own `/staff/registrations/<reference>`): the console's page, from its own
 *   build (dist-staff/, never part of the static site). Without a session
 *   it shows only the sign-in; its code for the panels loads after sign-in.
 * - `/` and `/staff/`: redirected to `/staff`, where a member types the address.
 * - `/staff/preview/<build>`: a preview of the draft, for a member signed in:
 *   then `/` and every address not listed here answer with its pages
 *   (server/console/preview.ts).
 * - `/staff/assets/*`: the console's own chunks; `/staff/favicon.svg` its icon
 *   (and `/favicon.ico` redirected to it).
 * - `/api/staff/*`: JSON. Without a session every route but the sign-in and
 *   enrolment ceremonies answers 401 and nothing else (server/console/routes.ts).
 * - anything else: 404.
 *
 * Every answer is `Cache-Control: no-store` (the hashed chunks excepted) and
 * `noindex`, carries a strict Content-Security-Policy (the console's own
 * scripts and styles only, no framing) and Cross-Origin-Resource-Policy
 * same-origin, and no CORS header. State-changing requests are refused 403
 * unless they come from the console's origin (server/console/http.ts), and the
 * pre-session ceremonies are rate-limited per client, failed attempts per
 * client and account.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { BAD_ADDRESS, listenerErrorHandler, type SendRefusal } from '../http/errors.ts';
import { json } from '../http/json-answer.ts';
import { createRateLimiter } from '../http/rate-limit.ts';
import { VALIDATION_OPTIONS } from '../http/route-validation.ts';
import { staticMailContent } from '../mail/mail-content.ts';
import {
  DEFAULT_STAFF_RATE_LIMITS,
  type StaffConsoleOptions,
  type StaffContext,
} from './context.ts';
import { isSecureCookieOrigin, isSecureOrigin, PRIVATE_HEADERS } from './http.ts';
import { previewRoutes } from './preview.ts';
import { staffApi } from './routes.ts';

export const STAFF_PAGE_PATHS = ['/staff', '/staff/enrol', '/staff/registrations'] as const;

/** A lead's own page in the console, shared among staff: the console's page, which reads the reference. */
export const STAFF_LEAD_PATH = '/staff/registrations/:reference';

/** The console's icon: built from public-staff/ into the console's folder. */
export const STAFF_ICON_PATH = '/staff/favicon.svg';
const STAFF_ICON_FILE = 'favicon.svg';

/** The console page's policy: its own files only; nothing inline, no framing, no plug-ins. */
export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every answer of the console's listener. */
const SECURITY_HEADERS = {
  'Content-Security-Policy': STAFF_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No page of another origin (the public site's included) may load a console answer.
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** Every refusal and failure of the console: `{ "error": "…" }`, a failure's `reference` beside it. */
const sendRefusal: SendRefusal = (_request, reply, { status, message, headers, reference }) =>
  json(reply, status, { error: message, ...(reference ? { reference } : {}) }, headers);

/** The console's one error handler (server/http/errors.ts), in its words: each says what to do. */
const handleError = listenerErrorHandler({
  name: 'The console',
  send: sendRefusal,
  words: {
    tooLarge:
      'What was sent is too large (a file may be at most 1 MB). Send less, or a smaller file, and try again.',
    failed:
      'Something went wrong on our side (reference {reference}). Try again shortly; if it happens again, give that reference to whoever runs the server.',
    unavailable:
      'The database cannot be reached, so nothing was done. Try again in a minute; if it lasts, tell whoever runs the server.',
  },
});

/** Addresses a member may type for the console: each is sent on to its page. */
export const STAFF_PAGE_ALIASES = ['/', '/staff/'] as const;

/** The console's own icon (the site's mark on a dark tile), so its tab is told from the site's. */
function iconRoutes(app: FastifyInstance, consoleDir: string) {
  app.route({
    method: 'GET',
    url: STAFF_ICON_PATH,
    schema: {},
    handler: async (_request, reply) => {
      try {
        const icon = await readFile(join(consoleDir, STAFF_ICON_FILE));
        return reply.code(200).type('image/svg+xml').send(icon);
      } catch {
        return json(reply, 404, { error: 'Not found.' });
      }
    },
  });
  // Browsers ask for /favicon.ico by themselves where a page names no icon.
  app.route({
    method: 'GET',
    url: '/favicon.ico',
    schema: {},
    handler: (_request, reply) => reply.redirect(STAFF_ICON_PATH, 302),
  });
}

/** The console's routes, hooks and headers, as a Fastify plugin. */
export function consoleRoutes(options: StaffConsoleOptions): FastifyPluginAsync {
  const rateLimits = options.rateLimits ?? DEFAULT_STAFF_RATE_LIMITS;
  const context: StaffContext = {
    ...options,
    now: options.now ?? (() => new Date()),
    mailContent: options.mailContent ?? (() => staticMailContent),
    secure: isSecureOrigin(options.rp.origin),
    secureCookie: isSecureCookieOrigin(options.rp.origin),
    rateLimits,
    failures: createRateLimiter(rateLimits.account),
  };

  return async function console_(app: FastifyInstance) {
    await app.register(fastifyCookie);

    app.addHook('onRequest', async (_request, reply) => {
      reply.headers({ ...SECURITY_HEADERS, ...PRIVATE_HEADERS });
      if (context.secure) reply.header('Strict-Transport-Security', 'max-age=31536000');
    });

    app.setErrorHandler(handleError);
    // A member looking at a preview of the draft gets its pages at every other address (preview.ts).
    const preview = context.publishing && previewRoutes(context, context.publishing);
    app.setNotFoundHandler(async (request, reply) => {
      if (preview && (await preview.answer(request, reply))) return reply;
      return json(reply, 404, { error: 'Not found.' });
    });
    if (preview) await app.register(preview.routes);

    async function sendPage(reply: FastifyReply) {
      let html: Buffer;
      try {
        html = await readFile(join(options.consoleDir, 'staff.html'));
      } catch {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The console is not built: run npm run build.');
      }
      return reply.code(200).type('text/html; charset=utf-8').send(html);
    }
    for (const path of STAFF_PAGE_PATHS) {
      // The page takes nothing: the invite in /staff/enrol's link is in its fragment, never sent.
      app.route({
        method: 'GET',
        url: path,
        schema: {},
        handler: (_request, reply) => sendPage(reply),
      });
      app.route({
        method: ['POST', 'PUT', 'DELETE', 'PATCH'],
        url: path,
        schema: {},
        handler: (_request, reply) =>
          json(reply.header('Allow', 'GET, HEAD'), 405, { error: 'Use GET.' }),
      });
    }

    for (const path of STAFF_PAGE_ALIASES)
      app.route({
        method: 'GET',
        url: path,
        schema: {},
        handler: async (request, reply) => {
          if (path === '/' && preview && (await preview.answer(request, reply))) return reply;
          return reply.redirect(STAFF_PAGE_PATHS[0], 302);
        },
      });

    iconRoutes(app, options.consoleDir);

    app.route({
      method: 'GET',
      url: STAFF_LEAD_PATH,
      // Any reference-like text: the page says so when none has it.
      schema: {
        params: Type.Object({
          reference: Type.String({ pattern: '^[0-9A-Za-z-]{1,64}$', description: 'a reference' }),
        }),
      },
      handler: (_request, reply) => sendPage(reply),
    });

    await app.register(fastifyStatic, {
      root: join(options.consoleDir, 'assets'),
      prefix: '/staff/assets/',
      decorateReply: false,
      cacheControl: false,
      dotfiles: 'deny',
      index: false,
    });
    // Hashed names never change; kept by the browser only, never by a shared cache.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/staff/assets/') && reply.statusCode === 200)
        reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      return payload;
    });

    await app.register(staffApi(context), { prefix: '/api/staff' });
  };
}

/**
 * The console's server: Fastify's own validation as both listeners use it,
 * and an address the router cannot read refused before any hook runs (so
 * its headers are set here), without repeating it.
 */
export const consoleServerOptions = () =>
  ({
    ...VALIDATION_OPTIONS,
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => {
      reply.headers({ ...SECURITY_HEADERS, ...PRIVATE_HEADERS });
      json(reply, BAD_ADDRESS.status, { error: BAD_ADDRESS.message });
    },
  }) as const;

/** The console's Fastify app (not yet listening). */
export async function createConsoleApp(
  options: StaffConsoleOptions,
  tls?: { cert: string | Buffer; key: string | Buffer },
): Promise<FastifyInstance> {
  const app = Fastify({ ...(tls ? { https: tls } : {}), ...consoleServerOptions() });
  await app.register(consoleRoutes(options));
  return app;
}
