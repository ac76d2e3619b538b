/**
 * Erase and purge, for a member who is signed in: what each would take,
 * shown before it is confirmed, then the erase (after the passkey is asked
 * for again) or the purge of what is past retention, with the mail files
 * they leave. Each is recorded with references and counts, never the
 * erased data.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { json } from '../http/json-answer.ts';
import { removeMailFiles } from '../mail/transport.ts';
import { retentionCutoff } from '../store/retention.ts';
import type { StaffContext } from './context.ts';
import {
  JSON_LIMIT,
  member,
  NO_SUCH_REGISTRATION,
  passkeyAnswer,
  reference,
  verifiedAgain,
} from './route-helpers.ts';

/** What each route takes (server/http/errors.ts names the field a refusal is about). */
const schemas = {
  erase: {
    body: Type.Object({ id: reference('a registration'), response: Type.Optional(passkeyAnswer) }),
  },
  erasePreview: { querystring: Type.Object({ id: reference('a registration') }) },
  /** A purge takes nothing: what goes is what is past retention. */
  none: {},
};

const jsonBody = { bodyLimit: JSON_LIMIT };

export function staffEraseRoutes(ctx: StaffContext) {
  return async function erase(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    const erase = { ...jsonBody, schema: schemas.erase };
    app.post('/registrations/erase', erase, async (request, reply) => {
      const { id, response } = request.body;
      const session = member(request);
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return json(reply, 401, { error: 'Your passkey was not verified; nothing was erased.' });
      const scope = await ctx.store.eraseScope(id);
      if (!scope) return json(reply, 404, { error: NO_SUCH_REGISTRATION });
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
      if (!scope) return json(reply, 404, { error: NO_SUCH_REGISTRATION });
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
  };
}
