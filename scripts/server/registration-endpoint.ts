/**
 * The registration endpoint of the bundled server (POST /api/registrations
 * by default). The contract, also in the README:
 *
 * - In: JSON (`Content-Type: application/json`) or a form post
 *   (`application/x-www-form-urlencoded`), with the fields of
 *   src/features/registration/registration-schema.ts.
 * - 201 `{ "id": "…", "confirmation": "email" | "none" }`: stored, with the
 *   messages it causes queued in the same transaction, before the answer.
 *   "email" only when a confirmation to the visitor is really queued to go
 *   out over SMTP.
 * - 400 `{ "errors": { "field": "message" } }`: the same words the form shows.
 * - 403 cross-site post (Origin or Sec-Fetch-Site from another site).
 * - 405 any method but POST; 413 body over 16 KB (at once when
 *   Content-Length declares it, without reading the body); 415 other body
 *   types; 429 over the per-client limit (Retry-After given, see
 *   rate-limit.ts); 503 with Retry-After while the database cannot be
 *   reached (nothing was stored); 500 storage failed otherwise.
 * - Headers: those the static server set for the path before this handler
 *   runs (scripts/lib/header-rules.ts, HSTS only over HTTPS), plus the
 *   answer's own.
 * - A form posted without JavaScript (it asks for text/html) gets 303 to
 *   `<path>/received/<id>` (post/redirect/get: a refresh does not post
 *   again), or 400 with the error summary and the form as typed.
 * - GET `<path>/challenge`: a new challenge for the human check
 *   (human-check.ts), `Cache-Control: no-store`.
 * - Every registration that passes the field checks is stored and notified
 *   to staff. Only one that carries a fresh, unused proof of the human check
 *   (the `altcha` field) is verified; only a verified one may cause a
 *   confirmation to the address it gives (at most one a day per address, and
 *   held past the hourly ceiling). One that is not verified (no proof, a bad,
 *   stale or reused one, or the honeypot filled in) is stored with the reason
 *   and answered like a success, promising no email.
 * - The same registration sent again within ten minutes is stored once and
 *   answered like the first.
 *
 * Nothing a visitor typed is written to the log.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ConfirmationChannel,
  marketingConsentWording,
  refusalNotices,
} from '../../src/content/registration-form.ts';
import { facilityToday } from '../../src/features/registration/move-in-dates.ts';
import {
  type FieldErrors,
  honeypotFilled,
  PROOF_FIELD,
  toDraft,
  validateRegistration,
} from '../../src/features/registration/registration-schema.ts';
import { clientAddress, isSecureRequest } from '../lib/forwarded.ts';
import { isDatabaseUnavailable } from './database.ts';
import type { HumanCheck } from './human-check.ts';
import { createRateLimiter, DEFAULT_RATE_LIMIT, type RateLimit } from './rate-limit.ts';
import { heldAlert, type MailAddresses, registrationMessages } from './registration-mail.ts';
import type { registrationPages } from './registration-page.ts';
import type { AddOptions, RegistrationStore } from './registration-store.ts';
import { isSameSite } from './same-site.ts';

export const MAX_BODY_BYTES = 16 * 1024;
/** Retry-After of a 503 while the database cannot be reached. */
export const UNAVAILABLE_RETRY_S = 30;

export type RegistrationEndpointOptions = {
  store: RegistrationStore;
  path: string;
  pages: ReturnType<typeof registrationPages>;
  rateLimit?: RateLimit;
  /** Believe the X-Forwarded-* headers of a proxy in front (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Origins the site is published at, accepted as same-site (see same-site.ts). */
  publicOrigins?: readonly string[];
  /** The date move-in dates are checked against (default: facilityToday, as in the browser). */
  today?: () => string;
  /** Issues and checks the proofs of work; without it no registration is verified. */
  humanCheck?: HumanCheck;
  /**
   * A secret every server of the site shares (ALTCHA_HMAC_KEY), from which
   * the confirmation cookie's key is derived, so whichever server answers
   * the confirmation page knows the browser that posted. Without it each
   * process draws its own key at start.
   */
  siteSecret?: string;
  mail?: {
    addresses: MailAddresses;
    /** True when messages go out over SMTP (not to .eml files): only then is an email promised. */
    sendsEmail: boolean;
    messageIdDomain: string;
    /** Confirmations sent in an hour before the rest are held (MAIL_CONFIRMATIONS_PER_HOUR). */
    confirmationsPerHour: number;
    /** How long the alert that confirmations are held waits to take in a burst. */
    heldAlertDelayMs: number;
    /** Called after a registration queued messages. */
    onQueued?: () => void;
  };
};

/** How long the no-JavaScript confirmation page shows what was sent; later it is generic. */
export const RECEIVED_PAGE_DETAILS_MS = 60 * 60_000;

