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
 * - 400 `{ "errors": { "field": "message" } }`: the same words the form shows;
 *   a field that is not text (a JSON client's number, say) is refused by the
 *   route's schema first, `{ "error": "name: must be text" }`.
 * - 403 cross-site post (Origin or Sec-Fetch-Site from another site).
 * - 405 any method but POST; 413 body over 16 KB (at once when
 *   Content-Length declares it, without reading the body); 415 other body
 *   types; 429 over the per-client limit (Retry-After given, see rate-limit.ts);
 *   503 with Retry-After while the database is out (nothing stored); 500 else.
 * - Headers: those the static server set for the path before this handler
 *   runs (scripts/lib/header-rules.ts, HSTS only over HTTPS), plus the
 *   answer's own.
 * - A form posted without JavaScript (it asks for text/html) gets 303 to
 *   `<path>/received/<id>` (post/redirect/get: a refresh does not post
 *   again), or 400 with the error summary and the form as typed.
 * - GET `<path>/challenge`: a new challenge for the human check
 *   (server/public/human-check.ts), `Cache-Control: no-store`.
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
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
import { rateLimitedError, type SendRefusal, UNAVAILABLE_RETRY_S } from '../http/errors.ts';
import { clientAddress, isSecureRequest } from '../http/forwarded.ts';
import { JSON_TYPE, json } from '../http/json-answer.ts';
import {
  DEFAULT_RATE_LIMIT,
  type RateLimit,
  ROUTE_RATE_LIMITS,
  rateLimitKey,
} from '../http/rate-limit.ts';
import { isSameSite } from '../http/same-site.ts';
import { type MailContent, staticMailContent } from '../mail/mail-content.ts';
import type { MailAddresses } from '../mail/registration-mail.ts';
import { isDatabaseUnavailable } from '../store/database.ts';
import type { AddOptions } from '../store/registration-types.ts';
import type { RegistrationStore } from '../store/registrations.ts';
import type { HumanCheck } from './human-check.ts';
import { RECEIVED_PAGE_DETAILS_MS, receivedCookieSigner } from './received-cookie.ts';
import { receivedParams, registrationBody, wantsPage } from './registration-body.ts';
import type { registrationPages } from './registration-page.ts';

export const MAX_BODY_BYTES = 16 * 1024;

/** The no-store answer of every API route here. */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

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
    /**
     * The composers of the messages, asked for at each registration, so the
     * words follow the published facts (default: the repository's).
     */
    content?: () => MailContent;
  };
};

/** The limit's key: the client's address, or its IPv6 /64 (rate-limit.ts). */
function clientKey(request: FastifyRequest, trustProxy: boolean): string {
  return rateLimitKey(clientAddress(request.raw, trustProxy));
}

/** The notices a refusal of a post is given in, by status: a page to a form, its words to JSON. */
const NOTICES: Readonly<Record<number, readonly [string, string]>> = {
  403: refusalNotices.crossSite,
  413: refusalNotices.tooLarge,
  429: refusalNotices.tooMany,
  500: refusalNotices.failed,
  503: refusalNotices.unavailable,
};

/** The post's answers: a page or JSON, as the request asked, never to be stored. */
function postAnswers(pages: RegistrationEndpointOptions['pages']) {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: string,
    extra: Record<string, string> = {},
  ) =>
    reply
      .code(status)
      .headers({ ...NO_STORE, ...extra })
      .type(wantsPage(request) ? 'text/html; charset=utf-8' : JSON_TYPE)
      .send(body);

  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    notice: readonly [string, string],
    extra: Record<string, string> = {},
  ) =>
    send(
      request,
      reply,
      status,
      wantsPage(request)
        ? pages.notice(notice[0], notice[1])
        : JSON.stringify({ error: notice[1] }),
      extra,
    );

  /**
   * The refusals and failures the listener's error handler answers for the
   * post (too large, too many, a body it cannot read): the form's notice,
   * as a page or as JSON, as the request asked.
   */
  const refusal: SendRefusal = (request, reply, { status, message, headers }) => {
    const notice = NOTICES[status];
    return notice
      ? refuse(request, reply, status, notice, { ...headers })
      : json(reply, status, { error: message }, { ...NO_STORE, ...headers });
  };

  return { send, refuse, refusal };
}

