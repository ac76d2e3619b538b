/**
 * The console's routes for a member who is signed in: registrations (list,
 * contacted and note, CSV export, erase after the passkey is asked for
 * again, purge), the outbox (retry, release), availability (upload preview
 * and apply, one unit's status) and the audit log. Each action is recorded
 * with who and when; an erase records references and counts, never the
 * erased data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { launchBlockers } from '../../scripts/lib/launch-check.ts';
import { isoDate } from '../../src/features/registration/registration-schema.ts';
import { removeMailFiles } from '../mail/transport.ts';
import { availabilityBody, liveStatuses, previewImport } from '../public/live-availability.ts';
import { listLeads, readLeadFilter } from '../store/leads.ts';
import { retentionCutoff } from '../store/retention.ts';
import type { StaffContext } from './context.ts';
import { registrationsCsv } from './registration-csv.ts';
import { bad, fields, json, jsonObjectBody, member, UUID, verifiedAgain } from './route-helpers.ts';

const NOTE_MAX = 2_000;
/** A unit export of a few thousand rows is well under this. */
const MAX_UPLOAD_BYTES = 1024 * 1024;

const jsonObject = jsonObjectBody();

export function staffDataRoutes(ctx: StaffContext) {
  async function requeue(request: FastifyRequest, reply: FastifyReply, from: 'failed' | 'held') {
    const { id } = fields(request);
    if (typeof id !== 'string' || !UUID.test(id)) return bad(reply, 'id: a message reference');
    if (!(await ctx.staff.requeue(id, from, member(request).email, ctx.now())))
      return bad(reply, `That message is not ${from}.`, 409);
    ctx.wakeMail?.();
    return json(reply, 200, { queued: true });
  }

  /** The uploaded export (the body, as the management system wrote it), previewed against the live plan. */
  async function readUpload(request: FastifyRequest) {
    const live = liveStatuses(ctx.layout, await ctx.staff.availabilityOverrides());
    return previewImport(request.body as Buffer, ctx.layout, live);
  }

  return async function data(app: FastifyInstance) {
    // An upload is the file's bytes as they are, whatever type the browser gave it.
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.get('/session', async (request, reply) => {
      const session = member(request);
      return json(reply, 200, { email: session.email, expiresAt: session.expiresAt });
    });

    app.get('/registrations', async (request, reply) => {
      const read = readLeadFilter(new URLSearchParams(request.query as Record<string, string>));
      if (!read.ok) return bad(reply, read.problem);
      const page = await listLeads(ctx.staff.db, read.filter);
      return json(reply, 200, { ...page, delivery: ctx.mailDelivery });
    });

    app.get('/registrations/export', async (request, reply) => {
      const verifiedOnly = (request.query as { verified?: string }).verified === 'yes';
      const rows = await ctx.store.exportRows(
        '',
        { verifiedOnly },
        member(request).email,
        ctx.now(),
      );
      const body = registrationsCsv(rows);
      return reply
        .code(200)
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="registrations-${isoDate(ctx.now())}.csv"`,
        )
        .send(body);
    });

    app.post('/registrations/contacted', jsonObject, async (request, reply) => {
      const { id, contacted, note } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: a registration reference');
      if (contacted !== undefined && typeof contacted !== 'boolean')
        return bad(reply, 'contacted: true or false');
      if (note !== undefined && (typeof note !== 'string' || note.length > NOTE_MAX))
        return bad(reply, `note: text of at most ${NOTE_MAX} characters`);
      const found = await ctx.staff.markContacted(
        id,
        session.email,
        { contacted, note: note === undefined ? undefined : note.trim() },
        ctx.now(),
      );
      if (!found) return bad(reply, 'No registration has that reference.', 404);
      return json(reply, 200, { updated: true });
    });

    app.post('/registrations/erase', jsonObject, async (request, reply) => {
      const { id, response } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: a registration reference');
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return bad(reply, 'Your passkey was not verified; nothing was erased.', 401);
      const scope = await ctx.store.eraseScope(id);
      if (!scope) return bad(reply, 'No registration has that reference.', 404);
      const erased = await ctx.store.erase(scope.who, { actor: session.email, now: ctx.now() });
      const files = removeMailFiles(ctx.mailDir, erased.messageIds);
      return json(reply, 200, {
        registrations: erased.registrations,
        messages: erased.messageIds.length,
        mailFiles: files,
        byEmail: 'email' in scope.who,
      });
    });

    /** What Erase would take, shown on the page before the passkey is asked for. */
    app.get('/registrations/erase-preview', async (request, reply) => {
      const id = (request.query as { id?: string }).id ?? '';
      if (!UUID.test(id)) return bad(reply, 'id: a registration reference');
      const scope = await ctx.store.eraseScope(id);
      if (!scope) return bad(reply, 'No registration has that reference.', 404);
      return json(reply, 200, scope.preview);
    });

    /** What Purge would delete, shown before it is confirmed. */
    app.get('/registrations/purge-preview', async (_request, reply) => {
      const cutoff = retentionCutoff(ctx.now()).toISOString();
      return json(reply, 200, { before: cutoff, ...(await ctx.store.purgePreview(cutoff)) });
    });

    app.post('/registrations/purge', async (request, reply) => {
      const cutoff = retentionCutoff(ctx.now()).toISOString();
      const purged = await ctx.store.purge(cutoff, {
        actor: member(request).email,
        now: ctx.now(),
      });
      const files = removeMailFiles(ctx.mailDir, purged.messageIds);
      return json(reply, 200, {
        before: cutoff,
        registrations: purged.registrations,
        messages: purged.messageIds.length,
        mailFiles: files,
      });
    });

    app.get('/outbox', async (_request, reply) =>
      json(reply, 200, {
        messages: await ctx.store.outbox.unsent(),
        delivery: ctx.mailDelivery,
      }),
    );

    app.post('/outbox/retry', jsonObject, (request, reply) => requeue(request, reply, 'failed'));
    app.post('/outbox/release', jsonObject, (request, reply) => requeue(request, reply, 'held'));

    app.get('/availability', async (_request, reply) => {
      const overrides = await ctx.staff.availabilityOverrides();
      const live = liveStatuses(ctx.layout, overrides);
      return json(reply, 200, {
        units: ctx.layout.units.map((u) => ({
          id: u.id,
          sqft: u.sqft,
          built: u.isAvailable,
          available: live[u.id],
        })),
        etag: availabilityBody(live).etag,
      });
    });

    app.post('/availability/preview', { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
      const preview = await readUpload(request);
      return json(reply, preview.ok ? 200 : 400, preview);
    });

    app.post('/availability/import', { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
      const preview = await readUpload(request);
      if (!preview.ok) return json(reply, 400, preview);
      const session = member(request);
      const changes = preview.changes.map((c) => ({ id: c.id, available: c.available }));
      await ctx.staff.setAvailability(
        changes,
        session.email,
        {
          action: 'import',
          detail: {
            rows: preview.rows,
            changed: changes.map((c) => `${c.id} ${c.available ? 'available' : 'not available'}`),
          },
        },
        ctx.now(),
      );
      return json(reply, 200, preview);
    });

    app.post('/availability/unit', jsonObject, async (request, reply) => {
      const { id, available } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !ctx.layout.units.some((u) => u.id === id))
        return bad(reply, 'id: a unit on the plan');
      if (typeof available !== 'boolean') return bad(reply, 'available: true or false');
      await ctx.staff.setAvailability(
        [{ id, available }],
        session.email,
        { action: 'status-change', detail: { unit: id, available } },
        ctx.now(),
      );
      return json(reply, 200, { id, available });
    });

    app.get('/audit', async (_request, reply) =>
      json(reply, 200, { entries: await ctx.staff.auditLog() }),
    );

    /** What must change before the site goes live (the same list as npm run launch:check). */
    app.get('/launch-check', async (_request, reply) =>
      json(reply, 200, { blockers: launchBlockers(ctx.launch) }),
    );
  };
}
