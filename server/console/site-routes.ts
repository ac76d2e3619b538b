/**
 * The console's Site tab, for a member who is signed in: the owner's facts
 * as published, and the shared draft of changes to them.
 *
 * - GET  /site: the published facts and the draft (null when there is none);
 * - POST /site/draft: saves the whole draft from the revision it was made
 *   from. A value that breaks the schema is refused at its field (400 with
 *   every problem: its path, label and rule), by the same parseSiteFacts the
 *   build runs, so nothing invalid is ever kept. A save from a revision that
 *   is no longer the latest is refused (409) naming who saved the latest,
 *   when, and which fields it changed; the console keeps what was typed.
 * - POST /site/draft/discard: empties the draft, from its revision.
 *
 * The published facts are the live version's (server/site/published-facts.ts),
 * or the repository's data files (SITE_FACTS_DIR, data/site/ by default)
 * until the first publish; the answer also carries the versions' history and
 * the publishing work in hand (publish-routes.ts registers preview, publish
 * and roll back where the server can build).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_SITE_FACTS_DIR, readSiteFactsOrThrow } from '../../scripts/lib/site-facts-file.ts';
import { siteFactChanges } from '../../src/content/site-facts-diff.ts';
import { parseSiteFacts } from '../../src/content/site-facts-parse.ts';
import { json } from '../http/json-answer.ts';
import { publishedFacts } from '../site/published-facts.ts';
import { siteDraftStore } from '../store/site-draft.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import type { StaffContext } from './context.ts';
import { staffPublishRoutes } from './publish-routes.ts';
import { member } from './route-helpers.ts';
import { staleDraftMessage } from './site-messages.ts';

/** The whole facts in JSON are a few kilobytes; this leaves room for long answers. */
const BODY_LIMIT = 256 * 1024;

const revision = Type.Integer({ minimum: 0, description: 'the draft’s revision' });

const schemas = {
  none: {},
  save: { body: Type.Object({ baseRevision: revision, facts: Type.Object({}) }) },
  discard: { body: Type.Object({ revision }) },
};

export function staffSiteRoutes(ctx: StaffContext) {
  const drafts = siteDraftStore(ctx.staff.db);
  const versions = siteVersionStore(ctx.staff.db);
  const ownDir = ctx.siteFactsDir ?? DEFAULT_SITE_FACTS_DIR;
  // Checked now, so a bad folder stops the start rather than the first visit to the tab.
  readSiteFactsOrThrow(ownDir);

  return async function siteRoutes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();

    app.get('/site', { schema: schemas.none }, async (_request, reply) => {
      const [{ facts: published, live }, draft, history] = await Promise.all([
        publishedFacts(versions, ownDir),
        drafts.read(),
        versions.history(),
      ]);
      const publishing = ctx.publishing;
      return json(reply, 200, {
        published,
        draft,
        live,
        history,
        /** False where this server cannot publish (a draft is kept all the same). */
        canPublish: publishing !== undefined,
        job: publishing?.jobs.latest() ?? null,
        /** The version this server serves now: the live one, once it has followed it. */
        serving: publishing?.live.live().version ?? null,
      });
    });

    app.post(
      '/site/draft',
      { bodyLimit: BODY_LIMIT, schema: schemas.save },
      async (request, reply) => {
        const { baseRevision, facts } = request.body;
        const checked = parseSiteFacts(facts);
        if (!checked.ok)
          return json(reply, 400, {
            error: `${checked.errors.length === 1 ? 'One field needs' : `${checked.errors.length} fields need`} attention before the draft can be saved.`,
            problems: checked.errors,
          });
        const before =
          (await drafts.read())?.facts ?? (await publishedFacts(versions, ownDir)).facts;
        const changed = siteFactChanges(before, checked.facts).map((change) => change.path);
        const outcome = await drafts.save(
          checked.facts,
          { baseRevision, changed },
          member(request).email,
          ctx.now(),
        );
        if ('stale' in outcome)
          return json(reply, 409, {
            error: staleDraftMessage(outcome.stale),
            draft: outcome.stale,
          });
        return json(reply, 200, { draft: outcome.saved });
      },
    );

    app.post('/site/draft/discard', { schema: schemas.discard }, async (request, reply) => {
      if (await drafts.discard(request.body.revision, member(request).email, ctx.now()))
        return json(reply, 200, { draft: await drafts.read() });
      const latest = await drafts.read();
      return json(reply, 409, { error: staleDraftMessage(latest), draft: latest });
    });

    if (ctx.publishing) await app.register(staffPublishRoutes(ctx, ctx.publishing));
  };
}