/**
 * The cookie that lets the browser which posted a registration, and only it,
 * see its details on the confirmation page: HttpOnly, SameSite=Strict, sent
 * only to that registration's page, for as long as the page shows details.
 * Its value is an HMAC of the registration's id under a key derived from
 * the site's shared secret (or, without one, drawn by this process at
 * start), so it cannot be made from the page's address. Without a shared
 * secret, behind a load balancer, a confirmation answered by another
 * instance is the generic one.
 */
export const RECEIVED_COOKIE = 'registration-received';

function receivedCookieSigner(siteSecret: string | undefined) {
  const key = siteSecret
    ? Buffer.from(hkdfSync('sha256', siteSecret, '', 'registration-received cookie', 32))
    : randomBytes(32);
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    header(id: string, path: string, secure: boolean): string {
      const attributes = [
        `${RECEIVED_COOKIE}=${sign(id)}`,
        `Path=${path}`,
        `Max-Age=${RECEIVED_PAGE_DETAILS_MS / 1000}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
    },
    /** True when the request carries this registration's cookie. */
    matches(req: IncomingMessage, id: string): boolean {
      const expected = Buffer.from(sign(id));
      const cookies = String(req.headers.cookie ?? '').split(';');
      return cookies.some((cookie) => {
        const [name, value = ''] = cookie.trim().split(/=(.*)/s, 2);
        const given = Buffer.from(value);
        return (
          name === RECEIVED_COOKIE &&
          given.length === expected.length &&
          timingSafeEqual(given, expected)
        );
      });
    },
  };
}

type Body = { kind: 'ok'; text: string } | { kind: 'too-large' };

/** True when the request declares (Content-Length) a body over the limit. */
export function declaresTooLarge(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES;
}

function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      // A body sent without a length (chunked) is read and dropped past the limit, so the client gets its answer.
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        tooLarge
          ? { kind: 'too-large' }
          : { kind: 'ok', text: Buffer.concat(chunks).toString('utf8') },
      ),
    );
    req.on('error', reject);
  });
}

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 415 };

function parseBody(type: string, text: string): Parsed {
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value)
        ? { ok: true, value: value as Record<string, unknown> }
        : { ok: false, status: 400 };
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
  }
  return { ok: false, status: 415 };
}

export function createRegistrationEndpoint(options: RegistrationEndpointOptions) {
  const { store, path, pages, trustProxy = false, publicOrigins = [] } = options;
  const limiter = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const today = options.today ?? (() => facilityToday());
  const { mail } = options;
  const receivedPrefix = `${path}/received/`;
  const receivedCookie = receivedCookieSigner(options.siteSecret);
  const challengePath = `${path}/challenge`;
  const { humanCheck } = options;
  /** An email is promised only when a confirmation is queued to go out over SMTP now (not held). */
  const channel = (queued: boolean): ConfirmationChannel =>
    queued && mail?.sendsEmail ? 'email' : 'none';

  async function sendChallenge(req: IncomingMessage, res: ServerResponse) {
    req.resume();
    if (!humanCheck || (req.method !== 'GET' && req.method !== 'HEAD')) {
      const body = JSON.stringify({ error: humanCheck ? 'Use GET.' : 'No human check here.' });
      res.writeHead(humanCheck ? 405 : 404, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(body),
        ...(humanCheck ? { Allow: 'GET, HEAD' } : {}),
      });
      res.end(body);
      return;
    }
    const body = JSON.stringify(await humanCheck.issue());
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      // Each challenge is for one visitor and one use: no cache may keep or share it.
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The human check's verdict on a submission, for the store to finish (it spends the proof). */
  async function verification(
    fields: Record<string, unknown>,
  ): Promise<AddOptions['verification']> {
    if (honeypotFilled(fields)) return { reason: 'honeypot' };
    if (!humanCheck) return { reason: 'no-proof' };
    const checked = await humanCheck.check(fields[PROOF_FIELD]);
    return checked.ok ? { proof: checked.proof } : { reason: checked.reason };
  }

  /** The no-JavaScript confirmation page (GET after the 303), found by the registration's id. */
  async function showReceived(id: string, req: IncomingMessage, res: ServerResponse) {
    req.resume();
    // An unknown or old id, a browser without the id's cookie, or a store that cannot be read,
    // still gets a generic confirmation.
    const found =
      /^[0-9a-f-]{36}$/.test(id) && receivedCookie.matches(req, id)
        ? await store.find(id).catch(() => undefined)
        : undefined;
    const recent = found && Date.now() - Date.parse(found.createdAt) < RECEIVED_PAGE_DETAILS_MS;
    const queued = recent ? await store.confirmationQueued(found.id).catch(() => false) : false;
    const body = pages.confirmation(recent ? found : null, channel(queued));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return async function handleRegistration(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (
      url.pathname.startsWith(receivedPrefix) &&
      (req.method === 'GET' || req.method === 'HEAD')
    ) {
      await showReceived(url.pathname.slice(receivedPrefix.length), req, res);
      return true;
    }
    if (url.pathname === challengePath) {
      await sendChallenge(req, res);
      return true;
    }
    if (url.pathname !== path) return false;

    const type =
      String(req.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    // A browser posting the form without JavaScript asks for a page back.
    const wantsPage =
      type === 'application/x-www-form-urlencoded' && /text\/html/.test(String(req.headers.accept));
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      const contentType = wantsPage
        ? 'text/html; charset=utf-8'
        : 'application/json; charset=utf-8';
      res.writeHead(status, {
        'Content-Type': contentType,
        'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(body),
        ...extra,
      });
      res.end(body);
    };
    const refuse = (status: number, notice: readonly [string, string], extra = {}) =>
      send(
        status,
        wantsPage ? pages.notice(notice[0], notice[1]) : JSON.stringify({ error: notice[1] }),
        extra,
      );

    if (req.method !== 'POST') {
      req.resume();
      send(405, JSON.stringify({ error: 'Use POST.' }), { Allow: 'POST' });
      return true;
    }
    if (!isSameSite(req, { trustProxy, publicOrigins })) {
      req.resume();
      refuse(403, refusalNotices.crossSite);
      return true;
    }
    if (!limiter.allow(clientAddress(req, trustProxy))) {
      req.resume();
      refuse(429, refusalNotices.tooMany, { 'Retry-After': '60' });
      return true;
    }
    if (declaresTooLarge(req)) {
      // Answered before a byte of the body is read; the connection then closes.
      refuse(413, refusalNotices.tooLarge, { Connection: 'close' });
      return true;
    }
    const body = await readBody(req);
    if (body.kind === 'too-large') {
      refuse(413, refusalNotices.tooLarge, { Connection: 'close' });
      return true;
    }
    const parsed = parseBody(type, body.text);
    if (!parsed.ok) {
      const error = parsed.status === 415 ? 'Send JSON or a form.' : 'The body is not valid JSON.';
      send(parsed.status, JSON.stringify({ error }));
      return true;
    }

    const result = validateRegistration(parsed.value, today());
    if (!result.ok) {
      send(
        400,
        wantsPage
          ? pages.problems(result.draft, result.errors, path, today())
          : JSON.stringify({ errors: result.errors }),
      );
      return true;
    }
    let id: string;
    let confirmation: ConfirmationChannel;
    try {
      const added = await store.add(result.value, {
        verification: await verification(parsed.value),
        marketingConsentText: marketingConsentWording,
        ...(mail && {
          compose: (stored) => registrationMessages(stored, mail.addresses),
          messageIdDomain: mail.messageIdDomain,
          confirmationsPerHour: mail.confirmationsPerHour,
          heldAlert: (held) => heldAlert(held, mail.confirmationsPerHour, mail.addresses),
          heldAlertDelayMs: mail.heldAlertDelayMs,
        }),
      });
      id = added.registration.id;
      confirmation = channel(added.confirmation === 'queued');
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      console.error(
        `Registration not stored: ${(error as { code?: string }).code ?? (unavailable ? 'database unavailable' : 'storage error')}`,
      );
      if (unavailable) {
        // Nothing was committed: the visitor may send the same registration again.
        const retryAfter = { 'Retry-After': String(UNAVAILABLE_RETRY_S) };
        const [title, text] = refusalNotices.unavailable;
        // Without JavaScript the answer is the form again, as typed.
        if (wantsPage)
          send(503, pages.unsaved(toDraft(parsed.value), title, text, path, today()), retryAfter);
        else refuse(503, refusalNotices.unavailable, retryAfter);
      } else refuse(500, refusalNotices.failed);
      return true;
    }
    mail?.onQueued?.();
    if (wantsPage) {
      res.writeHead(303, {
        Location: `${receivedPrefix}${id}`,
        'Set-Cookie': receivedCookie.header(
          id,
          `${receivedPrefix}${id}`,
          isSecureRequest(req, trustProxy),
        ),
        'Cache-Control': 'no-store',
        'Content-Length': 0,
      });
      res.end();
      return true;
    }
    send(201, JSON.stringify({ id, confirmation } satisfies RegistrationAnswer));
    return true;
  };
}

/** The 201 answer. */
export type RegistrationAnswer = { id: string; confirmation: ConfirmationChannel };

/** The errors a JSON answer carries, for clients that read them. */
export type RegistrationErrorBody = { errors: FieldErrors };
