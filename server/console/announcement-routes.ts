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
import type { FastifyInstance } from 'fastify';
import { announcementLimits, announcementProblems } from '../../src/staff-shared/announcement.ts';
import type { StaffContext } from './context.ts';
import { bad, fields, json, jsonObjectBody, member, UUID, verifiedAgain } from './route-helpers.ts';

/** A subject and a body at their limits, in JSON, with room to spare. */
const BODY_LIMIT = 8 * (announcementLimits.bodyMax + announcementLimits.subjectMax) + 16 * 1024;

const jsonObject = jsonObjectBody(BODY_LIMIT);

const ALREADY_SENT = 'This announcement has already been sent; it is sent only once.';

export function staffAnnouncementRoutes(ctx: StaffContext) {
  const { store, compose } = ctx.announcements;

  return async function announcementRoutes(app: FastifyInstance) {
    app.get('/announcements', async (_request, reply) =>
      json(reply, 200, { announcements: await store.list(), reach: await store.reach() }),
    );

    app.post('/announcements/save', jsonObject, async (request, reply) => {
      const { id, subject, body } = fields(request);
      if (id !== undefined && (typeof id !== 'string' || !UUID.test(id)))
        return bad(reply, 'id: an announcement reference');
      if (typeof subject !== 'string' || typeof body !== 'string')
        return bad(reply, 'subject and body: text');
      const problems = announcementProblems({ subject, body });
      if (problems.subject || problems.body)
        return json(reply, 400, {
          error: [problems.subject, problems.body].filter(Boolean).join(' '),
        });
      const saved = await store.save(
        { subject, body },
        member(request).email,
        ctx.now(),
        id as string | undefined,
      );
      if (!saved) return bad(reply, ALREADY_SENT, 409);
      return json(reply, 200, { id: saved });
    });

    app.post('/announcements/test', jsonObject, async (request, reply) => {
      const { id } = fields(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: an announcement reference');
      const session = member(request);
      if (!(await store.queueTest(id, session.email, compose, ctx.now())))
        return bad(reply, 'No announcement has that reference.', 404);
      ctx.wakeMail?.();
      return json(reply, 200, { to: session.email });
    });

    app.post('/announcements/send', jsonObject, async (request, reply) => {
      const { id, response } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: an announcement reference');
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return bad(reply, 'Your passkey was not verified; nothing was sent.', 401);
      const outcome = await store.send(id, session.email, compose, ctx.now());
      if (!outcome.ok)
        return outcome.reason === 'not-found'
          ? bad(reply, 'No announcement has that reference.', 404)
          : bad(reply, ALREADY_SENT, 409);
      ctx.wakeMail?.();
      return json(reply, 200, { recipients: outcome.recipients });
    });
  };
}
