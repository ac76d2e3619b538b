/**
 * The Site tab's publishing, for a member who is signed in. Each starts a
 * piece of work in the background (server/site/publishing.ts; one at a
 * time on a server) and answers 202 with it; GET /site/job tells how it
 * goes, step by step.
 *
 * - POST /site/preview: builds the saved draft, then names the pages it
 *   changes; the preview is shown on the console's origin only
 *   (server/console/preview.ts), never by the public listener.
 * - POST /site/publish: after the passkey is asked for again, builds the
 *   saved draft (or takes its preview's build), keeps it as a new version
 *   with who, when and what changed, and switches the site to it at once.
 *   A failed build changes nothing and says why; so does a publish from a
 *   version another member has replaced meanwhile.
 * - POST /site/rollback: names an earlier version live again; a version
 *   whose build is still on disk needs no build.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { siteFactChanges } from '../../src/content/site-facts-diff.ts';
import { parseSiteFacts } from '../../src/content/site-facts-parse.ts';
import { json } from '../http/json-answer.ts';
import { changedPages } from '../site/changed-pages.ts';
import { pruneBuilds } from '../site/prune-builds.ts';
import { publishedFacts } from '../site/published-facts.ts';
import type { JobKind, JobWork } from '../site/publishing.ts';
import type { SitePublishing } from '../site/site-publishing.ts';
import { siteDraftStore } from '../store/site-draft.ts';
import { siteVersionStore } from '../store/site-versions.ts';
import type { StaffContext } from './context.ts';
import { JSON_LIMIT, member, passkeyAnswer, verifiedAgain } from './route-helpers.ts';
import { staleDraftMessage, staleLiveMessage } from './site-messages.ts';

const whole = (description: string) => Type.Integer({ minimum: 0, description });

const schemas = {
  none: {},
  preview: { body: Type.Object({ revision: whole('the draft’s revision') }) },
  publish: {
    body: Type.Object({
      revision: whole('the draft’s revision'),
      serial: whole('the live version’s serial as the page read it'),
      response: passkeyAnswer,
    }),
  },
  rollback: {
    body: Type.Object({
      version: Type.Integer({ minimum: 1, description: 'the version to roll back to' }),
      serial: whole('the live version’s serial as the page read it'),
    }),
  },
};

/** Who the repository's files were published by, as the first version's history says. */
export const REPOSITORY_FILES = 'the repository’s files';

export function staffPublishRoutes(ctx: StaffContext, publishing: SitePublishing) {
  const drafts = siteDraftStore(ctx.staff.db);
  const versions = siteVersionStore(ctx.staff.db);
  const ownDir = ctx.siteFactsDir ?? 'data/site';
  const { live, builds, jobs } = publishing;

  /** Old builds removed once the site has switched; a failure here undoes nothing, and is only logged. */
  const tidy = () =>
    pruneBuilds(builds, versions, drafts).catch((error: Error) =>
      console.error(`Old builds of the site could not be removed: ${error.message}`),
    );

  /** The saved draft at `revision`, checked again, or why not. */
  async function draftAt(revision: number) {
    const draft = await drafts.read();
    if (!draft || draft.revision !== revision || draft.facts === null)
      return { refusal: staleDraftMessage(draft) } as const;
    const checked = parseSiteFacts(draft.facts);
    if (!checked.ok)
      return { refusal: 'The draft breaks the site’s rules: open it, fix what is marked, save.' };
    return { facts: checked.facts as unknown as Record<string, unknown> } as const;
  }

  function started(reply: Parameters<typeof json>[0], kind: JobKind, by: string, work: JobWork) {
    const job = jobs.start(kind, by, work);
    if (!job) {
      const running = jobs.running();
      return json(reply, 409, {
        error: `${running?.by ?? 'Someone'} is already ${running?.kind === 'preview' ? 'building a preview' : running?.kind === 'rollback' ? 'rolling the site back' : 'publishing'}: wait for it to finish, then try again.`,
        job: running,
      });
    }
    return json(reply, 202, { job });
  }

  return async function publishRoutes(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();

    app.get('/site/job', { schema: schemas.none }, async (_request, reply) =>
      json(reply, 200, { job: jobs.latest() }),
    );

    app.post('/site/preview', { schema: schemas.preview }, async (request, reply) => {
      const draft = await draftAt(request.body.revision);
      if (!draft.facts) return json(reply, 409, { error: draft.refusal });
      const { facts } = draft;
      return started(reply, 'preview', member(request).email, async (step) => {
        step('Building the preview');
        const build = await builds.ensure(facts, step);
        const pages = await changedPages(live.current().base, build.site);
        step('Ready to look at');
        return { preview: build.key, pages };
      });
    });

    const publish = { bodyLimit: JSON_LIMIT, schema: schemas.publish };
    app.post('/site/publish', publish, async (request, reply) => {
      const { revision, serial, response } = request.body;
      const by = member(request).email;
      // The passkey is asked for again, with user verification, for this member only.
      if (!(await verifiedAgain(ctx, request, response)))
        return json(reply, 401, { error: 'Your passkey was not verified; nothing was published.' });
      const draft = await draftAt(revision);
      if (!draft.facts) return json(reply, 409, { error: draft.refusal });
      const { facts } = draft;
      const before = await publishedFacts(versions, ownDir);
      if ((before.live?.serial ?? 0) !== serial)
        return json(reply, 409, { error: staleLiveMessage(before.live) });
      const changes = siteFactChanges(before.facts, facts);
      if (changes.length === 0)
        return json(reply, 400, {
          error: 'The draft is the same as the site: nothing to publish.',
        });
      return started(reply, 'publish', by, async (step) => {
        step('Checking the facts');
        const ready = await live.prepare(facts, step);
        step('Switching the site to the new version');
        const first = before.live ? undefined : { facts: before.facts, by: REPOSITORY_FILES };
        const outcome = await versions.publish(facts, changes, serial, by, ctx.now(), first);
        if (!('live' in outcome))
          throw new Error(staleLiveMessage('stale' in outcome ? outcome.stale : null));
        live.switchTo({ ...ready, version: outcome.live.version, serial: outcome.live.serial });
        await drafts.published(revision, by, ctx.now());
        step(`Version ${outcome.live.version} is live`);
        await tidy();
        return { version: outcome.live.version };
      });
    });

    app.post('/site/rollback', { schema: schemas.rollback }, async (request, reply) => {
      const { version, serial } = request.body;
      const by = member(request).email;
      const facts = await versions.facts(version);
      if (!facts || typeof facts !== 'object')
        return json(reply, 404, { error: `There is no version ${version}.` });
      const now = await versions.live();
      if ((now?.serial ?? 0) !== serial) return json(reply, 409, { error: staleLiveMessage(now) });
      return started(reply, 'rollback', by, async (step) => {
        const kept = facts as Record<string, unknown>;
        if (!live.isReady(kept))
          step(`Building version ${version} again (no longer on this server)`);
        const ready = await live.prepare(kept, step);
        step(`Switching the site to version ${version}`);
        const outcome = await versions.rollBack(version, serial, by, ctx.now());
        if (!('live' in outcome))
          throw new Error(staleLiveMessage('stale' in outcome ? outcome.stale : null));
        live.switchTo({ ...ready, version: outcome.live.version, serial: outcome.live.serial });
        step(`Version ${version} is live`);
        await tidy();
        return { version };
      });
    });
  };
}
