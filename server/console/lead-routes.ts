/**
 * The console's routes for reading leads: the list (searched, filtered,
 * sorted and paged in the database), one lead by its reference (the
 * console's lead page, /staff/registrations/<reference>), and the names of
 * registrations by reference, so the console says who rather than which
 * UUID. What staff change about a lead is in data-routes.ts and
 * hold-routes.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { storageTypes, unitSizes } from '../../src/features/registration/registration-schema.ts';
import { leadSortKeys, sortOrders } from '../../src/staff-shared/lead-sort.ts';
import { leadStages } from '../../src/staff-shared/lead-stage.ts';
import { json } from '../http/json-answer.ts';
import { findLead, leadNames, listLeads, readLeadFilter } from '../store/leads.ts';
import type { StaffContext } from './context.ts';
import { reference } from './route-helpers.ts';

/** A choice from a list, or empty for any (the list's filters send every field, empty or not). */
const choiceOrAny = (choices: readonly string[], what: string) =>
  Type.Optional(Type.Enum(['', ...choices], { description: `${what}, or empty for any` }));

/** At most this many names in one ask: a page of the audit log names fewer. */
const NAMES_MAX = 200;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const schemas = {
  list: {
    querystring: Type.Object({
      q: Type.Optional(Type.String({ maxLength: 100 })),
      type: choiceOrAny(storageTypes, `one of ${storageTypes.join(', ')}`),
      size: choiceOrAny(unitSizes, 'a unit size'),
      verified: choiceOrAny(['yes', 'no'], 'yes or no'),
      stage: choiceOrAny(leadStages, `one of ${leadStages.join(', ')}`),
      page: Type.Optional(
        Type.String({ pattern: '^[1-9]\\d{0,5}$', description: 'a whole number from 1' }),
      ),
      sort: choiceOrAny(leadSortKeys, `one of ${leadSortKeys.join(', ')}`),
      order: choiceOrAny(sortOrders, 'asc or desc'),
    }),
  },
  one: { params: Type.Object({ id: reference('a registration') }) },
  names: {
    querystring: Type.Object({
      ids: Type.String({
        pattern: `^(${UUID})(,${UUID}){0,${NAMES_MAX - 1}}$`,
        description: `up to ${NAMES_MAX} registration references, separated by commas`,
      }),
    }),
  },
};

export function staffLeadRoutes(ctx: StaffContext) {
  return async function leads(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();

    app.get('/registrations', { schema: schemas.list }, async (request, reply) => {
      const read = readLeadFilter(new URLSearchParams(request.query));
      if (!read.ok) return json(reply, 400, { error: read.problem });
      const page = await listLeads(ctx.staff.db, read.filter);
      return json(reply, 200, { ...page, delivery: ctx.mailDelivery });
    });

    app.get('/registrations/names', { schema: schemas.names }, async (request, reply) => {
      const names = await leadNames(ctx.staff.db, request.query.ids.split(','));
      return json(reply, 200, { names: Object.fromEntries(names) });
    });

    app.get('/registrations/:id', { schema: schemas.one }, async (request, reply) => {
      // None (erased since, or a mistyped link) is an answer the lead's page shows, not a failure.
      const lead = await findLead(ctx.staff.db, request.params.id);
      return json(reply, 200, { lead, delivery: ctx.mailDelivery });
    });
  };
}
