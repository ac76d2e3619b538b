// @vitest-environment node
/**
 * The words of a refusal: a schema's refusal names the field and says what
 * it must be, in the schema's own description where it has one; nothing a
 * client sent (a value, an address, the framework's message) is repeated.
 * Checked through Fastify's own validation, as the listeners run it.
 */
import Fastify, { type FastifyError } from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORDS, refusalOf } from './errors.ts';
import { VALIDATION_OPTIONS } from './route-validation.ts';

/** The refusal a body gets from a route whose body schema is `schema`. */
async function refusal(schema: object, payload: unknown, query = '') {
  const app = Fastify(VALIDATION_OPTIONS);
  let seen: ReturnType<typeof refusalOf> = null;
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    seen = refusalOf(error, DEFAULT_WORDS);
    return reply.code(seen?.status ?? 500).send();
  });
  app.post(
    '/',
    {
      schema: {
        body: schema,
        querystring: Type.Object({ page: Type.Optional(Type.String({ pattern: '^\\d+$' })) }),
      },
    },
    async () => 'taken',
  );
  await app.inject({
    method: 'POST',
    url: `/${query}`,
    headers: { 'Content-Type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  await app.close();
  return seen as ReturnType<typeof refusalOf>;
}

const reference = Type.String({ pattern: '^[0-9a-f-]{36}$', description: 'a hold reference' });

describe('a refusal', () => {
  it('names the field and says what it must be, never what was sent', async () => {
    const cases: [object, unknown, string][] = [
      [Type.Object({ id: reference }), { id: 'alex@example.org' }, 'id: must be a hold reference'],
      [Type.Object({ id: reference }), {}, 'id: must be given, a hold reference'],
      [Type.Object({ ok: Type.Boolean() }), { ok: 'yes' }, 'ok: must be true or false'],
      [
        Type.Object({ stage: Type.Enum(['new', 'lost']) }),
        { stage: 'won' },
        'stage: must be one of new, lost',
      ],
      [
        Type.Object({ note: Type.String({ maxLength: 5 }) }),
        { note: 'private words' },
        'note: must be text of at most 5 characters',
      ],
      [
        Type.Object({ name: Type.Union([Type.String(), Type.Null()]) }),
        { name: 5 },
        'name: must be text or empty',
      ],
      [Type.Object({}), [1], 'body: must be a JSON object'],
      [
        Type.Object({ units: Type.Array(Type.String()) }),
        { units: ['A1', 2] },
        'units.1: must be text',
      ],
    ];
    for (const [schema, payload, message] of cases) {
      const answer = await refusal(schema, payload);
      expect(answer).toEqual({ status: 400, message });
      expect(message).not.toMatch(/alex|private|won/);
    }
    expect(await refusal(Type.Object({}), {}, '?page=alex')).toEqual({
      status: 400,
      message: 'page: must be in the expected form',
    });
  });

  it("keeps a framework error's status and puts its own short words in place of the error's", () => {
    const error = (statusCode: number, code: string) =>
      Object.assign(new Error(`'/staff/%' from alex@example.org`), {
        statusCode,
        code,
      }) as FastifyError;
    expect(refusalOf(error(404, 'FST_ERR_NOT_FOUND'), DEFAULT_WORDS)).toEqual({
      status: 404,
      message: 'Not found.',
    });
    expect(refusalOf(error(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'), DEFAULT_WORDS)).toEqual({
      status: 415,
      message: 'Send JSON.',
    });
    expect(refusalOf(error(400, 'FST_ERR_CTP_INVALID_JSON_BODY'), DEFAULT_WORDS)).toEqual({
      status: 400,
      message: 'The body is not valid JSON.',
    });
    expect(refusalOf(error(413, 'FST_ERR_CTP_BODY_TOO_LARGE'), DEFAULT_WORDS)).toMatchObject({
      status: 413,
      message: 'The body is too large.',
    });
    expect(refusalOf(error(500, 'ERR'), DEFAULT_WORDS)).toBeNull();
    expect(refusalOf(new Error('boom') as FastifyError, DEFAULT_WORDS)).toBeNull();
  });
});