/** The human check's verdict on a submission, for the store to finish (it spends the proof). */
async function verification(
  humanCheck: HumanCheck | undefined,
  fields: Record<string, unknown>,
): Promise<AddOptions['verification']> {
  if (honeypotFilled(fields)) return { reason: 'honeypot' };
  if (!humanCheck) return { reason: 'no-proof' };
  const checked = await humanCheck.check(fields[PROOF_FIELD]);
  return checked.ok ? { proof: checked.proof } : { reason: checked.reason };
}

/**
 * The post's handler: the shared schema's check, the store (with the
 * messages it causes), then 201, or 303 to the confirmation page for a form
 * posted without JavaScript.
 */
function submission(
  options: RegistrationEndpointOptions,
  today: () => string,
  answers: ReturnType<typeof postAnswers>,
  receivedCookie: ReturnType<typeof receivedCookieSigner>,
) {
  const { store, path, pages, mail, trustProxy = false } = options;
  const mailContent = mail?.content ?? (() => staticMailContent);
  const { send, refuse } = answers;
  const receivedPrefix = `${path}/received/`;

  return async (request: FastifyRequest, fields: Record<string, unknown>, reply: FastifyReply) => {
    const page = wantsPage(request);
    const result = validateRegistration(fields, today());
    if (!result.ok)
      return send(
        request,
        reply,
        400,
        page
          ? pages.problems(result.draft, result.errors, path, today())
          : JSON.stringify({ errors: result.errors }),
      );
    let id: string;
    let confirmation: ConfirmationChannel;
    try {
      const added = await store.add(result.value, {
        verification: await verification(options.humanCheck, fields),
        marketingConsentText: marketingConsentWording,
        ...(mail && {
          compose: (stored) => mailContent().registrationMessages(stored, mail.addresses),
          messageIdDomain: mail.messageIdDomain,
          confirmationsPerHour: mail.confirmationsPerHour,
          heldAlert: (held) =>
            mailContent().heldAlert(held, mail.confirmationsPerHour, mail.addresses),
          heldAlertDelayMs: mail.heldAlertDelayMs,
        }),
      });
      id = added.registration.id;
      confirmation = confirmationChannel(mail, added.confirmation === 'queued');
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      console.error(
        `Registration not stored: ${(error as { code?: string }).code ?? (unavailable ? 'database unavailable' : 'storage error')}`,
      );
      if (!unavailable) return refuse(request, reply, 500, refusalNotices.failed);
      // Nothing was committed: the visitor may send the same registration again.
      const retryAfter = { 'Retry-After': String(UNAVAILABLE_RETRY_S) };
      const [title, text] = refusalNotices.unavailable;
      // Without JavaScript the answer is the form again, as typed.
      if (page)
        return send(
          request,
          reply,
          503,
          pages.unsaved(toDraft(fields), title, text, path, today()),
          retryAfter,
        );
      return refuse(request, reply, 503, refusalNotices.unavailable, retryAfter);
    }
    mail?.onQueued?.();
    if (page)
      return reply
        .code(303)
        .headers({
          Location: `${receivedPrefix}${id}`,
          'Set-Cookie': receivedCookie.header(
            id,
            `${receivedPrefix}${id}`,
            isSecureRequest(request.raw, trustProxy),
          ),
          ...NO_STORE,
        })
        .send();
    return send(
      request,
      reply,
      201,
      JSON.stringify({ id, confirmation } satisfies RegistrationAnswer),
    );
  };
}

/** An email is promised only when a confirmation is queued to go out over SMTP now (not held). */
const confirmationChannel = (
  mail: RegistrationEndpointOptions['mail'],
  queued: boolean,
): ConfirmationChannel => (queued && mail?.sendsEmail ? 'email' : 'none');

/**
 * The endpoint as a Fastify plugin: POST `path` (JSON or a form, read by the
 * framework up to MAX_BODY_BYTES, 413 at once when Content-Length declares
 * more), GET `path/challenge`, GET `path/received/:id`; any other method on
 * them is answered 405 with Allow.
 */
