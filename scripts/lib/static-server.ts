/**
 * The server for the prerendered site: what `npm start` runs (and an owner
 * may run in production), and what the browser tests and benchmarks hit. It
 * serves each route's index.html, the 404 page with status 404, the headers
 * from dist/_headers matched on the normalised path, validators and 304s,
 * byte ranges, and brotli or gzip for text. A request hook lets another
 * module answer first (an API endpoint); POST is allowed only on the paths
 * given for it.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isSecureRequest, trustProxyFrom } from './forwarded.ts';
import {
  headersFor,
  NOT_FOUND_PAGE,
  normalisePath,
  parseHeadersFile,
  STRICT_TRANSPORT_SECURITY,
} from './header-rules.ts';
import {
  chooseEncoding,
  type Encoding,
  entityTag,
  isNotModified,
  parseRange,
  rangeStillValid,
} from './http-negotiation.ts';

export { parseHeadersFile } from './header-rules.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function typeOf(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

export type RequestHook = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export type StaticServerOptions = {
  /** Runs before static handling, with the path's headers already set on `res`; true if it answered. */
  handle?: RequestHook;
  /** Paths (normalised) where POST is allowed; `handle` answers it. */
  postPaths?: readonly string[];
  /** Believe X-Forwarded-Proto from a proxy in front (see forwarded.ts). Default: TRUST_PROXY=1 in the environment. */
  trustProxy?: boolean;
  /** Serve HTTPS with this certificate and key (PEM). */
  tls?: { cert: string | Buffer; key: string | Buffer };
};

export type StaticServer = Server | TlsServer;

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * Brotli at its best: each file is compressed once and kept in memory (see
 * encodedBody), and every byte saved is one a visitor on mobile data does
 * not pay for. Against quality 9 it is 8% smaller over the whole build, and
 * it takes the home page (13.2 KB against 14.5 KB) inside the first round
 * trip of a new connection (e2e/budgets.spec.ts). It costs about 2 s of CPU
 * for the whole build, spent once, in the background, when the server starts.
 */
const BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

const closing = new WeakSet<StaticServer>();

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

export async function startStaticServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  const base = resolve(root);
  const rules = parseHeadersFile(await readFile(join(base, '_headers'), 'utf8'));
  const postPaths = new Set(options.postPaths ?? []);
  const trustProxy = options.trustProxy ?? trustProxyFrom(process.env);
  const encoded = new Map<string, Promise<Buffer>>();

  /** Replaces whatever was set with the headers the rules give `path`. */
  function setRuleHeaders(req: IncomingMessage, res: ServerResponse, path: string) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of headersFor(rules, path)) {
      if (name === STRICT_TRANSPORT_SECURITY && !isSecureRequest(req, trustProxy)) continue;
      res.setHeader(name, value);
    }
    if (closing.has(server)) res.setHeader('Connection', 'close');
  }

  function sendText(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    setRuleHeaders(req, res, NOT_FOUND_PAGE);
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(text));
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  async function locate(path: string): Promise<string | null> {
    const full = join(base, path);
    for (const candidate of [full, join(full, 'index.html')]) {
      try {
        if ((await stat(candidate)).isFile()) return candidate;
      } catch {
        // not there: try the next candidate
      }
    }
    return null;
  }

  function encodedBody(file: string, mtimeMs: number, encoding: 'br' | 'gzip') {
    const key = `${file}\0${mtimeMs}\0${encoding}`;
    let body = encoded.get(key);
    if (!body) {
      body = readFile(file).then((raw) =>
        encoding === 'br'
          ? compress.br(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : compress.gzip(raw, { level: 9 }),
      );
      body.catch(() => encoded.delete(key));
      encoded.set(key, body);
    }
    return body;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: 200 | 404,
  ) {
    const info = await stat(file);
    const type = typeOf(file);
    const compressible = COMPRESSIBLE.test(type);
    const wantsRange = status === 200 && req.headers.range !== undefined;
    const encoding: Encoding =
      compressible && !wantsRange ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const etag = entityTag(info.size, info.mtimeMs, encoding);
    const lastModified = info.mtime.toUTCString();

    res.setHeader('Content-Type', type);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('ETag', etag);
      res.setHeader('Last-Modified', lastModified);
      const conditional = {
        ifNoneMatch: req.headers['if-none-match'],
        ifModifiedSince: req.headers['if-modified-since'],
      };
      if (isNotModified(conditional, { etag, mtimeMs: info.mtimeMs })) {
        res.writeHead(304);
        res.end();
        return;
      }
    }

    if (encoding !== 'identity') {
      const body = await encodedBody(file, info.mtimeMs, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.writeHead(status);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    let range = wantsRange ? parseRange(req.headers.range, info.size) : null;
    const ifRange = req.headers['if-range'];
    const validator = typeof ifRange === 'string' ? ifRange : undefined;
    if (range && !rangeStillValid(validator, { etag, lastModified })) range = null;
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${info.size}`);
      res.setHeader('Content-Length', 0);
      res.writeHead(416);
      res.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${info.size}`);
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    res.writeHead(range ? 206 : status);
    if (req.method === 'HEAD' || info.size === 0) {
      res.end();
      return;
    }
    const stream = createReadStream(file, { start, end });
    stream.on('error', (error) => res.destroy(error));
    stream.pipe(res);
  }

  async function handleRequest(req: IncomingMessage, res: ServerResponse) {
    const path = normalisePath(pathOf(req.url ?? '/'));
    setRuleHeaders(req, res, path ?? NOT_FOUND_PAGE);
    if (options.handle && (await options.handle(req, res))) return;
    if (path === null) {
      sendText(req, res, 400, 'Bad request: the address is not valid.');
      return;
    }
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      const allowed = postPaths.has(path) ? 'GET, HEAD, POST' : 'GET, HEAD';
      if (method === 'POST' && postPaths.has(path)) {
        // POST is allowed here, but the hook did not answer it.
        sendText(req, res, 501, 'Not implemented: nothing answers this address.');
        return;
      }
      sendText(req, res, 405, `Method not allowed: use ${allowed}.`, { Allow: allowed });
      return;
    }
    const file = await locate(path);
    if (file) await sendFile(req, res, file, 200);
    else {
      setRuleHeaders(req, res, NOT_FOUND_PAGE);
      await sendFile(req, res, join(base, '404.html'), 404);
    }
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    res.on('close', () => {
      if (closing.has(server)) server.closeIdleConnections();
    });
    handleRequest(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Server error: the request could not be answered.');
    });
  };
  const server: StaticServer = options.tls
    ? createTlsServer(options.tls, listener)
    : createServer(listener);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  void compressAhead();
  return server;

  /**
   * Compresses every text file with brotli, one at a time, once the server
   * is listening, so no visitor waits for it (the largest chunk takes about
   * 0.4 s). A request that comes first compresses its file itself; the
   * cache holds one copy either way.
   */
  async function compressAhead() {
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (closing.has(server)) return;
      if (!entry.isFile() || !COMPRESSIBLE.test(typeOf(entry.name))) continue;
      const file = join(entry.parentPath, entry.name);
      try {
        await encodedBody(file, (await stat(file)).mtimeMs, 'br');
      } catch {
        // A file that went away or cannot be read is compressed when asked for, or answered 404.
      }
    }
  }
}

/**
 * Stops taking new connections and resolves once the requests in flight have
 * been answered; connections still open after `timeoutMs` are cut.
 */
export function closeGracefully(server: StaticServer, timeoutMs = 10_000): Promise<void> {
  closing.add(server);
  return new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearTimeout(force);
      done();
    });
    server.closeIdleConnections();
  });
}
