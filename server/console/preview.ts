/**
 * A preview of the draft, on the console's origin only: the public
 * listener never serves one. `GET /staff/preview/<build>` (the link the
 * Site tab gives once the preview is built) marks this browser's session
 * with the preview in a cookie of the console's own and opens the page
 * asked for; from then on, for a member signed in, any address of the
 * console's origin that is not the console's own is answered from the
 * preview's build, so its links and scripts work as the site's do.
 * `GET /staff/preview/off` ends it. Each answer carries the site's own
 * headers for that page, and is never stored or indexed. The preview has
 * no service worker: /sw.js is not served here, so none is installed on the
 * console's origin.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  headersFor,
  NOT_FOUND_PAGE,
  normalisePath,
  parseHeadersFile,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/lib/header-rules.ts';
import { contentTypeOf } from '../../scripts/lib/precompress.ts';
import { SERVICE_WORKER_PATH } from '../../scripts/lib/service-worker.ts';
import type { SiteBuild } from '../site/site-builds.ts';
import type { SitePublishing } from '../site/site-publishing.ts';
import type { StaffContext } from './context.ts';
import { cookieName, PRIVATE_HEADERS, SESSION_ID } from './http.ts';

export const PREVIEW_PATH = '/staff/preview';
const COOKIE = 'staff_preview';

/** The preview cookie: the build's key, for this browser session, HttpOnly and SameSite=Strict. */
function previewCookie(key: string | null, secure: boolean) {
  const name = secure ? `__Host-${COOKIE}` : COOKIE;
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [`${name}=${key ?? ''}`, ...attributes, ...(key ? [] : ['Max-Age=0'])].join('; ');
}

/** A page's address to open first: a path of this origin, never another origin's. */
const pageAddress = Type.Optional(
  // Never "//host": a browser reads that as another origin.
  Type.String({
    pattern: '^/([A-Za-z0-9_-][A-Za-z0-9/_-]*)?$',
    maxLength: 200,
    description: 'a page’s path',
  }),
);

export function previewRoutes(ctx: StaffContext, publishing: SitePublishing) {
  const cookie = ctx.secureCookie ? `__Host-${COOKIE}` : COOKIE;

  async function signedIn(request: FastifyRequest) {
    const id = request.cookies[cookieName(ctx.secureCookie)];
    if (!id || !SESSION_ID.test(id)) return false;
    return (await ctx.staff.resumeSession(id, ctx.now())) !== null;
  }

  /** The preview this request's browser is looking at, for a member signed in; else null. */
  async function previewOf(request: FastifyRequest): Promise<SiteBuild | null> {
    const key = request.cookies[cookie];
    if (!key) return null;
    const build = publishing.builds.byKey(key);
    return build && (await signedIn(request)) ? build : null;
  }

  async function fileFor(root: string, path: string) {
    for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
      const found = await stat(candidate).catch(() => null);
      if (found?.isFile()) return candidate;
    }
    return null;
  }

  /**
   * Answers from the preview when this browser is looking at one: true
   * when it did, false to let the console answer as it would.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const build = await previewOf(request);
    if (!build) return false;
    const path = normalisePath(request.url.split('?')[0] ?? '/');
    const rules = parseHeadersFile(await readFile(join(build.site, '_headers'), 'utf8'));
    const found = path && path !== SERVICE_WORKER_PATH ? await fileFor(build.site, path) : null;
    const file = found ?? join(build.site, NOT_FOUND_PAGE);
    for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
    for (const [name, value] of headersFor(rules, found && path ? path : NOT_FOUND_PAGE))
      if (ctx.secure || name !== STRICT_TRANSPORT_SECURITY) reply.header(name, value);
    reply.headers(PRIVATE_HEADERS);
    const body = await readFile(file);
    await reply
      .code(found ? 200 : 404)
      .type(contentTypeOf(file))
      .send(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  async function routes(app: FastifyInstance) {
    app.route({
      method: 'GET',
      url: `${PREVIEW_PATH}/:key`,
      schema: {
        params: Type.Object({
          key: Type.String({ pattern: '^([0-9a-f]{20}|off)$', description: 'a preview' }),
        }),
        querystring: Type.Object({ page: pageAddress }),
      },
      handler: async (request, reply) => {
        const { key } = request.params as { key: string };
        const { page } = request.query as { page?: string };
        if (key === 'off' || !(await signedIn(request)))
          return reply
            .header('Set-Cookie', previewCookie(null, ctx.secureCookie))
            .redirect('/staff', 302);
        if (!publishing.builds.byKey(key))
          return reply
            .code(404)
            .type('text/plain; charset=utf-8')
            .send('That preview is no longer on this server: build it again from the Site tab.');
        return reply
          .header('Set-Cookie', previewCookie(key, ctx.secureCookie))
          .redirect(page ?? '/', 302);
      },
    });
  }

  return { answer, routes };
}
