/**
 * The server for the prerendered site, on Fastify: what `npm start` runs for
 * the public listener (server/main.ts adds the registrations and the live
 * availability to it) and what the browser tests and benchmarks hit. It
 * serves each route's index.html, the 404 page with status 404, the headers
 * from dist/_headers matched on the normalised path, validators and 304s,
 * byte ranges (@fastify/static), and the brotli or gzip copy the build wrote
 * beside each text file while the file is the one it was made from
 * (compressed-copies.ts).
 */

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Server as TlsServer } from 'node:https';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  headersFor,
  NOT_FOUND_PAGE,
  normalisePath,
  parseHeadersFile,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/lib/header-rules.ts';
import { contentTypeOf, isCompressible } from '../../scripts/lib/precompress.ts';
import { canonicalPath, isOwnAddress } from '../../src/app/page-address.ts';
import { listenerErrorHandler } from '../http/errors.ts';
import { isSecureRequest } from '../http/forwarded.ts';
import { json } from '../http/json-answer.ts';
import { VALIDATION_OPTIONS } from '../http/route-validation.ts';
import { openCompressedCopies } from './compressed-copies.ts';
import { type SiteFiles, siteAnswers } from './site-answers.ts';

export { parseHeadersFile } from '../../scripts/lib/header-rules.ts';

export type StaticServerOptions = {
  /** Believe X-Forwarded-Proto from a proxy in front (see forwarded.ts; TRUST_PROXY=1). Default: false. */
  trustProxy?: boolean;
  /** Serve HTTPS with this certificate and key (PEM). */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Headers added to every page (HTML) the server sends, such as the bundled server's mark. */
  pageHeaders?: Readonly<Record<string, string>>;
  /** Path prefixes answered with the 404 page whatever the method (another listener's addresses). */
  notFound?: readonly string[];
  /** Registers routes of the server's own (the API) before the site's files. */
  routes?: FastifyPluginAsync;
};

export type StaticServer = Server | TlsServer;

export type { SiteFiles } from './site-answers.ts';

/** The build a request is answered from: the one live now, and earlier ones still on disk. */
export type ServedSite = {
  current(): SiteFiles;
  /** Builds live before this one, newest first: an old page's assets are found there. */
  earlier(): readonly SiteFiles[];
};

const ASSETS = '/assets/';

/** The build in `root`, ready to serve: its rules read and its compressed copies brought up to date. */
export async function openSiteFiles(root: string): Promise<SiteFiles> {
  const base = resolve(root);
  const rules = parseHeadersFile(await readFile(join(base, '_headers'), 'utf8'));
  return { base, rules, copies: await openCompressedCopies(base) };
}

/** A site that is always the one build. */
export const fixedSite = (files: SiteFiles): ServedSite => ({
  current: () => files,
  earlier: () => [],
});

const apps = new WeakMap<StaticServer, FastifyInstance>();
const closing = new WeakSet<FastifyInstance>();

