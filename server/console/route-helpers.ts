/**
 * What every route module of the console shares: the schemas of the values
 * its routes take (server/http/errors.ts turns a refusal into "field: must
 * be …" from their descriptions), the signed-in member (the routes run in
 * server/console/routes.ts's members scope, so there always is one), and the
 * passkey asked for again before an action that cannot be undone.
 */
import type { FastifyRequest } from 'fastify';
import { type TString, Type } from 'typebox';
import type { Session } from '../store/staff.ts';
import type { StaffContext } from './context.ts';
import { verifyAuthentication } from './passkeys.ts';

/** The answer (404) to a reference no registration has, or one erased before the action took it. */
export const NO_SUCH_REGISTRATION = 'No registration has that reference.';

/** A reference the database issued (a UUID), described as what it refers to. */
export const reference = (what: string): TString =>
  Type.String({ pattern: '^[0-9a-f-]{36}$', description: `${what} reference` });

/** A WebAuthn answer from the browser, checked by the passkey library, not here. */
export const passkeyAnswer = Type.Object(
  {},
  { additionalProperties: true, description: "a passkey's answer (an object)" },
);

/** A console JSON body's limit; a route with more to carry sets its own. */
export const JSON_LIMIT = 64 * 1024;

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