export function registrationRoutes(options: RegistrationEndpointOptions): FastifyPluginAsync {
  const { store, path, pages, humanCheck, trustProxy = false, publicOrigins = [] } = options;
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const today = options.today ?? (() => facilityToday());
  const receivedCookie = receivedCookieSigner(options.siteSecret);
  const challengePath = `${path}/challenge`;
  const answers = postAnswers(pages);
  const submit = submission(options, today, answers, receivedCookie);

  return async function registrations(parent) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // JSON and forms only: any other body (plain text included) is answered 415.
    app.removeContentTypeParser('text/plain');
    // One value a field, the last given, as the browser's own URLSearchParams reads a form.
    await app.register(fastifyFormbody, {
      bodyLimit: MAX_BODY_BYTES,
      parser: (text) => Object.fromEntries(new URLSearchParams(text)),
    });
    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);

    app.route({
      method: 'GET',
      url: challengePath,
      schema: {},
      handler: async (_request, reply) => {
        if (!humanCheck) return json(reply, 404, { error: 'No human check here.' }, NO_STORE);
        // Each challenge is for one visitor and one use: no cache may keep or share it.
        return json(reply, 200, await humanCheck.issue(), NO_STORE);
      },
    });
    app.route({
      method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: challengePath,
      schema: {},
      handler: async (_request, reply) =>
        humanCheck
          ? json(reply, 405, { error: 'Use GET.' }, { ...NO_STORE, Allow: 'GET, HEAD' })
          : json(reply, 404, { error: 'No human check here.' }, NO_STORE),
    });

    /** The no-JavaScript confirmation page (GET after the 303), found by the registration's id. */
    app.route({
      method: 'GET',
      url: `${path}/received/:id`,
      schema: { params: receivedParams },
      handler: async (request, reply) => {
        const { id } = request.params;
        // An unknown or old id, a browser without the id's cookie, or a store that cannot be read,
        // still gets a generic confirmation.
        const found =
          /^[0-9a-f-]{36}$/.test(id) && receivedCookie.matches(request.raw, id)
            ? await store.find(id).catch(() => undefined)
            : undefined;
        const recent = found && Date.now() - Date.parse(found.createdAt) < RECEIVED_PAGE_DETAILS_MS;
        const queued = recent ? await store.confirmationQueued(found.id).catch(() => false) : false;
        return reply
          .code(200)
          .headers(NO_STORE)
          .type('text/html; charset=utf-8')
          .send(
            pages.confirmation(recent ? found : null, confirmationChannel(options.mail, queued)),
          );
      },
    });

    app.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: path,
      schema: {},
      handler: async (_request, reply) =>
        json(reply, 405, { error: 'Use POST.' }, { ...NO_STORE, Allow: 'POST' }),
    });

    app.route({
      method: 'POST',
      url: path,
      bodyLimit: MAX_BODY_BYTES,
      // Before the body is read: a post from another site is refused, then the client's limit counted.
      onRequest: async (request, reply) => {
        if (!isSameSite(request.raw, { trustProxy, publicOrigins }))
          return answers.refuse(request, reply, 403, refusalNotices.crossSite);
      },
      // A post with no body at all says no type: refused as one of a type not taken.
      preValidation: async (request, reply) => {
        if (request.body === undefined || request.body === null)
          return json(reply, 415, { error: 'Send JSON or a form.' }, NO_STORE);
      },
      schema: { body: registrationBody },
      config: {
        rateLimit: {
          max: rateLimit.max,
          timeWindow: rateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => clientKey(request, trustProxy),
          errorResponseBuilder: rateLimitedError,
        },
        refusal: answers.refusal,
      },
      handler: (request, reply) => submit(request, request.body, reply),
    });
  };
}

/** The 201 answer. */
export type RegistrationAnswer = { id: string; confirmation: ConfirmationChannel };

/** The errors a JSON answer carries, for clients that read them. */
export type RegistrationErrorBody = { errors: FieldErrors };
