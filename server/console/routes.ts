/**
 * The console's JSON routes under /api/staff/. Four answer without a
 * session: the sign-in and enrolment ceremonies (limited per client, and
 * their failures per client and account) and sign-out. Every other route
 * answers 401 with no data unless the request carries a live session; what
 * it does is then recorded in the audit log with who and when
 * (server/console/data-routes.ts).
 *
 * Before any route runs, a state-changing request from anywhere but the
 * console's own origin is refused 403 (server/console/http.ts).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { rateLimitedError } from '../http/errors.ts';
import { clientAddress } from '../http/forwarded.ts';
import { json } from '../http/json-answer.ts';
import { ROUTE_RATE_LIMITS, rateLimitKey } from '../http/rate-limit.ts';
import { staffAnnouncementRoutes } from './announcement-routes.ts';
import { staffAvailabilityRoutes } from './availability-routes.ts';
import type { StaffContext } from './context.ts';
import { staffDataRoutes } from './data-routes.ts';
import { staffDemandRoutes } from './demand-routes.ts';
import { staffEraseRoutes } from './erase-routes.ts';
import { staffHoldRoutes } from './hold-routes.ts';
import {
  cookieName,
  isOwnOriginRead,
  isSameOriginRequest,
  SESSION_ID,
  sessionCookie,
} from './http.ts';
import { staffLeadRoutes } from './lead-routes.ts';
import { originMismatch } from './passkey-origin.ts';
import {
  authenticationOptions,
  type PasskeyCheck,
  registrationOptions,
  responseCredentialId,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.ts';
import { JSON_LIMIT, member, passkeyAnswer, verifiedAgain } from './route-helpers.ts';
import { staffSiteRoutes } from './site-routes.ts';

const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An invite link's token, as the enrolment page read it from the link (null
 * when the link had none). A token of another form is simply unknown: the
 * answer is the spent invite's, so a guess learns no more than a stale link.
 */
const invite = Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
  description: "an invite link's token, or null",
});

/** What each route takes; a passkey's answer left out is one that was not verified. */
const schemas = {
  enrolOptions: { body: Type.Object({ invite }) },
  enrolVerify: { body: Type.Object({ invite, response: Type.Optional(passkeyAnswer) }) },
  verify: { body: Type.Object({ response: Type.Optional(passkeyAnswer) }) },
  /** The ceremony's options and sign-out read no body. */
  none: {},
};

const PASSKEY_NOT_CREATED =
  'The passkey could not be created. Try again, or use another device or security key.';
const TOO_MANY = { error: 'Too many attempts; wait a minute and try again.' };
const SPENT_INVITE = {
  error: 'This invite link has been used, has run out or was replaced. Ask for a new invite.',
};

/** What the ceremonies before a session share: the client's keys, the session's start, the refusals. */
function ceremonyHelpers(ctx: StaffContext) {
  const client = (request: FastifyRequest) =>
    rateLimitKey(clientAddress(request.raw, ctx.trustProxy));
  const failureKey = (request: FastifyRequest, staffId: string) => `${client(request)}|${staffId}`;

  /**
   * Starts a session (a new id, whatever the browser held before) and sets
   * its cookie; with `recordAs`, the sign-in is recorded with it.
   */
  async function signIn(request: FastifyRequest, staffId: string, recordAs?: string) {
    if (request.staffSessionId) await ctx.staff.endSession(request.staffSessionId);
    const id = await ctx.staff.startSession(staffId, ctx.now(), recordAs);
    return sessionCookie(id, ctx.secureCookie);
  }

  /**
   * A ceremony whose answer was made for another origin than the console's
   * (STAFF_ORIGIN set wrongly, or the console opened at another address):
   * one line in the log naming both, and the refusal the page explains.
   */
  function refuseOtherOrigin(reply: FastifyReply, response: unknown, status: number) {
    const mismatch = originMismatch(response, ctx.rp.origin);
    if (!mismatch) return null;
    console.warn(mismatch.log);
    return json(reply, status, mismatch.body);
  }

  async function inviteHolder(token: string | null) {
    return token !== null && INVITE_TOKEN.test(token)
      ? { token, holder: await ctx.staff.inviteHolder(token, ctx.now()) }
      : { token: null, holder: undefined };
  }

  /** The ceremonies before a session: limited per client. */
  const ceremony = {
    bodyLimit: JSON_LIMIT,
    config: {
      rateLimit: {
        max: ctx.rateLimits.client.max,
        timeWindow: ctx.rateLimits.client.windowMs,
        keyGenerator: client,
        errorResponseBuilder: rateLimitedError,
      },
    },
  };

  return { ceremony, failureKey, signIn, refuseOtherOrigin, inviteHolder };
}

