/**
 * The console's routes for a member who is signed in: registrations
 * (contacted and note, CSV export; reading them is lead-routes.ts), the
 * outbox (retry, release), the audit log and the launch list (over the
 * facts as published at each request). Each action is recorded with who and when. Erase
 * and purge are server/console/erase-routes.ts; the units' availability is
 * server/console/availability-routes.ts.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { launchBlockers, launchConfigurationFrom } from '../../scripts/lib/launch-check.ts';
import { DEFAULT_SITE_FACTS_DIR, readSiteFacts } from '../../scripts/lib/site-facts-file.ts';
import type { SiteFactsResult } from '../../src/content/site-facts-parse.ts';
import { isoDate } from '../../src/features/registration/registration-schema.ts';
import { auditReferences } from '../../src/staff-shared/audit-detail.ts';
import { json } from '../http/json-answer.ts';
import { publishedFacts } from '../site/published-facts.ts';
import { leadNames } from '../store/leads.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import type { StaffContext } from './context.ts';
import { registrationsCsv } from './registration-csv.ts';
import { JSON_LIMIT, member, NO_SUCH_REGISTRATION, reference } from './route-helpers.ts';

const NOTE_MAX = 2_000;

/** What each route takes (server/http/errors.ts names the field a refusal is about). */
const schemas = {
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
  message: { body: Type.Object({ id: reference('a message') }) },
  /** Reads take nothing. */
  none: {},
};

const jsonBody = { bodyLimit: JSON_LIMIT };

export function staffDataRoutes(ctx: StaffContext) {
  const versions = siteVersionStore(ctx.staff.db);
  const factsDir = ctx.siteFactsDir ?? DEFAULT_SITE_FACTS_DIR;

  /** The facts the site serves now: the live version's, or the files (with each problem, if they break a rule). */
  async function servedFacts(): Promise<SiteFactsResult> {
    try {
      return { ok: true, facts: (await publishedFacts(versions, factsDir)).facts };
    } catch (error) {
      const files = readSiteFacts(factsDir);
      if (files.ok) throw error;
      return files;
    }
  }

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

  return async function data(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/session', { schema: schemas.none }, async (request, reply) => {
      const session = member(request);
      return json(reply, 200, { email: session.email, expiresAt: session.expiresAt });
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
      if (!found) return json(reply, 404, { error: NO_SUCH_REGISTRATION });
      return json(reply, 200, { updated: true });
    });

    app.get('/outbox', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, {
        messages: await ctx.store.outbox.unsent(),
        delivery: ctx.mailDelivery,
      }),
    );

    const message = { ...jsonBody, schema: schemas.message };
    app.post('/outbox/retry', message, (request, reply) =>
      requeue(request, reply, request.body.id, 'failed'),
    );
    app.post('/outbox/release', message, (request, reply) =>
      requeue(request, reply, request.body.id, 'held'),
    );

    /** The entries, and the names of the registrations they refer to that are still stored. */
    app.get('/audit', { schema: schemas.none }, async (_request, reply) => {
      const entries = await ctx.staff.auditLog();
      const names = await leadNames(
        ctx.staff.db,
        entries.flatMap((e) => auditReferences(e.detail)),
      );
      return json(reply, 200, { entries, names: Object.fromEntries(names) });
    });

    /**
     * What must change before the site goes live (the same list as npm run
     * launch:check): the owner's facts as published now, the settings as the
     * environment stood at start.
     */
    app.get('/launch-check', { schema: schemas.none }, async (_request, reply) => {
      const launch = launchConfigurationFrom(await servedFacts(), ctx.launch.env);
      return json(reply, 200, { blockers: launchBlockers(launch) });
    });
  };
}
