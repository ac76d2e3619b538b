/**
 * The console's Announcements routes, for a member who is signed in:
 *
 * - GET  /announcements: every announcement (who wrote it, who sent it,
 *   when, to how many, its messages' states) and whom one would reach now,
 *   with whom it leaves out and why;
 * - POST /announcements/save: a new draft, or changes to one not yet sent;
 * - POST /announcements/test: the announcement to the member alone;
 * - POST /announcements/send: after the passkey is asked for again with user
 *   verification (as Erase does), one message per address through the
 *   outbox; refused 409 when it was sent before.
 *
 * Each is recorded in the audit log with references and counts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { announcementLimits, announcementProblems } from '../../src/staff-shared/announcement.ts';
import { json } from '../http/json-answer.ts';
import type { StaffContext } from './context.ts';
import { member, passkeyAnswer, reference, verifiedAgain } from './route-helpers.ts';

/** A subject and a body at their limits, in JSON, with room to spare. */
const BODY_LIMIT = 8 * (announcementLimits.bodyMax + announcementLimits.subjectMax) + 16 * 1024;

/**
 * What each route takes. The text's own rules (one line, its length, safe
 * links) are the announcement's, shared with the console's form
 * (src/staff-shared/announcement.ts), and give their own words.
 */
const schemas = {
  save: {
    body: Type.Object({
      id: Type.Optional(reference('an announcement')),
      subject: Type.String(),
      body: Type.String(),
    }),
  },
  test: { body: Type.Object({ id: reference('an announcement') }) },
  send: {
    body: Type.Object({
      id: reference('an announcement'),
      response: Type.Optional(passkeyAnswer),
    }),
  },
  none: {},
};

const ALREADY_SENT = 'This announcement has already been sent; it is sent only once.';
const NOT_FOUND = 'No announcement has that reference.';

export function staffAnnouncementRoutes(ctx: StaffContext) {
  const { store, compose } = ctx.announcements;

  return async function announcementRoutes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/announcements', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, { announcements: await store.list(), reach: await store.reach() }),
    );

    const save = { bodyLimit: BODY_LIMIT, schema: schemas.save };
    app.post('/announcements/save', save, async (request, reply) => {
      const { id, subject, body } = request.body;
      const problems = announcementProblems({ subject, body });
      if (problems.subject || problems.body)
        return json(reply, 400, {
          error: [problems.subject, problems.body].filter(Boolean).join(' '),
        });
      const saved = await store.save({ subject, body }, member(request).email, ctx.now(), id);
      if (!saved) return json(reply, 409, { error: ALREADY_SENT });
      return json(reply, 200, { id: saved });
    });

    const test = { bodyLimit: BODY_LIMIT, schema: schemas.test };
    app.post('/announcements/test', test, async (request, reply) => {
      const { id } = request.body;
      const session = member(request);
      if (!(await store.queueTest(id, session.email, compose, ctx.now())))
        return json(reply, 404, { error: NOT_FOUND });
      ctx.wakeMail?.();
      return json(reply, 200, { to: session.email });
    });

    const send = { bodyLimit: BODY_LIMIT, schema: schemas.send };
    app.post('/announcements/send', send, async (request, reply) => {
      const { id, response } = request.body;
      const session = member(request);
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return json(reply, 401, { error: 'Your passkey was not verified; nothing was sent.' });
      const outcome = await store.send(id, session.email, compose, ctx.now());
      if (!outcome.ok)
        return outcome.reason === 'not-found'
          ? json(reply, 404, { error: NOT_FOUND })
          : json(reply, 409, { error: ALREADY_SENT });
      ctx.wakeMail?.();
      return json(reply, 200, { recipients: outcome.recipients });
    });
  };
}
