/**
 * How a listener answers what its routes do not: one error handler per
 * listener, built here, so a refusal reads the same on every route.
 *
 * - A refusal (4xx) is a status and a short message that repeats nothing the
 *   client sent (no address, no value, no framework wording), sent in the
 *   listener's own shape: `{ "error": "…" }` on the console and the public
 *   API, the site's plain text on its pages. A body, query or address the
 *   route's schema refuses is 400 and names the field: "stage: must be one
 *   of new, contacted, …".
 * - A failure (5xx) is logged once, with the route's pattern, the error's
 *   code and a short reference, and never the address, the body or a value,
 *   so no personal data reaches the log, and answered plainly with the same
 *   reference (the console shows it, for whoever runs the server to find); a database that cannot be
 *   reached is 503 with Retry-After, as nothing was done.
 *
 * A route may say how its own answers look (the registration form answers a
 * browser without JavaScript with a page) through its `refusal` config; the
 * handler and its words stay the listener's.
 */
import { randomInt } from 'node:crypto';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { isDatabaseUnavailable } from '../store/database.ts';

/** What a client is told of a request not answered by its route. */
export type Refusal = {
  status: number;
  message: string;
  headers?: Readonly<Record<string, string>>;
  /** A failure's reference (see failureReference), shared by the answer and the log line. */
  reference?: string;
};

/** Sends a refusal in a listener's (or a route's) own shape. */
export type SendRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: Refusal,
) => FastifyReply | Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's refusals and failures look, when not as the listener's. */
    refusal?: SendRefusal;
  }
}

/** The error @fastify/rate-limit raises (its errorResponseBuilder), known by its kind. */
export const RATE_LIMITED = 'rate-limited';
export const rateLimitedError = () => ({ statusCode: 429, kind: RATE_LIMITED });

/** Retry-After of a 503 while the database cannot be reached. */
export const UNAVAILABLE_RETRY_S = 30;

/** The words a listener uses; every one has a default. */
export type RefusalWords = {
  tooLarge: string;
  unsupported: string;
  notJson: string;
  tooMany: string;
  /** A failure's words; `{reference}` in them is replaced by the failure's reference. */
  failed: string;
  unavailable: string;
};

export const DEFAULT_WORDS: RefusalWords = {
  tooLarge: 'The body is too large.',
  unsupported: 'Send JSON.',
  notJson: 'The body is not valid JSON.',
  tooMany: 'Too many attempts; wait a minute and try again.',
  failed: 'Something went wrong on our side; try again shortly.',
  unavailable: 'The database cannot be reached; try again shortly.',
};

/** Letters and digits no one misreads over the phone (no 0/O, 1/I/L, 5/S, 8/B). */
const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY234679';

/**
 * A short reference for one failure, given in the answer and written in the
 * log line, so whoever runs the server finds the line a member quotes.
 */
export function failureReference(length = 6): string {
  let reference = '';
  for (let i = 0; i < length; i++)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

/** A short message for a 4xx the framework or a plug-in raised, by its status alone. */
const BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  411: 'Give the body’s length.',
  416: 'The range is not satisfiable.',
};

const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  boolean: 'true or false',
  number: 'a number',
  integer: 'a whole number',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

type Schema = Record<string, unknown>;

const describe = (schema: unknown): string | undefined => {
  const description = (schema as Schema | undefined)?.description;
  return typeof description === 'string' ? description : undefined;
};

/** What a value must be, in plain words, from the keyword it failed. */
function expectation(error: FastifySchemaValidationError & { parentSchema?: Schema }): string {
  const said = describe(error.parentSchema);
  if (said) return said;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return String(params.allowedValue);
    case 'type':
      return String(params.type)
        .split(',')
        .map((kind) => KINDS[kind] ?? kind)
        .join(' or ');
    case 'maxLength':
      return `text of at most ${params.limit} characters`;
    case 'minLength':
      return Number(params.limit) === 1 ? 'text' : `text of at least ${params.limit} characters`;
    case 'maximum':
      return `at most ${params.limit}`;
    case 'minimum':
      return `at least ${params.limit}`;
    case 'maxItems':
      return `a list of at most ${params.limit}`;
    default:
      return 'in the expected form';
  }
}

/**
 * What a union (anyOf) wanted of the value at `path`: its description, or
 * each branch's wish joined ("text or empty"). Each branch fails on its own
 * before the union does, so the branches' errors come first.
 */
