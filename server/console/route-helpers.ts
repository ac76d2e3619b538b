/**
 * What every route module of the console shares: its JSON answers, the
 * check that a JSON body is an object, the signed-in member (the routes
 * run in server/console/routes.ts's members scope, so there always is one), and the
 * passkey asked for again before an action that cannot be undone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../store/staff.ts';
import type { StaffContext } from './context.ts';
import { verifyAuthentication } from './passkeys.ts';

/** A reference the database issued (a UUID). */
export const UUID = /^[0-9a-f-]{36}$/;

/** A console JSON body's limit; a route with more to carry sets its own. */
export const JSON_LIMIT = 64 * 1024;

export const json = (reply: FastifyReply, status: number, value: unknown) =>
  reply.code(status).type('application/json; charset=utf-8').send(value);

export const bad = (reply: FastifyReply, error: string, status = 400) =>
  json(reply, status, { error });

/** Route options: a JSON body must be an object, of at most `bodyLimit` bytes; anything else is refused before the route runs. */
export const jsonObjectBody = (bodyLimit = JSON_LIMIT) =>
  ({ bodyLimit, schema: { body: { type: 'object' } } }) as const;

export const fields = (request: FastifyRequest) => request.body as Record<string, unknown>;

export const member = (request: FastifyRequest) => request.staffSession as Session;

/**
 * True when `response` is a fresh passkey assertion, with user verification,
 * of the member signed in: asked for again before an erase, a send to the
 * waiting list, or another passkey.
 */
export async function verifiedAgain(ctx: StaffContext, request: FastifyRequest, response: unknown) {
  const check = await verifyAuthentication(
    ctx.staff,
    ctx.rp,
    response,
    'verify',
    member(request).staffId,
  );
  return check.ok;
}
