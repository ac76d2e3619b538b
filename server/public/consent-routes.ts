/**
 * The public page a news confirmation link opens (`/confirm-news/<token>`,
 * see server/mail/registration-mail.ts), served as the unsubscribe page is:
 *
 * - GET shows one button ("Yes, send me news") in a plain form that posts
 *   back to the same address, and changes nothing: a mail scanner or a
 *   prefetch that opens the link confirms nobody;
 * - POST confirms (server/store/consents.ts): once, whatever the number of
 *   presses or servers. No cookie, no JavaScript, no sign-in: the token in
 *   the address is the whole request, and the body is not read.
 *
 * A token this site did not issue answers 404, an expired one 410, each
 * with a page that says so. The pages are the site's own (the register
 * page's header, footer and stylesheet, no script), never stored or
 * indexed, and send no referrer, so the token goes nowhere else.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { escapeHtml } from '../../scripts/lib/html.ts';
import { newsConfirmPage as copy } from '../../src/content/announcements.ts';
import { CONSENT_PATH } from '../mail/registration-mail.ts';
import type { AnnouncementStore } from '../store/announcements.ts';
import type { ConfirmOutcome, ConsentLinkState } from '../store/consents.ts';
import type { registrationPages } from './registration-page.ts';
import { PRIVATE } from './unsubscribe-routes.ts';

/** The form's post has an empty body; anything larger is not a person pressing the button. */
const BODY_LIMIT = 4 * 1024;

/** The link's token; any text is looked up, and one this site did not issue finds the page that says so. */
const schema = {
  params: Type.Object({
    token: Type.String({ description: 'the token of a news confirmation link' }),
  }),
};

export type ConsentRouteOptions = {
  store: Pick<AnnouncementStore, 'consentLink' | 'confirmConsent'>;
  pages: Pick<ReturnType<typeof registrationPages>, 'page'>;
};

type Outcome = Exclude<ConsentLinkState | ConfirmOutcome, 'ready'>;

/** Each outcome's status, title, heading and words. */
const outcomes: Record<Outcome, [number, string, string, string]> = {
  confirmed: [200, copy.doneTitle, copy.doneHeading, copy.done],
  already: [200, copy.alreadyTitle, copy.alreadyHeading, copy.already],
  expired: [410, copy.expiredTitle, copy.expiredHeading, copy.expired],
  unknown: [404, copy.unknownTitle, copy.unknownHeading, copy.unknown],
};

export function consentRoutes({ store, pages }: ConsentRouteOptions) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(PRIVATE).type('text/html; charset=utf-8').send(html);

  const answer = (reply: FastifyReply, outcome: Outcome) => {
    const [status, title, heading, text] = outcomes[outcome];
    const again =
      outcome === 'confirmed' || outcome === 'unknown'
        ? ''
        : `<p><a href="/register">${escapeHtml(copy.registerAgain)}</a></p>`;
    return send(
      reply,
      status,
      pages.page(
        title,
        `<h1>${escapeHtml(heading)}</h1><p class="lead">${escapeHtml(text)}</p>${again}`,
      ),
    );
  };

  return async function consent(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // Whatever the body's type (the form's, or none), it is not read.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, null),
    );

    app.get(`${CONSENT_PATH}/:token`, { schema }, async (request, reply) => {
      const { token } = request.params;
      const state = await store.consentLink(token);
      // A link already used says so: the page's own word for it is "already".
      if (state !== 'ready') return answer(reply, state === 'confirmed' ? 'already' : state);
      return send(
        reply,
        200,
        pages.page(
          copy.title,
          `<h1>${escapeHtml(copy.heading)}</h1><p class="lead">${escapeHtml(copy.text)}</p>` +
            `<form method="post" action="${CONSENT_PATH}/${escapeHtml(encodeURIComponent(token))}">` +
            `<button type="submit" class="reg-again">${escapeHtml(copy.button)}</button></form>`,
        ),
      );
    });

    app.post(`${CONSENT_PATH}/:token`, { bodyLimit: BODY_LIMIT, schema }, async (request, reply) =>
      answer(reply, await store.confirmConsent(request.params.token)),
    );
  };
}