/** The routes for a member who is signed in; any other request is answered 401 and nothing else. */
function membersScope(ctx: StaffContext) {
  return async function members(scope: FastifyInstance) {
    const members = scope.withTypeProvider<TypeBoxTypeProvider>();
    // Before the body is read or checked: a stranger learns nothing, not even what a body should be.
    members.addHook('onRequest', async (request, reply) => {
      if (!request.staffSession) return json(reply, 401, { error: 'Sign in first.' });
    });
    /** A passkey is asked for again (user verification) before another is added. */
    const verify = { bodyLimit: JSON_LIMIT, schema: schemas.verify };
    members.post('/passkeys/options', verify, async (request, reply) => {
      const session = member(request);
      if (!(await verifiedAgain(ctx, request, request.body.response)))
        return json(reply, 401, {
          error: 'Your passkey was not verified; no passkey was added.',
        });
      return json(
        reply,
        200,
        await registrationOptions(ctx.staff, ctx.rp, {
          id: session.staffId,
          email: session.email,
        }),
      );
    });

    members.post('/passkeys/verify', verify, async (request, reply) => {
      const session = member(request);
      const credential = await verifyRegistration(
        ctx.staff,
        ctx.rp,
        session.staffId,
        request.body.response,
      );
      if (!credential) return json(reply, 400, { error: PASSKEY_NOT_CREATED });
      await ctx.staff.addPasskey(session.staffId, credential, session.email, ctx.now());
      return json(reply, 200, { added: true });
    });

    members.post('/verify/options', { schema: schemas.none }, async (request, reply) =>
      json(
        reply,
        200,
        await authenticationOptions(ctx.staff, ctx.rp, { id: member(request).staffId }),
      ),
    );

    await members.register(staffDataRoutes(ctx));
    await members.register(staffLeadRoutes(ctx));
    await members.register(staffEraseRoutes(ctx));
    await members.register(staffAvailabilityRoutes(ctx));
    await members.register(staffDemandRoutes(ctx));
    await members.register(staffHoldRoutes(ctx));
    await members.register(staffAnnouncementRoutes(ctx));
    await members.register(staffSiteRoutes(ctx));
  };
}

export function staffApi(ctx: StaffContext) {
  const { ceremony, failureKey, signIn, refuseOtherOrigin, inviteHolder } = ceremonyHelpers(ctx);

  return async function api(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    app.decorateRequest('staffSession', null);
    app.decorateRequest('staffSessionId', undefined);

    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);

    app.addHook('onRequest', async (request, reply) => {
      const reads = request.method === 'GET' || request.method === 'HEAD';
      if (
        reads
          ? !isOwnOriginRead(request.headers)
          : !isSameOriginRequest(request.headers, ctx.rp.origin)
      )
        return json(reply, 403, {
          error:
            'Refused: this request did not come from the console. Open the console at its own address and try again.',
        });
      const id = request.cookies[cookieName(ctx.secureCookie)];
      if (id && SESSION_ID.test(id)) {
        request.staffSessionId = id;
        request.staffSession = await ctx.staff.resumeSession(id, ctx.now());
      }
    });

    app.post(
      '/enrol/options',
      { ...ceremony, schema: schemas.enrolOptions },
      async (request, reply) => {
        const { holder } = await inviteHolder(request.body.invite);
        if (!holder) return json(reply, 410, SPENT_INVITE);
        return json(reply, 200, await registrationOptions(ctx.staff, ctx.rp, holder));
      },
    );

    app.post(
      '/enrol/verify',
      { ...ceremony, schema: schemas.enrolVerify },
      async (request, reply) => {
        const { body } = request;
        const { token, holder } = await inviteHolder(body.invite);
        if (!holder || !token) return json(reply, 410, SPENT_INVITE);
        if (ctx.failures.blocked(failureKey(request, holder.id))) return tooMany(reply);
        const credential = await verifyRegistration(ctx.staff, ctx.rp, holder.id, body.response);
        if (!credential) {
          ctx.failures.allow(failureKey(request, holder.id));
          return (
            refuseOtherOrigin(reply, body.response, 400) ??
            json(reply, 400, { error: PASSKEY_NOT_CREATED })
          );
        }
        const member = await ctx.staff.enrol(token, credential, ctx.now());
        if (!member)
          return json(reply, 410, {
            error: 'This invite link has just been used. Ask for a new invite.',
          });
        reply.header('Set-Cookie', await signIn(request, member.id));
        return json(reply, 200, { email: member.email });
      },
    );

    app.post('/sign-in/options', { ...ceremony, schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, await authenticationOptions(ctx.staff, ctx.rp, null)),
    );

    app.post('/sign-in/verify', { ...ceremony, schema: schemas.verify }, async (request, reply) => {
      const { response } = request.body;
      const owner = await ctx.staff.credential(responseCredentialId(response) ?? '');
      // Only failures count against an account, and only from this client: a stranger who
      // knows a credential id cannot lock its owner out.
      if (owner && ctx.failures.blocked(failureKey(request, owner.staffId))) return tooMany(reply);
      const check: PasskeyCheck = await verifyAuthentication(
        ctx.staff,
        ctx.rp,
        response,
        'sign-in',
        null,
      );
      if (!check.ok) {
        if (owner) ctx.failures.allow(failureKey(request, owner.staffId));
        await ctx.staff.recordFailedSignIn(
          {
            credentialId: owner ? owner.id : null,
            reason: check.reason === 'unknown' ? 'unknown passkey' : 'not verified',
          },
          ctx.now(),
        );
        const otherOrigin = refuseOtherOrigin(reply, response, 401);
        if (otherOrigin) return otherOrigin;
        return json(reply, 401, {
          error:
            check.reason === 'unknown'
              ? 'This passkey is not known here. Ask for a new invite if you have lost yours.'
              : 'The passkey could not be verified.',
        });
      }
      reply.header('Set-Cookie', await signIn(request, check.staffId, check.email));
      return json(reply, 200, { email: check.email });
    });

    app.post('/sign-out', { schema: schemas.none }, async (request, reply) => {
      if (request.staffSessionId)
        await ctx.staff.endSession(request.staffSessionId, request.staffSession?.email, ctx.now());
      return reply.code(204).header('Set-Cookie', sessionCookie(null, ctx.secureCookie)).send();
    });

    // Everything below needs a live session.
    await app.register(membersScope(ctx));
  };
}

function tooMany(reply: FastifyReply) {
  return json(reply.header('Retry-After', '60'), 429, TOO_MANY);
}
