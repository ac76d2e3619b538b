/**
 * `GET /api/availability` on the public listener: each unit's availability
 * now, the built plan with the console's changes laid over it
 * (server/public/live-availability.ts), with an ETag and 304 for a copy still current.
 * Public data only: no console code or session is involved.
 */
import type { FastifyInstance } from 'fastify';
import type { Layout } from '../../src/layout/layout-schema.ts';
import { isNotModified } from '../http/http-negotiation.ts';
import { JSON_TYPE, json } from '../http/json-answer.ts';
import { availabilityBody, liveStatuses } from './live-availability.ts';

export const AVAILABILITY_PATH = '/api/availability';

/**
 * The mark every page of the bundled server carries: the live availability
 * is served here. A page reads it (PerformanceNavigationTiming.serverTiming)
 * and asks for live data only when it is there, so on a static host, which
 * sends no such header, it asks for nothing it cannot have.
 */
export const LIVE_DATA_HEADER = { 'Server-Timing': 'live;desc="availability"' } as const;

export function availabilityRoutes(layout: Layout, overrides: () => Promise<Map<string, boolean>>) {
  return async function availability(app: FastifyInstance) {
    app.route({
      method: 'GET',
      url: AVAILABILITY_PATH,
      // Takes nothing: no query, no body.
      schema: {},
      handler: async (request, reply) => {
        const { body, etag } = availabilityBody(liveStatuses(layout, await overrides()));
        reply.headers({ 'Cache-Control': 'no-cache', ETag: etag });
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch !== undefined && isNotModified({ ifNoneMatch }, { etag, mtimeMs: 0 }))
          return reply.code(304).send();
        // The body is already JSON, written once per state with its ETag.
        return reply.code(200).type(JSON_TYPE).send(body);
      },
    });
    app.route({
      method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: AVAILABILITY_PATH,
      schema: {},
      handler: async (_request, reply) =>
        json(reply, 405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' }),
    });
  };
}