/** The path and the query of a request target (origin form `/a?b`, or absolute form `http://host/a`). */
function partsOf(target: string): { path: string; query: string } {
  if (target.startsWith('/')) {
    const path = target.split(/[?#]/)[0] ?? '/';
    return { path, query: target.slice(path.length).split('#')[0] ?? '' };
  }
  try {
    const { pathname, search } = new URL(target);
    return { path: pathname, query: search };
  } catch {
    // Not a valid target: '%' makes normalisePath reject it, so it is answered with 400.
    return { path: '%', query: '' };
  }
}

/** Other methods than GET and HEAD: no body read (any type), answered 405. */
function otherMethods(
  sendText: (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    text: string,
    extra?: Record<string, string>,
  ) => FastifyReply,
) {
  return async (methods: FastifyInstance) => {
    methods.removeAllContentTypeParsers();
    methods.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    methods.route({
      method: OTHER_METHODS,
      url: '/*',
      handler: async (request, reply) =>
        sendText(request, reply, 405, 'Method not allowed: use GET, HEAD.', {
          Allow: 'GET, HEAD',
        }),
    });
  };
}

/**
 * The answers of each build (made once a build), and a request's own: those
 * of the build live when it arrived, whatever is published meanwhile.
 */
function buildAnswers(served: ServedSite, trustProxy: boolean, isClosing: () => boolean) {
  const answersOf = new WeakMap<SiteFiles, ReturnType<typeof siteAnswers>>();
  const answers = (files: SiteFiles) => {
    let found = answersOf.get(files);
    if (!found) {
      found = siteAnswers({ ...files, trustProxy, closing: isClosing });
      answersOf.set(files, found);
    }
    return found;
  };
  const own = (request: FastifyRequest) => answers(request.siteFiles ?? served.current());
  return { answers, own };
}

/** The methods a page answers; any other is answered 405 with Allow. */
const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * The site's rules, files and errors as a Fastify plugin, for a server whose
 * other routes (`routes`) are registered beside them.
 */
export function siteRoutes(served: ServedSite, options: StaticServerOptions) {
  const trustProxy = options.trustProxy ?? false;

  return async function site(app: FastifyInstance) {
    const { answers, own } = buildAnswers(served, trustProxy, () => closing.has(app));
    const setRuleHeaders = (request: FastifyRequest, reply: FastifyReply, path: string) =>
      own(request).setRuleHeaders(request, reply, path);
    const sendText = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      text: string,
      extra?: Record<string, string>,
    ) => own(request).sendText(request, reply, status, text, extra);
    const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
      own(request).sendNotFoundPage(request, reply);

    app.decorateRequest('sitePath', null);
    app.decorateRequest('siteFiles', null);
    app.decorateReply('siteFile', null);

    app.addHook('onRequest', async (request, reply) => {
      request.siteFiles = served.current();
      request.sitePath = normalisePath(partsOf(request.url).path);
      setRuleHeaders(request, reply, request.sitePath ?? NOT_FOUND_PAGE);
      if (request.sitePath === null)
        return sendText(request, reply, 400, 'Bad request: the address is not valid.');
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.siteFile === null) return payload;
      const type = contentTypeOf(reply.siteFile);
      reply.header('Content-Type', type);
      if (isCompressible(reply.siteFile)) reply.header('Vary', 'Accept-Encoding');
      if (type.startsWith('text/html') && options.pageHeaders) reply.headers(options.pageHeaders);
      return payload;
    });

    // The listener's one error handler (server/http/errors.ts): the API's refusals as JSON, the pages' as text.
    app.setErrorHandler(
      listenerErrorHandler({
        name: 'The public site',
        words: { unsupported: 'Send JSON or a form.' },
        send: (request, reply, { status, message, headers = {} }) =>
          request.sitePath?.startsWith('/api/')
            ? json(reply, status, { error: message }, { 'Cache-Control': 'no-store', ...headers })
            : sendText(request, reply, status, message, { ...headers }),
      }),
    );

    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD')
        return sendNotFoundPage(request, reply);
      return sendText(request, reply, 405, 'Method not allowed: use GET, HEAD.', {
        Allow: 'GET, HEAD',
      });
    });

    await app.register(fastifyStatic, {
      root: served.current().base,
      serve: false,
      // The copies are chosen here (sendSiteFile), only those the manifest vouches for.
      preCompressed: false,
      // Cache-Control comes from the rules; the file's type from the table every answer uses.
      cacheControl: false,
      dotfiles: 'allow',
    });

    if (options.routes) await app.register(options.routes);

    for (const prefix of options.notFound ?? [])
      for (const url of [prefix, `${prefix}/*`])
        app.route({
          method: ['GET', 'HEAD', ...OTHER_METHODS],
          url,
          // No body is read: the answer is the same whatever was sent.
          onRequest: async (request, reply) => sendNotFoundPage(request, reply),
          handler: async () => undefined,
        });

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: async (request, reply) => {
        const sitePath = request.sitePath ?? '/';
        const answer = own(request);
        const found = await answer.locate(sitePath);
        if (!found) {
          // A page of the version before a publish may still ask for its own scripts: an asset's
          // name is the hash of its content, so the earlier version's file is the very one it named.
          if (sitePath.startsWith(ASSETS))
            for (const earlier of served.earlier()) {
              const older = answers(earlier);
              const file = await older.locate(sitePath);
              if (file) return older.sendSiteFile(request, reply, file);
            }
          return sendNotFoundPage(request, reply);
        }
        // Another spelling of a file's path (page-address.ts): sent to its own, which every page's
        // start-up script takes for the page's, never answered with the page under a second address.
        const { path, query } = partsOf(request.url);
        if (!isOwnAddress(path)) return reply.redirect(`${canonicalPath(path)}${query}`, 301);
        return answer.sendSiteFile(request, reply, found);
      },
    });

    await app.register(otherMethods(sendText));
  };
}

/**
 * A Fastify app serving the site in `root` (not yet listening), or whichever
 * version `root` names live at each request. Compressed copies the build's
 * manifest cannot vouch for are written again first.
 */
export async function createSiteApp(
  root: string | ServedSite,
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const served = typeof root === 'string' ? fixedSite(await openSiteFiles(root)) : root;
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    ...(options.tls ? { https: options.tls } : {}),
    ...VALIDATION_OPTIONS,
    // Requests in flight finish on close; idle connections are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    routerOptions: { maxParamLength: 4096 },
    frameworkErrors: (_error, request, reply) => {
      // A target Fastify cannot route (a malformed escape): the site's 400, with its headers.
      const answer = reply as FastifyReply;
      for (const [name, value] of headersFor(served.current().rules, NOT_FOUND_PAGE)) {
        if (name === STRICT_TRANSPORT_SECURITY && !isSecureRequest(request.raw, trustProxy))
          continue;
        answer.header(name, value);
      }
      answer
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('Bad request: the address is not valid.');
    },
  });
  await app.register(siteRoutes(served, { ...options, trustProxy }));
  return app;
}

/** Listens on `port` and `host`; `0` picks a free port. */
export async function listen(
  app: FastifyInstance,
  port: number,
  host = '127.0.0.1',
): Promise<StaticServer> {
  await app.listen({ port, host });
  apps.set(app.server, app);
  return app.server;
}

export async function startStaticServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  return listen(await createSiteApp(root, options), port, host);
}

/**
 * Stops taking new connections and resolves once the requests in flight have
 * been answered; connections still open after `timeoutMs` are cut.
 */
export async function closeGracefully(server: StaticServer, timeoutMs = 10_000): Promise<void> {
  const app = apps.get(server);
  const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
  if (app) closing.add(app);
  // Stops listening at once; resolves when the last connection has ended.
  const stopped = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) =>
    res.on('close', () => server.closeIdleConnections()),
  );
  try {
    // The framework's own close runs its hooks; the listener is already closed.
    await Promise.all([stopped, app?.close()]);
  } finally {
    clearTimeout(force);
  }
}
