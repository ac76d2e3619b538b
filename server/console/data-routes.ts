/**
 * The console's routes for a member who is signed in: registrations (list,
 * contacted and note, CSV export, erase after the passkey is asked for
 * again, purge), the outbox (retry, release), availability (upload preview
 * and apply, one unit's status) and the audit log. Each action is recorded
 * with who and when; an erase records references and counts, never the
 * erased data.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentLaunchConfiguration, launchBlockers } from '../../scripts/lib/launch-check.ts';
import {
  isoDate,
  storageTypes,
  unitSizes,
} from '../../src/features/registration/registration-schema.ts';
import { leadStages } from '../../src/staff-shared/lead-stage.ts';
import { json } from '../http/json-answer.ts';
import { mailDelivery } from '../mail/config.ts';
import { removeMailFiles } from '../mail/transport.ts';
import { availabilityBody, liveStatuses, previewImport } from '../public/live-availability.ts';
import { listLeads, readLeadFilter } from '../store/leads.ts';
import { retentionCutoff } from '../store/retention.ts';
import type { StaffContext } from './context.ts';
import { registrationsCsv } from './registration-csv.ts';
import { JSON_LIMIT, member, passkeyAnswer, reference, verifiedAgain } from './route-helpers.ts';

const NOTE_MAX = 2_000;
/** A unit export of a few thousand rows is well under this. */
const MAX_UPLOAD_BYTES = 1024 * 1024;

/** A choice from a list, or empty for any (the list's filters send every field, empty or not). */
const choiceOrAny = (choices: readonly string[], what: string) =>
  Type.Optional(Type.Enum(['', ...choices], { description: `${what}, or empty for any` }));

/** What each route takes (server/http/errors.ts names the field a refusal is about). */
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
    }),
  },
  export: {
    querystring: Type.Object({ verified: Type.Optional(Type.Enum(['yes', 'no'])) }),
  },
  contacted: {
    body: Type.Object({
      id: reference('a registration'),
      contacted: Type.Optional(Type.Boolean()),
      note: Type.Optional(Type.String({ maxLength: NOTE_MAX })),
    }),
  },
  erase: {
    body: Type.Object({ id: reference('a registration'), response: Type.Optional(passkeyAnswer) }),
  },
  erasePreview: { querystring: Type.Object({ id: reference('a registration') }) },
  message: { body: Type.Object({ id: reference('a message') }) },
  unit: {
    body: Type.Object({
      id: Type.String({ maxLength: 40, description: 'a unit on the plan' }),
      available: Type.Boolean(),
    }),
  },
  /** An upload is the file's bytes as they are, checked by the importer. */
  upload: {},
  /** Reads, and a purge of what is past retention, take nothing. */
  none: {},
};

const jsonBody = { bodyLimit: JSON_LIMIT };

export function staffDataRoutes(ctx: StaffContext) {
  async function requeue(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    from: 'failed' | 'held',
  ) {
    if (!(await ctx.staff.requeue(id, from, member(request).email, ctx.now())))
      return json(reply, 409, { error: `That message is not ${from}.` });
    ctx.wakeMail?.();
    return json(reply, 200, { queued: true });
  }

  /** The uploaded export (the body, as the management system wrote it), previewed against the live plan. */
  async function readUpload(request: FastifyRequest) {
    const live = liveStatuses(ctx.layout, await ctx.staff.availabilityOverrides());
    return previewImport(request.body as Buffer, ctx.layout, live);
  }

  return async function data(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // An upload is the file's bytes as they are, whatever type the browser gave it.
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.get('/session', { schema: schemas.none }, async (request, reply) => {
      const session = member(request);
      return json(reply, 200, { email: session.email, expiresAt: session.expiresAt });
    });

    app.get('/registrations', { schema: schemas.list }, async (request, reply) => {
      const read = readLeadFilter(new URLSearchParams(request.query));
      if (!read.ok) return json(reply, 400, { error: read.problem });
      const page = await listLeads(ctx.staff.db, read.filter);
      return json(reply, 200, { ...page, delivery: mailDelivery(process.env) });
    });

    app.get('/registrations/export', { schema: schemas.export }, async (request, reply) => {
      const verifiedOnly = request.query.verified === 'yes';
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

    const contacted = { ...jsonBody, schema: schemas.contacted };
    app.post('/registrations/contacted', contacted, async (request, reply) => {
      const { id, contacted, note } = request.body;
      const session = member(request);
      const found = await ctx.staff.markContacted(
        id,
        session.email,
        { contacted, note: note === undefined ? undefined : note.trim() },
        ctx.now(),
      );
      if (!found) return json(reply, 404, { error: 'No registration has that reference.' });
      return json(reply, 200, { updated: true });
    });

    const erase = { ...jsonBody, schema: schemas.erase };
    app.post('/registrations/erase', erase, async (request, reply) => {
      const { id, response } = request.body;
      const session = member(request);
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return json(reply, 401, { error: 'Your passkey was not verified; nothing was erased.' });
      const scope = await ctx.store.eraseScope(id);
      if (!scope) return json(reply, 404, { error: 'No registration has that reference.' });
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
    const preview = { schema: schemas.erasePreview };
    app.get('/registrations/erase-preview', preview, async (request, reply) => {
      const scope = await ctx.store.eraseScope(request.query.id);
      if (!scope) return json(reply, 404, { error: 'No registration has that reference.' });
      return json(reply, 200, scope.preview);
    });

    /** What Purge would delete, shown before it is confirmed. */
    app.get('/registrations/purge-preview', { schema: schemas.none }, async (_request, reply) => {
      const cutoff = retentionCutoff(ctx.now()).toISOString();
      return json(reply, 200, { before: cutoff, ...(await ctx.store.purgePreview(cutoff)) });
    });

    app.post('/registrations/purge', { schema: schemas.none }, async (request, reply) => {
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

    app.get('/outbox', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, {
        messages: await ctx.store.outbox.unsent(),
        delivery: mailDelivery(process.env),
      }),
    );

    const message = { ...jsonBody, schema: schemas.message };
    app.post('/outbox/retry', message, (request, reply) =>
      requeue(request, reply, request.body.id, 'failed'),
    );
    app.post('/outbox/release', message, (request, reply) =>
      requeue(request, reply, request.body.id, 'held'),
    );

    app.get('/availability', { schema: schemas.none }, async (_request, reply) => {
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

    const upload = { bodyLimit: MAX_UPLOAD_BYTES, schema: schemas.upload };
    app.post('/availability/preview', upload, async (request, reply) => {
      const preview = await readUpload(request);
      return json(reply, preview.ok ? 200 : 400, preview);
    });

    app.post('/availability/import', upload, async (request, reply) => {
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

    app.post(
      '/availability/unit',
      { ...jsonBody, schema: schemas.unit },
      async (request, reply) => {
        const { id, available } = request.body;
        const session = member(request);
        if (!ctx.layout.units.some((u) => u.id === id))
          return json(reply, 400, { error: 'id: must be a unit on the plan' });
        await ctx.staff.setAvailability(
          [{ id, available }],
          session.email,
          { action: 'status-change', detail: { unit: id, available } },
          ctx.now(),
        );
        return json(reply, 200, { id, available });
      },
    );

    app.get('/audit', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, { entries: await ctx.staff.auditLog() }),
    );

    /** What must change before the site goes live (the same list as npm run launch:check). */
    app.get('/launch-check', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, { blockers: launchBlockers(currentLaunchConfiguration(process.env)) }),
    );
  };
}
