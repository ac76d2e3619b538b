/**
 * A lead's stage and the units held for leads, for a member who is signed
 * in: set a stage, read a lead's stage changes, list the live holds, hold a
 * unit for a lead (its email to the person goes through the outbox) and
 * release a hold. A hold of a unit not available now, or of a lead the
 * human check did not verify without staff's word on its address, is
 * refused with the reason, and nothing is sent. Each action is recorded with who and when
 * (server/store/holds.ts); the hold's expiry runs on its own (server/store/hold-expiry.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { unconfirmedHoldText } from '../../src/staff-shared/hold.ts';
import { leadStages } from '../../src/staff-shared/lead-stage.ts';
import { json } from '../http/json-answer.ts';
import { senderDomain } from '../mail/config.ts';
import type { UnitUnavailable } from '../store/holds.ts';
import type { StaffContext } from './context.ts';
import { JSON_LIMIT, member, NO_SUCH_REGISTRATION, reference } from './route-helpers.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;
/** The furthest a hold may run: a year from today. */
const LONGEST_HOLD_DAYS = 366;

/** What each route takes (server/http/errors.ts names the field a refusal is about). */
const schemas = {
  stage: {
    body: Type.Object({
      id: reference('a registration'),
      stage: Type.Enum(leadStages, { description: `one of ${leadStages.join(', ')}` }),
    }),
  },
  stages: { querystring: Type.Object({ id: reference('a registration') }) },
  hold: {
    body: Type.Object({
      registration: reference('a registration'),
      unit: Type.String({ maxLength: 40, description: 'a unit on the plan' }),
      until: Type.String({ pattern: DATE.source, description: 'a date (YYYY-MM-DD)' }),
      /** Ticked by staff: needed for a lead the human check did not verify. */
      confirmedAddress: Type.Optional(Type.Boolean()),
    }),
  },
  release: { body: Type.Object({ id: reference('a hold') }) },
  none: {},
};

const jsonBody = { bodyLimit: JSON_LIMIT };

/** Why a unit cannot be held, in staff's words. */
function unavailableText(unitId: string, why: UnitUnavailable): string {
  if (why.reason === 'taken') return `Unit ${unitId} is taken on the plan: it cannot be held.`;
  return `Unit ${unitId} was set not available by ${why.by} on ${why.at.slice(0, 10)}: it cannot be held.`;
}

/**
 * A "held until" date as the end of that day (UTC), when it is a real date
 * from today to a year ahead; null otherwise.
 */
export function heldUntilFrom(date: unknown, now: Date): string | null {
  if (typeof date !== 'string' || !DATE.test(date)) return null;
  const end = new Date(`${date}T23:59:59.999Z`);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== date) return null;
  const today = now.toISOString().slice(0, 10);
  if (date < today || end.getTime() - now.getTime() > LONGEST_HOLD_DAYS * DAY_MS) return null;
  return end.toISOString();
}

export function staffHoldRoutes(ctx: StaffContext) {
  return async function holds(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/registrations/stage',
      { ...jsonBody, schema: schemas.stage },
      async (request, reply) => {
        const { id, stage } = request.body;
        if (stage === 'held')
          return json(reply, 400, { error: 'stage: hold a unit to set "Unit held"' });
        if (!(await ctx.staff.holds.setStage(id, stage, member(request).email, ctx.now())))
          return json(reply, 404, { error: NO_SUCH_REGISTRATION });
        return json(reply, 200, { id, stage });
      },
    );

    app.get('/registrations/stages', { schema: schemas.stages }, async (request, reply) => {
      const changes = await ctx.staff.holds.stageHistory(request.query.id);
      return json(reply, 200, { changes });
    });

    app.get('/holds', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, { holds: await ctx.staff.holds.live() }),
    );

    app.post('/holds', { ...jsonBody, schema: schemas.hold }, async (request, reply) => {
      const { registration, unit, until, confirmedAddress } = request.body;
      const planned = ctx.layout.units.find((u) => u.id === unit);
      if (!planned) return json(reply, 400, { error: 'unit: must be a unit on the plan' });
      const heldUntil = heldUntilFrom(until, ctx.now());
      if (!heldUntil)
        return json(reply, 400, { error: 'until: must be a date from today to a year ahead' });
      const outcome = await ctx.staff.holds.hold(
        {
          unitId: planned.id,
          registrationId: registration,
          heldUntil,
          availableOnPlan: planned.isAvailable,
          confirmedAddress,
          message: (address) =>
            ctx.mailContent().holdOffer(address, planned, heldUntil, ctx.mailFrom),
          messageIdDomain: senderDomain(ctx.mailFrom),
        },
        member(request).email,
        ctx.now(),
      );
      if ('notFound' in outcome) return json(reply, 404, { error: NO_SUCH_REGISTRATION });
      if ('refused' in outcome) {
        const { refused } = outcome;
        return json(reply, 409, {
          error: `Unit ${refused.unitId} is already held by ${refused.createdBy} for ${refused.registrationId} until ${refused.heldUntil.slice(0, 10)}.`,
          hold: refused,
        });
      }
      if ('unavailable' in outcome)
        return json(reply, 409, { error: unavailableText(planned.id, outcome.unavailable) });
      if ('unconfirmed' in outcome) return json(reply, 409, { error: unconfirmedHoldText });
      if (outcome.emailed) ctx.wakeMail?.();
      return json(reply, 201, outcome);
    });

    app.post('/holds/release', { ...jsonBody, schema: schemas.release }, async (request, reply) => {
      if (!(await ctx.staff.holds.release(request.body.id, member(request).email, ctx.now())))
        return json(reply, 409, { error: 'That hold has already ended.' });
      return json(reply, 200, { released: true });
    });
  };
}
