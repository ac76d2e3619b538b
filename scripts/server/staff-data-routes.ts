/**
 * The console's routes for a member who is signed in: registrations (list,
 * contacted and note, CSV export, erase after the passkey is asked for
 * again, purge), the outbox (retry, release), availability (upload preview
 * and apply, one unit's status) and the audit log. Each action is recorded
 * with who and when; an erase records references and counts, never the
 * erased data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isoDate } from '../../src/features/registration/registration-schema.ts';
import { availabilityBody, liveStatuses, previewImport } from './live-availability.ts';
import { removeMailFiles } from './mail-transport.ts';
import { registrationsCsv } from './registration-csv.ts';
import { retentionCutoff } from './retention.ts';
import type { StaffContext } from './staff-context.ts';
import { listLeads, readLeadFilter } from './staff-leads.ts';
import { verifyAuthentication } from './staff-passkeys.ts';
import type { Session } from './staff-store.ts';

const UUID = /^[0-9a-f-]{36}$/;
const NOTE_MAX = 2_000;
/** A unit export of a few thousand rows is well under this. */
const MAX_UPLOAD_BYTES = 1024 * 1024;
const JSON_LIMIT = 64 * 1024;

const json = (reply: FastifyReply, status: number, value: unknown) =>
  reply.code(status).type('application/json; charset=utf-8').send(value);

const bad = (reply: FastifyReply, error: string, status = 400) => json(reply, status, { error });

/** A JSON body must be an object; anything else is refused before a route runs. */
const jsonObject = { bodyLimit: JSON_LIMIT, schema: { body: { type: 'object' } } } as const;

const fields = (request: FastifyRequest) => request.body as Record<string, unknown>;
const member = (request: FastifyRequest) => request.staffSession as Session;

export function staffDataRoutes(ctx: StaffContext) {
  async function requeue(request: FastifyRequest, reply: FastifyReply, from: 'failed' | 'held') {
    const { id } = fields(request);
    if (typeof id !== 'string' || !UUID.test(id)) return bad(reply, 'id: a message reference');
    if (!(await ctx.staff.requeue(id, from, ctx.now())))
      return bad(reply, `That message is not ${from}.`, 409);
    ctx.wakeMail?.();
    await ctx.staff.record(member(request).email, from === 'failed' ? 'retry' : 'release', {
      message: id,
    });
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
      return json(reply, 200, await listLeads(ctx.staff.db, read.filter));
    });

    app.get('/registrations/export', async (request, reply) => {
      const verifiedOnly = (request.query as { verified?: string }).verified === 'yes';
      const rows = await ctx.store.list('', { verifiedOnly });
      const body = registrationsCsv(rows);
      await ctx.staff.record(member(request).email, 'export', { rows: rows.length, verifiedOnly });
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
      if (contacted !== undefined)
        await ctx.staff.record(session.email, 'contacted', { registration: id, contacted });
      if (note !== undefined) await ctx.staff.record(session.email, 'note', { registration: id });
      return json(reply, 200, { updated: true });
    });

    app.post('/registrations/erase', jsonObject, async (request, reply) => {
      const { id, response } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !UUID.test(id))
        return bad(reply, 'id: a registration reference');
      // The passkey is asked for again, with user verification, for this member only.
      const check = await verifyAuthentication(
        ctx.staff,
        ctx.rp,
        response,
        'verify',
        session.staffId,
      );
      if (!check.ok) return bad(reply, 'Your passkey was not verified; nothing was erased.', 401);
      const found = await ctx.store.find(id);
      if (!found) return bad(reply, 'No registration has that reference.', 404);
      const erased = await ctx.store.erase(found.email ? { email: found.email } : { id });
      const files = removeMailFiles(ctx.mailDir, erased.messageIds);
      const summary = {
        registrations: erased.registrations,
        messages: erased.messageIds.length,
        mailFiles: files,
        byEmail: found.email !== null,
      };
      await ctx.staff.record(session.email, 'erase', summary);
      return json(reply, 200, summary);
    });

    app.post('/registrations/purge', async (request, reply) => {
      const cutoff = retentionCutoff(ctx.now()).toISOString();
      const purged = await ctx.store.purge(cutoff);
      const files = removeMailFiles(ctx.mailDir, purged.messageIds);
      const summary = {
        before: cutoff,
        registrations: purged.registrations,
        messages: purged.messageIds.length,
        mailFiles: files,
      };
      await ctx.staff.record(member(request).email, 'purge', summary);
      return json(reply, 200, summary);
    });

    app.get('/outbox', async (_request, reply) =>
      json(reply, 200, { messages: await ctx.store.outbox.unsent() }),
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
      await ctx.staff.setAvailability(changes, session.email, ctx.now());
      await ctx.staff.record(session.email, 'import', {
        rows: preview.rows,
        changed: changes.map((c) => `${c.id} ${c.available ? 'available' : 'not available'}`),
      });
      return json(reply, 200, preview);
    });

    app.post('/availability/unit', jsonObject, async (request, reply) => {
      const { id, available } = fields(request);
      const session = member(request);
      if (typeof id !== 'string' || !ctx.layout.units.some((u) => u.id === id))
        return bad(reply, 'id: a unit on the plan');
      if (typeof available !== 'boolean') return bad(reply, 'available: true or false');
      await ctx.staff.setAvailability([{ id, available }], session.email, ctx.now());
      await ctx.staff.record(session.email, 'status-change', { unit: id, available });
      return json(reply, 200, { id, available });
    });

    app.get('/audit', async (_request, reply) =>
      json(reply, 200, { entries: await ctx.staff.auditLog() }),
    );
  };
}
