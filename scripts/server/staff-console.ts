/**
 * The owner's console on the bundled server, and the public live
 * availability it feeds:
 *
 * - `GET /staff` (and `/staff/enrol`): the console's page, from its own
 *   build (dist-staff/, never part of the static site). Without a session
 *   it shows only the sign-in; its code for the panels loads after sign-in.
 * - `/staff/assets/*`: the console's own chunks.
 * - `/api/staff/*`: JSON. Without a session every route but the sign-in and
 *   enrolment ceremonies answers 401 and nothing else (staff-routes.ts).
 * - `GET /api/availability`: each unit's availability now (ETag, 304).
 *
 * Every console answer is `Cache-Control: no-store` and `noindex`; pages get
 * a strict Content-Security-Policy (the console's own scripts and styles
 * only, no framing). State-changing requests are refused 403 unless they
 * come from the console's origin (staff-http.ts), and the pre-session
 * ceremonies are rate-limited per client and per account.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { Layout } from '../../src/layout/layout-schema.ts';
import { clientAddress, isSecureRequest } from '../lib/forwarded.ts';
import { isNotModified } from '../lib/http-negotiation.ts';
import { isDatabaseUnavailable } from './database.ts';
import { availabilityBody, liveStatuses } from './live-availability.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';
import type { RegistrationStore } from './registration-store.ts';
import {
  cookieName,
  isSameOriginRequest,
  PRIVATE_HEADERS,
  readCookie,
  sendJson,
} from './staff-http.ts';
import type { RelyingParty } from './staff-passkeys.ts';
import { handleStaffApi } from './staff-routes.ts';
import type { Session, StaffStore } from './staff-store.ts';

export const STAFF_PAGE_PATHS = ['/staff', '/staff/enrol'] as const;
export const AVAILABILITY_PATH = '/api/availability';
const STAFF_API = '/api/staff/';
const STAFF_ASSETS = '/staff/assets/';

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

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Sign-in and enrolment attempts: per client address (or IPv6 /64), and per account. */
export const DEFAULT_STAFF_RATE_LIMITS = {
  client: { max: 30, windowMs: 60_000 } satisfies RateLimit,
  account: { max: 10, windowMs: 15 * 60_000 } satisfies RateLimit,
};

export type StaffConsoleOptions = {
  store: RegistrationStore;
  staff: StaffStore;
  layout: Layout;
  rp: RelyingParty;
  /** The console's build (staff.html and assets/). */
  consoleDir: string;
  trustProxy: boolean;
  mailDir: string;
  /** Wakes the mail worker after a message is queued again. */
  wakeMail?: () => void;
  rateLimits?: typeof DEFAULT_STAFF_RATE_LIMITS;
  now?: () => Date;
};

export type StaffContext = StaffConsoleOptions & {
  now: () => Date;
  limits: {
    client: ReturnType<typeof createRateLimiter>;
    account: ReturnType<typeof createRateLimiter>;
  };
};

export type StaffRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  secure: boolean;
  client: string;
  session: Session | null;
  sessionId: string | undefined;
};

export function createStaffConsole(options: StaffConsoleOptions) {
  const limits = {
    client: createRateLimiter((options.rateLimits ?? DEFAULT_STAFF_RATE_LIMITS).client),
    account: createRateLimiter((options.rateLimits ?? DEFAULT_STAFF_RATE_LIMITS).account),
  };
  const context: StaffContext = { ...options, now: options.now ?? (() => new Date()), limits };

  async function sendPage(req: IncomingMessage, res: ServerResponse) {
    req.resume();
    let html: Buffer;
    try {
      html = await readFile(join(options.consoleDir, 'staff.html'));
    } catch {
      res.writeHead(503, { ...PRIVATE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The console is not built: run npm run build.');
      return;
    }
    res.writeHead(200, {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': STAFF_CONTENT_SECURITY_POLICY,
      'Content-Length': html.length,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  async function sendAsset(req: IncomingMessage, res: ServerResponse, name: string) {
    req.resume();
    const type = ASSET_TYPES[extname(name)];
    // Vite's names only: letters, digits, - _ and dots; never a path.
    if (!type || !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(name)) return notFound(res);
    const file = join(options.consoleDir, 'assets', name);
    try {
      if (!(await stat(file)).isFile()) return notFound(res);
    } catch {
      return notFound(res);
    }
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': type,
      // Hashed names never change; kept by the browser only, never by a shared cache.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(res: ServerResponse) {
    sendJson(res, 404, { error: 'Not found.' });
  }

  async function sendAvailability(req: IncomingMessage, res: ServerResponse) {
    req.resume();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' });
      return;
    }
    const overrides = await options.staff.availabilityOverrides();
    const { body, etag } = availabilityBody(liveStatuses(options.layout, overrides));
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && isNotModified({ ifNoneMatch }, { etag, mtimeMs: 0 })) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    if (path === AVAILABILITY_PATH) return sendAvailability(req, res);
    const method = req.method ?? 'GET';
    if (path.startsWith(STAFF_ASSETS)) {
      if (method !== 'GET' && method !== 'HEAD') return notFound(res);
      return sendAsset(req, res, path.slice(STAFF_ASSETS.length));
    }
    if ((STAFF_PAGE_PATHS as readonly string[]).includes(path)) {
      if (method !== 'GET' && method !== 'HEAD') {
        req.resume();
        sendJson(res, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' });
        return;
      }
      return sendPage(req, res);
    }
    if (!`${path}/`.startsWith(STAFF_API)) {
      req.resume();
      return notFound(res);
    }
    const secure = isSecureRequest(req, options.trustProxy);
    if (method !== 'GET' && method !== 'HEAD' && !isSameOriginRequest(req, options.rp.origin)) {
      req.resume();
      sendJson(res, 403, { error: 'Refused: this request did not come from the console.' });
      return;
    }
    const sessionId = readCookie(req, cookieName(secure));
    const session = sessionId ? await options.staff.resumeSession(sessionId, context.now()) : null;
    await handleStaffApi(context, {
      req,
      res,
      url,
      secure,
      client: clientAddress(req, options.trustProxy),
      session,
      sessionId,
    });
  }

  /** The server's request hook: true when the request was the console's (or the availability's). */
  return async function handleStaff(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const ours =
      path === AVAILABILITY_PATH ||
      path === '/staff' ||
      path.startsWith('/staff/') ||
      `${path}/`.startsWith(STAFF_API);
    if (!ours) return false;
    try {
      await route(req, res, path, url);
    } catch (error) {
      req.resume();
      console.error(
        `Console request failed: ${(error as { code?: string }).code ?? (error as Error).name}`,
      );
      if (res.headersSent) res.destroy();
      else if (isDatabaseUnavailable(error))
        sendJson(
          res,
          503,
          { error: 'The database cannot be reached; try again shortly.' },
          { 'Retry-After': '30' },
        );
      else sendJson(res, 500, { error: 'The request could not be answered.' });
    }
    return true;
  };
}
