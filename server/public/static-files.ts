/**
 * The server for the prerendered site, on Fastify: what `npm start` runs for
 * the public listener (server/main.ts adds the registrations and the live
 * availability to it) and what the browser tests and benchmarks hit. It
 * serves each route's index.html, the 404 page with status 404, the headers
 * from dist/_headers matched on the normalised path, validators and 304s,
 * byte ranges (@fastify/static), and the brotli or gzip copy the build wrote
 * beside each text file (lib/precompress.ts).
 *
 * A request hook (`handle`) lets a test answer first with Node's own request
 * and response; POST is allowed only on the paths given for it.
 */

import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Server as TlsServer } from 'node:https';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  type HeaderRule,
  headersFor,
  NOT_FOUND_PAGE,
  normalisePath,
  parseHeadersFile,
  STRICT_TRANSPORT_SECURITY,
} from '../../scripts/lib/header-rules.ts';
import { contentTypeOf, isCompressible, precompress } from '../../scripts/lib/precompress.ts';
import { listenerErrorHandler } from '../http/errors.ts';
import { isSecureRequest, trustProxyFrom } from '../http/forwarded.ts';
import { parseRange } from '../http/http-negotiation.ts';
import { json } from '../http/json-answer.ts';
import { VALIDATION_OPTIONS } from '../http/route-validation.ts';

export { parseHeadersFile } from '../../scripts/lib/header-rules.ts';

export type RequestHook = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export type StaticServerOptions = {
  /** Runs before the site's routes, with the path's headers already set on `res`; true if it answered. */
  handle?: RequestHook;
  /** Paths (normalised) where POST is allowed; `handle` answers it. */
  postPaths?: readonly string[];
  /** Believe X-Forwarded-Proto from a proxy in front (see forwarded.ts). Default: TRUST_PROXY=1 in the environment. */
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The normalised path the header rules and the files are found by (null: malformed). */
    sitePath: string | null;
  }
  interface FastifyReply {
    /** The file of the site this answer sends, if any: its type and Vary are set from it. */
    siteFile: string | null;
  }
}

const apps = new WeakMap<StaticServer, FastifyInstance>();
const closing = new WeakSet<FastifyInstance>();

/** The path part of a request target (origin form `/a?b`, or absolute form `http://host/a`). */
function pathOf(target: string): string {
  if (target.startsWith('/')) return target.split(/[?#]/)[0] ?? '/';
  try {
    return new URL(target).pathname;
  } catch {
    // Not a valid target: '%' makes normalisePath reject it, so it is answered with 400.
    return '%';
  }
}

/** The methods a page answers; any other is answered 405 with Allow. */
const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

/**
 * The site's rules, files and errors as a Fastify plugin, for a server whose
 * other routes (`routes`) are registered beside them.
 */
export function siteRoutes(
  root: string,
  rules: readonly HeaderRule[],
  options: StaticServerOptions,
) {
  const base = resolve(root);
  const postPaths = new Set(options.postPaths ?? []);
  const trustProxy = options.trustProxy ?? trustProxyFrom(process.env);

  return async function site(app: FastifyInstance) {
    /** Replaces whatever headers were set with those the rules give `path`. */
    function setRuleHeaders(request: FastifyRequest, reply: FastifyReply, path: string) {
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      for (const [name, value] of headersFor(rules, path)) {
        if (name === STRICT_TRANSPORT_SECURITY && !isSecureRequest(request.raw, trustProxy))
          continue;
        reply.header(name, value);
      }
      if (closing.has(app)) reply.header('Connection', 'close');
    }

    function sendText(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      text: string,
      extra: Record<string, string> = {},
    ) {
      setRuleHeaders(request, reply, NOT_FOUND_PAGE);
      reply.siteFile = null;
      return reply
        .code(status)
        .headers(extra)
        .type('text/plain; charset=utf-8')
        .send(request.method === 'HEAD' ? undefined : text);
    }

    async function locate(path: string): Promise<string | null> {
      const full = join(base, path);
      // normalisePath resolved every dot segment, so `full` is inside `base`.
      for (const candidate of [full, join(full, 'index.html')]) {
        try {
          if ((await stat(candidate)).isFile()) return relative(base, candidate);
        } catch {
          // not there: try the next candidate
        }
      }
      return null;
    }

    function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
      setRuleHeaders(request, reply, NOT_FOUND_PAGE);
      reply.siteFile = '404.html';
      // An error page is never a range, and has no validators of its own.
      return reply
        .code(404)
        .sendFile('404.html', base, { etag: false, lastModified: false, acceptRanges: false });
    }

    app.decorateRequest('sitePath', null);
    app.decorateReply('siteFile', null);

    app.addHook('onRequest', async (request, reply) => {
      request.sitePath = normalisePath(pathOf(request.url));
      setRuleHeaders(request, reply, request.sitePath ?? NOT_FOUND_PAGE);
      if (request.sitePath === null)
        return sendText(request, reply, 400, 'Bad request: the address is not valid.');
      if (options.handle) {
        for (const [name, value] of Object.entries(reply.getHeaders()))
          if (value !== undefined) reply.raw.setHeader(name, value);
        if (await options.handle(request.raw, reply.raw)) return reply.hijack();
      }
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
      root: base,
      serve: false,
      preCompressed: true,
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
        const file = await locate(request.sitePath ?? '/');
        if (!file) return sendNotFoundPage(request, reply);
        reply.siteFile = file;
        const { range } = request.headers;
        if (range !== undefined) {
          // A range past the end: 416 with the size, as RFC 9110 asks (the framework would send an error page).
          const { size } = await stat(join(base, file));
          if (parseRange(range, size) === 'unsatisfiable')
            return reply
              .code(416)
              .headers({ 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${size}` })
              .send();
        }
        return reply.sendFile(file, base);
      },
    });

    // Other methods: read no body (any type), answer 405, or 501 where POST is allowed but nothing took it.
    await app.register(async (methods) => {
      methods.removeAllContentTypeParsers();
      methods.addContentTypeParser('*', (_request, payload, done) => {
        payload.resume();
        done(null);
      });
      methods.route({
        method: OTHER_METHODS,
        url: '/*',
        handler: async (request, reply) => {
          const path = request.sitePath ?? '/';
          if (request.method === 'POST' && postPaths.has(path))
            return sendText(request, reply, 501, 'Not implemented: nothing answers this address.');
          const allowed = postPaths.has(path) ? 'GET, HEAD, POST' : 'GET, HEAD';
          return sendText(request, reply, 405, `Method not allowed: use ${allowed}.`, {
            Allow: allowed,
          });
        },
      });
    });
  };
}

/**
 * A Fastify app serving the site in `root` (not yet listening). Compressed
 * copies missing or older than their files are written first.
 */
export async function createSiteApp(
  root: string,
  options: StaticServerOptions = {},
): Promise<FastifyInstance> {
  const base = resolve(root);
  const rules = parseHeadersFile(await readFile(join(base, '_headers'), 'utf8'));
  const trustProxy = options.trustProxy ?? trustProxyFrom(process.env);
  await precompress(base).catch((error: Error) => {
    console.error(
      `The compressed copies in ${base} could not be brought up to date (${error.message}); the files are sent uncompressed where a copy is missing.`,
    );
  });
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
      for (const [name, value] of headersFor(rules, NOT_FOUND_PAGE)) {
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
  await app.register(siteRoutes(base, rules, { ...options, trustProxy }));
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
