/**
 * What a registration post carries and asks for: the shape of its body (by
 * type only; the fields' rules and words are the shared schema's,
 * src/features/registration/registration-schema.ts), and whether the
 * browser posted the form without JavaScript and wants a page back.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  HONEYPOT_FIELD,
  PROOF_FIELD,
  type RegistrationField,
  registrationFields,
} from '../../src/features/registration/registration-schema.ts';

/** Text as typed, or null (a JSON client's empty field). */
const typed = Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'text' }));

/**
 * What a registration takes, by type only: each field's own rules and words
 * are the shared schema's (validateRegistration), which the form shows
 * beside the field, with or without JavaScript. Other fields are left alone.
 */
const textFields = [
  ...registrationFields.filter((field) => field !== 'marketingOptIn'),
  HONEYPOT_FIELD,
  PROOF_FIELD,
] as const;

export const registrationBody = Type.Object({
  ...(Object.fromEntries(textFields.map((field) => [field, typed])) as Record<
    Exclude<RegistrationField, 'marketingOptIn'> | typeof HONEYPOT_FIELD | typeof PROOF_FIELD,
    typeof typed
  >),
  marketingOptIn: Type.Optional(
    Type.Union([Type.Boolean(), Type.String(), Type.Null()], {
      description: 'true or false, or the form’s "yes"',
    }),
  ),
});

/** The confirmation page's address: any id finds a page, the generic one when it is not known. */
export const receivedParams = Type.Object({ id: Type.String() });

/** The media type the body declares, lower case, without parameters. */
function bodyType(request: FastifyRequest): string {
  return (
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}

/** A browser posting the form without JavaScript asks for a page back. */
export function wantsPage(request: FastifyRequest): boolean {
  return (
    bodyType(request) === 'application/x-www-form-urlencoded' &&
    /text\/html/.test(String(request.headers.accept))
  );
}
