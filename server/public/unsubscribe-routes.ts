/**
 * The public unsubscribe page, at the address every announcement carries
 * (`/unsubscribe/<token>`, see server/mail/announcement-mail.ts):
 *
 * - GET shows one button, in a form that posts back to the same address: a
 *   link opened by a mail scanner or a prefetch unsubscribes nobody;
 * - POST unsubscribes at once: the form's own post, or a mail client's
 *   RFC 8058 one-click post (`List-Unsubscribe=One-Click`, form-encoded or
 *   multipart; the body is not needed, the token in the address is the
 *   whole request). No cookie, no JavaScript, no sign-in; it is meant to be
 *   posted from anywhere, as the RFC asks.
 *
 * A token this site did not issue unsubscribes nobody and answers 404. The
 * pages are the site's own (the register page's header, footer and
 * stylesheet, no script), never stored or indexed, and send no referrer, so
 * the token goes nowhere else.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { escapeHtml } from '../../scripts/lib/html.ts';
import { unsubscribePage as copy } from '../../src/content/announcements.ts';
import { UNSUBSCRIBE_PATH } from '../mail/announcement-mail.ts';
import type { AnnouncementStore } from '../store/announcements.ts';
import type { registrationPages } from './registration-page.ts';

/** A one-click body is a few dozen bytes; a multipart one a few hundred. */
const BODY_LIMIT = 4 * 1024;

/** The headers of a page reached by a person's own link (unsubscribe, news confirmation): never cached, indexed or referred. */
export const PRIVATE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * The address's token; any text is looked up, and one this site did not
 * issue finds the page that says so. The body is never read.
 */
const schema = {
  params: Type.Object({ token: Type.String({ description: 'the token of an announcement' }) }),
};

export type UnsubscribeOptions = {
  store: Pick<AnnouncementStore, 'knowsToken' | 'unsubscribe'>;
  pages: Pick<ReturnType<typeof registrationPages>, 'page'>;
};

export function unsubscribeRoutes({ store, pages }: UnsubscribeOptions) {
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(PRIVATE).type('text/html; charset=utf-8').send(html);

  const unknown = (reply: FastifyReply) =>
    send(
      reply,
      404,
      pages.page(
        copy.unknownTitle,
        `<h1>${escapeHtml(copy.unknownHeading)}</h1><p>${escapeHtml(copy.unknown)}</p>`,
      ),
    );

  return async function unsubscribe(parent: FastifyInstance) {
    const app = parent.withTypeProvider<TypeBoxTypeProvider>();
    // Whatever the body's type (form-encoded, multipart or none), it is not read.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, null),
    );

    app.get(`${UNSUBSCRIBE_PATH}/:token`, { schema }, async (request, reply) => {
      const { token } = request.params;
      if (!(await store.knowsToken(token))) return unknown(reply);
      return send(
        reply,
        200,
        pages.page(
          copy.title,
          `<h1>${escapeHtml(copy.heading)}</h1><p class="lead">${escapeHtml(copy.text)}</p>` +
            `<form method="post" action="${UNSUBSCRIBE_PATH}/${escapeHtml(encodeURIComponent(token))}">` +
            `<button type="submit" class="reg-again">${escapeHtml(copy.button)}</button></form>`,
        ),
      );
    });

    app.post(
      `${UNSUBSCRIBE_PATH}/:token`,
      { bodyLimit: BODY_LIMIT, schema },
      async (request, reply) => {
        if (!(await store.unsubscribe(request.params.token))) return unknown(reply);
        return send(
          reply,
          200,
          pages.page(
            copy.doneTitle,
            `<h1>${escapeHtml(copy.doneHeading)}</h1><p class="lead">${escapeHtml(copy.done)}</p>` +
              `<p>${escapeHtml(copy.again)}</p><p><a href="/register">${escapeHtml(copy.registerAgain)}</a></p>`,
          ),
        );
      },
    );
  };
}
