/**
 * The console's overview for a member who is signed in: demand against the
 * plan and the state of the leads and the mail (server/store/demand-overview.ts), and the
 * launch list (the same as npm run launch:check).
 */
import type { FastifyInstance } from 'fastify';
import { json } from '../http/json-answer.ts';
import { liveStatuses } from '../public/live-availability.ts';
import { demandOverview } from '../store/demand-overview.ts';
import type { StaffContext } from './context.ts';

export function staffDemandRoutes(ctx: StaffContext) {
  return async function demand(app: FastifyInstance) {
    // Takes nothing: no query, no body.
    app.get('/overview', { schema: {} }, async (_request, reply) => {
      const live = liveStatuses(ctx.layout, await ctx.staff.availabilityOverrides());
      const overview = await demandOverview(ctx.staff.db, ctx.layout, live, ctx.now());
      return json(reply, 200, overview);
    });
  };
}