function unionExpectation(
  errors: readonly FastifySchemaValidationError[],
  path: string,
): string | undefined {
  const union = errors.find((error) => error.instancePath === path && error.keyword === 'anyOf') as
    | (FastifySchemaValidationError & { parentSchema?: Schema })
    | undefined;
  if (!union) return undefined;
  const branches = errors.filter(
    (error) => error.instancePath === path && error.keyword !== 'anyOf',
  ) as (FastifySchemaValidationError & { parentSchema?: Schema })[];
  const wishes = branches.map((branch) => expectation({ ...branch, parentSchema: undefined }));
  return describe(union.parentSchema) ?? [...new Set(wishes)].join(' or ');
}

/**
 * "field: must be …" for the first error of a schema's check. The field is
 * the property's path (`id`, `units.0`); the whole body or query is named
 * by its part. Values are never repeated.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  part: string | undefined,
): string {
  const first = errors[0] as (FastifySchemaValidationError & { parentSchema?: Schema }) | undefined;
  const whole = part === 'querystring' ? 'query' : (part ?? 'body');
  if (!first) return `${whole}: not accepted`;
  if (first.keyword === 'required') {
    const missing = String((first.params as { missingProperty?: unknown }).missingProperty);
    const properties = first.parentSchema?.properties as Record<string, unknown> | undefined;
    const said = describe(properties?.[missing]);
    const field = [first.instancePath.slice(1).replaceAll('/', '.'), missing]
      .filter(Boolean)
      .join('.');
    return `${field}: must be given${said ? `, ${said}` : ''}`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = String((first.params as { additionalProperty?: unknown }).additionalProperty);
    return `${whole}: ${extra.length <= 40 ? `“${extra}” is not one of its fields` : 'has a field it does not take'}`;
  }
  const field = first.instancePath.slice(1).replaceAll('/', '.');
  const said = unionExpectation(errors, first.instancePath) ?? expectation(first);
  if (!field)
    return `${whole}: must be ${whole === 'body' && said === 'an object' ? 'a JSON object' : said}`;
  return `${field}: must be ${said}`;
}

/**
 * What a client is told of `error`, or null when it is the server's own
 * failure (5xx), which is logged and answered plainly.
 */
export function refusalOf(
  error: FastifyError & { kind?: string },
  words: RefusalWords,
): Refusal | null {
  if (error.kind === RATE_LIMITED)
    return { status: 429, message: words.tooMany, headers: { 'Retry-After': '60' } };
  if (error.validation)
    return { status: 400, message: validationMessage(error.validation, error.validationContext) };
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) return null;
  if (status === 413)
    // Answered before the body is read (or once it passes the limit); the connection then closes.
    return { status, message: words.tooLarge, headers: { Connection: 'close' } };
  if (status === 415) return { status, message: words.unsupported };
  if (error.code?.startsWith('FST_ERR_CTP_')) return { status: 400, message: words.notJson };
  return { status, message: BY_STATUS[status] ?? 'Bad request.' };
}

/** How a listener's answers look, and the name its failures are logged under. */
export type ListenerAnswers = {
  /** Named in the log: "The console", "The public site". */
  name: string;
  send: SendRefusal;
  words?: Partial<RefusalWords>;
};

/**
 * The listener's one error handler: a refusal in its shape, a failure logged
 * once (route pattern, code and its reference only) and answered plainly
 * with the same reference.
 */
export function listenerErrorHandler({ name, send, words }: ListenerAnswers) {
  const said: RefusalWords = { ...DEFAULT_WORDS, ...words };
  return function handleError(
    error: FastifyError & { kind?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (reply.sent) return;
    const answer = request.routeOptions.config.refusal ?? send;
    const refusal = refusalOf(error, said);
    if (refusal) return answer(request, reply, refusal);
    if (isDatabaseUnavailable(error))
      return answer(request, reply, {
        status: 503,
        message: said.unavailable,
        headers: { 'Retry-After': String(UNAVAILABLE_RETRY_S) },
      });
    const route = request.routeOptions.url ?? 'no route';
    const reference = failureReference();
    console.error(
      `${name} could not answer ${request.method} ${route}: ${error.code ?? error.name} (reference ${reference})`,
    );
    return answer(request, reply, {
      status: 500,
      message: said.failed.replaceAll('{reference}', reference),
      reference,
    });
  };
}

/** The answer to an address the router cannot read (a malformed escape, `/%`): 400, nothing echoed. */
export const BAD_ADDRESS: Refusal = { status: 400, message: 'The address is not valid.' };
