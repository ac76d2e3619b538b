/**
 * A lead's stage and the units held for leads, for a member who is signed
 * in: set a stage, read a lead's stage changes, list the live holds, hold a
 * unit for a lead (its email to the person goes through the outbox) and
 * release a hold. Each action is recorded with who and when
 * (server/store/holds.ts); the hold's expiry runs on its own (server/store/hold-expiry.ts).
 */
import type { FastifyInstance } from 'fastify';
import { isLeadStage, leadStageLabels } from '../../src/staff-shared/lead-stage.ts';
import { senderDomain } from '../mail/config.ts';
import { holdOffer } from '../mail/hold-mail.ts';
import type { StaffContext } from './context.ts';
import { bad, fields, json, jsonObjectBody, member, UUID } from './route-helpers.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;
/** The furthest a hold may run: a year from today. */
const LONGEST_HOLD_DAYS = 366;

const jsonObject = jsonObjectBody();

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
  return async function holds(app: FastifyInstance) {
    app.post('/registrations/stage', jsonObject, async (request, reply) => {
      const { id, stage } = fields(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: a registration reference');
      if (!isLeadStage(stage))
        return bad(reply, `stage: one of ${Object.keys(leadStageLabels).join(', ')}`);
      if (stage === 'held') return bad(reply, 'stage: hold a unit to set "Unit held"');
      if (!(await ctx.staff.holds.setStage(id, stage, member(request).email, ctx.now())))
        return bad(reply, 'No registration has that reference.', 404);
      return json(reply, 200, { id, stage });
    });

    app.get('/registrations/stages', async (request, reply) => {
      const id = (request.query as { id?: string }).id ?? '';
      if (!UUID.test(id)) return bad(reply, 'id: a registration reference');
      return json(reply, 200, { changes: await ctx.staff.holds.stageHistory(id) });
    });

    app.get('/holds', async (_request, reply) =>
      json(reply, 200, { holds: await ctx.staff.holds.live() }),
    );

    app.post('/holds', jsonObject, async (request, reply) => {
      const { registration, unit, until } = fields(request);
      if (typeof registration !== 'string' || !UUID.test(registration))
        return bad(reply, 'registration: a registration reference');
      const planned = ctx.layout.units.find((u) => u.id === unit);
      if (!planned) return bad(reply, 'unit: a unit on the plan');
      const heldUntil = heldUntilFrom(until, ctx.now());
      if (!heldUntil) return bad(reply, 'until: a date from today to a year ahead');
      const outcome = await ctx.staff.holds.hold(
        {
          unitId: planned.id,
          registrationId: registration,
          heldUntil,
          message: (address) => holdOffer(address, planned, heldUntil, ctx.mailFrom),
          messageIdDomain: senderDomain(ctx.mailFrom),
        },
        member(request).email,
        ctx.now(),
      );
      if ('notFound' in outcome) return bad(reply, 'No registration has that reference.', 404);
      if ('refused' in outcome) {
        const { refused } = outcome;
        return json(reply, 409, {
          error: `Unit ${refused.unitId} is already held by ${refused.createdBy} for ${refused.registrationId} until ${refused.heldUntil.slice(0, 10)}.`,
          hold: refused,
        });
      }
      if (outcome.emailed) ctx.wakeMail?.();
      return json(reply, 201, outcome);
    });

    app.post('/holds/release', jsonObject, async (request, reply) => {
      const { id } = fields(request);
      if (typeof id !== 'string' || !UUID.test(id)) return bad(reply, 'id: a hold reference');
      if (!(await ctx.staff.holds.release(id, member(request).email, ctx.now())))
        return bad(reply, 'That hold has already ended.', 409);
      return json(reply, 200, { released: true });
    });
  };
}
