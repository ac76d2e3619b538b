/**
 * The one way both listeners answer JSON: a status, the value, and any
 * headers of the answer's own, with the media type always given with its
 * charset (the recorded answers carry it so).
 */
import type { FastifyReply } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

export const json = (
  reply: FastifyReply,
  status: number,
  value: unknown,
  headers: Readonly<Record<string, string>> = {},
) => reply.code(status).headers(headers).type(JSON_TYPE).send(JSON.stringify(value));
