/**
 * The units' availability, for a member who is signed in: the plan with
 * the console's changes laid over it, an uploaded export from the
 * management system previewed and then applied, and one unit's status set
 * by hand. The public listener's live availability follows at once
 * (server/public/availability-route.ts). Each change is recorded with who
 * and when.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { json } from '../http/json-answer.ts';
import { availabilityBody, liveStatuses, previewImport } from '../public/live-availability.ts';
import type { StaffContext } from './context.ts';
import { JSON_LIMIT, member } from './route-helpers.ts';

/** A unit export of a few thousand rows is well under this. */
const MAX_UPLOAD_BYTES = 1024 * 1024;

/** What each route takes (server/http/errors.ts names the field a refusal is about). */
const schemas = {
  unit: {
    body: Type.Object({
      id: Type.String({ maxLength: 40, description: 'a unit on the plan' }),
      available: Type.Boolean(),
    }),
  },
  /**
   * An upload is the file's bytes as they are, checked by the importer; the
   * address says whether units the plan does not have are skipped (as the
   * command line's --ignore-unknown).
   */
  upload: {
    querystring: Type.Object({
      // Types are not coerced (server/http/route-validation.ts): the address's words themselves.
      ignoreUnknown: Type.Optional(
        Type.Union([Type.Literal('true'), Type.Literal('false')], {
          description: 'true or false (skip units not on the plan)',
        }),
      ),
    }),
  },
  none: {},
};

const jsonBody = { bodyLimit: JSON_LIMIT };

export function staffAvailabilityRoutes(ctx: StaffContext) {
  /** The uploaded export (the body, as the management system wrote it), previewed against the live plan. */
  async function readUpload(body: unknown, ignoreUnknown: 'true' | 'false' | undefined) {
    const live = liveStatuses(ctx.layout, await ctx.staff.availabilityOverrides());
    return previewImport(body as Buffer, ctx.layout, live, {
      ignoreUnknown: ignoreUnknown === 'true',
    });
  }

  return async function availability(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // An upload is the file's bytes as they are, whatever type the browser gave it.
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
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
      const preview = await readUpload(request.body, request.query.ignoreUnknown);
      return json(reply, preview.ok ? 200 : 400, preview);
    });

    app.post('/availability/import', upload, async (request, reply) => {
      const preview = await readUpload(request.body, request.query.ignoreUnknown);
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
            ...(preview.skipped.length > 0
              ? { skipped: preview.skipped.map((s) => `row ${s.row}: ${s.name}`) }
              : {}),
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
  };
}
