/**
 * A small static server for the prerendered site: what `npm start` runs and
 * what the browser tests and benchmarks hit. It serves each route's
 * index.html, the 404 page with status 404, gzip for text, and the headers
 * from dist/_headers, so it behaves like the static host the site ships to.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

type HeaderRule = { pattern: string; headers: [string, string][] };

/** Parses the Netlify/Cloudflare-style _headers file the build writes. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

async function fileIfExists(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

export type StaticServerOptions = {
  /** Runs before static handling; returns true when it answered the request. */
  handle?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** Paths where POST is allowed (answered by handle). */
  postPaths?: readonly string[];
};

export async function startStaticServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  options: StaticServerOptions = {},
) {
  const base = resolve(root);
  const rules = parseHeadersFile(await readFile(join(base, '_headers'), 'utf8'));

  async function locate(urlPath: string): Promise<string | null> {
    const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    const full = join(base, clean);
    if (full !== base && !full.startsWith(base + sep)) return null;
    return (await fileIfExists(full)) ?? (await fileIfExists(join(full, 'index.html')));
  }

  const server: Server = createServer(async (req, res) => {
    try {
      if (options.handle && (await options.handle(req, res))) return;
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = await locate(url.pathname);
      let status = 200;
      if (!file) {
        file = join(base, '404.html');
        status = 404;
      }
      let body = await readFile(file);
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      for (const rule of rules) {
        if (matches(rule.pattern, url.pathname))
          for (const [k, v] of rule.headers) res.setHeader(k, v);
      }
      res.setHeader('Content-Type', type);
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
        body = gzipSync(body);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Vary', 'Accept-Encoding');
      }
      res.writeHead(status, { 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Server error: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  return server;
}
