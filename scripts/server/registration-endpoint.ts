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
 * - 405 any method but POST; 413 body over 16 KB; 415 other body types;
 *   429 over the per-address limit (Retry-After given); 500 storage failed.
 * - A form posted without JavaScript (it asks for text/html) gets 303 to
 *   `<path>/received/<id>` (post/redirect/get: a refresh does not post
 *   again), or 400 with the error summary and the form as typed.
 * - A submission caught by the spam checks is stored, flagged with the
 *   check's name, and answered like a success; it queues no messages.
 * - The same registration sent again within ten minutes is stored once and
 *   answered like the first.
 *
 * Nothing a visitor typed is written to the log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ConfirmationChannel,
  registrationFieldCopy,
} from '../../src/content/registration-form.ts';
import { facilityToday } from '../../src/features/registration/move-in-dates.ts';
import {
  type FieldErrors,
  spamVerdict,
  validateRegistration,
} from '../../src/features/registration/registration-schema.ts';
import { type MailAddresses, registrationMessages } from './registration-mail.ts';
import type { registrationPages } from './registration-page.ts';
import type { RegistrationStore, StoredRegistration } from './registration-store.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export type RateLimit = { max: number; windowMs: number };
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

export type RegistrationEndpointOptions = {
  store: RegistrationStore;
  path: string;
  pages: ReturnType<typeof registrationPages>;
  /** Headers every answer carries (the site's security headers). */
  headers?: Readonly<Record<string, string>>;
  rateLimit?: RateLimit;
  /** The date move-in dates are checked against (default: facilityToday, as in the browser). */
  today?: () => string;
  mail?: {
    addresses: MailAddresses;
    /** True when messages go out over SMTP (not to .eml files): only then is an email promised. */
    sendsEmail: boolean;
    messageIdDomain: string;
    /** Called after a registration queued messages. */
    onQueued?: () => void;
  };
};

/** How long the no-JavaScript confirmation page shows what was sent; later it is generic. */
export const RECEIVED_PAGE_DETAILS_MS = 60 * 60_000;

/** The opt-in's wording as the visitor saw it, kept with their consent. */
export const marketingConsentWording = `${registrationFieldCopy.marketingOptIn.label} ${registrationFieldCopy.marketingOptIn.hint}`;

export const endpointNotices = {
  tooLarge: ['Your registration was too long', 'Please shorten your message and send it again.'],
  tooMany: [
    'Too many registrations',
    'We have had too many registrations from your connection in the last minute. Please wait a minute and try again.',
  ],
  crossSite: ['Registration refused', 'Registrations can only be sent from this website.'],
  failed: [
    'Your registration was not saved',
    'Something went wrong on our side. Please try again, or email or call us.',
  ],
} as const;

/** A sliding one-minute window per client address. */
export function createRateLimiter({ max, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>();
  return (address: string, now = Date.now()): boolean => {
    const recent = (hits.get(address) ?? []).filter((t) => now - t < windowMs);
    if (hits.size > 10_000) {
      for (const [key, times] of hits)
        if (times.every((t) => now - t >= windowMs)) hits.delete(key);
    }
    if (recent.length >= max) {
      hits.set(address, recent);
      return false;
    }
    recent.push(now);
    hits.set(address, recent);
    return true;
  };
}

/** True when the request comes from a page of this same site (or from no page at all, as curl). */
export function isSameSite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

type Body = { kind: 'ok'; text: string } | { kind: 'too-large' };

function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    let size = 0;
    const chunks: Buffer[] = [];
    let tooLarge = declared > MAX_BODY_BYTES;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      // Past the limit the rest is read and dropped, so the client gets its answer.
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
  const { store, path, pages, headers = {} } = options;
  const allow = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const today = options.today ?? (() => facilityToday());
  const { mail } = options;
  const receivedPrefix = `${path}/received/`;
  const confirmationOf = (r: StoredRegistration): ConfirmationChannel =>
    r.email && mail?.sendsEmail && !r.spamReason ? 'email' : 'none';

  /** The no-JavaScript confirmation page (GET after the 303), found by the registration's id. */
  async function showReceived(id: string, req: IncomingMessage, res: ServerResponse) {
    req.resume();
    // An unknown or old id, or a store that cannot be read, still gets a generic confirmation.
    const found = /^[0-9a-f-]{36}$/.test(id)
      ? await store.find(id).catch(() => undefined)
      : undefined;
    const recent = found && Date.now() - Date.parse(found.createdAt) < RECEIVED_PAGE_DETAILS_MS;
    const body = pages.confirmation(recent ? found : null, recent ? confirmationOf(found) : 'none');
    res.writeHead(200, {
      ...headers,
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
        ...headers,
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
    if (!isSameSite(req)) {
      req.resume();
      refuse(403, endpointNotices.crossSite);
      return true;
    }
    if (!allow(req.socket.remoteAddress ?? 'unknown')) {
      req.resume();
      refuse(429, endpointNotices.tooMany, { 'Retry-After': '60' });
      return true;
    }
    const body = await readBody(req);
    if (body.kind === 'too-large') {
      refuse(413, endpointNotices.tooLarge, { Connection: 'close' });
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
          ? pages.problems(result.draft, result.errors, path)
          : JSON.stringify({ errors: result.errors }),
      );
      return true;
    }
    const verdict = spamVerdict(parsed.value);
    const spamReason = verdict === 'person' ? null : verdict;
    let id: string;
    let confirmation: ConfirmationChannel;
    try {
      const { registration } = await store.add(result.value, {
        spamReason,
        marketingConsentText: marketingConsentWording,
        ...(mail && {
          compose: (stored) => registrationMessages(stored, mail.addresses),
          messageIdDomain: mail.messageIdDomain,
        }),
      });
      id = registration.id;
      confirmation = confirmationOf(registration);
    } catch (error) {
      console.error(
        `Registration not stored: ${(error as { code?: string }).code ?? 'storage error'}`,
      );
      refuse(500, endpointNotices.failed);
      return true;
    }
    mail?.onQueued?.();
    if (wantsPage) {
      res.writeHead(303, {
        ...headers,
        Location: `${receivedPrefix}${id}`,
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
