/**
 * The answers the public server gives, header by header, for a fixed list of
 * requests: every route, the files beside them, errors, ranges and the API.
 * Recorded once from the hand-written server before it moved onto Fastify
 * (scripts/fixtures/server-answers/before-fastify.json) and compared with
 * the server of today (scripts/server/server-answers.test.ts), so the move
 * changed no header a browser, cache or crawler reads.
 *
 * Headers that differ between two builds or two instants by nature (Date,
 * ETag, Last-Modified, Content-Length, and the connection's own Connection
 * and Keep-Alive) are left out; every other
 * header's name and value is kept.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../../src/config/paths.ts';

export type AnswerRequest = {
  /** A stable name for the request (asset names change with each build). */
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type RecordedAnswer = { status: number; headers: Record<string, string> };

/** Stands for the server's own origin in a request's headers. */
const ORIGIN = '{origin}';

const VARYING = new Set([
  'date',
  'etag',
  'last-modified',
  'content-length',
  'keep-alive',
  'connection',
]);

/** The requests, with the build's own asset and video names filled in. */
export async function answerRequests(dist: string): Promise<AnswerRequest[]> {
  const assets = (await readdir(join(dist, 'assets'))).sort();
  const script = assets.find((name) => name.endsWith('.js'));
  const style = assets.find((name) => name.endsWith('.css'));
  const brotli = { 'Accept-Encoding': 'br, gzip' };
  const sameSite = {
    Origin: ORIGIN,
    'Sec-Fetch-Site': 'same-origin',
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  return [
    ...Object.entries(paths).map(([id, path]) => ({
      name: `route ${id}`,
      method: 'GET',
      path,
      headers: brotli,
    })),
    { name: 'home, gzip', method: 'GET', path: '/', headers: { 'Accept-Encoding': 'gzip' } },
    {
      name: 'home, identity',
      method: 'GET',
      path: '/',
      headers: { 'Accept-Encoding': 'identity' },
    },
    { name: 'home, HEAD', method: 'HEAD', path: '/', headers: brotli },
    { name: 'route, trailing slash', method: 'GET', path: '/about/', headers: brotli },
    { name: 'route, index.html', method: 'GET', path: '/about/index.html', headers: brotli },
    { name: 'script asset', method: 'GET', path: `/assets/${script}`, headers: brotli },
    { name: 'style asset', method: 'GET', path: `/assets/${style}`, headers: brotli },
    { name: 'missing asset', method: 'GET', path: '/assets/missing-abc123.js', headers: brotli },
    { name: 'unknown page', method: 'GET', path: '/no-such-page', headers: brotli },
    { name: 'bad escape', method: 'GET', path: '/%zz' },
    { name: 'POST to a page', method: 'POST', path: '/about', body: '' },
    { name: 'DELETE a page', method: 'DELETE', path: '/about' },
    { name: 'service worker', method: 'GET', path: '/sw.js', headers: brotli },
    { name: 'offline page', method: 'GET', path: '/offline.html', headers: brotli },
    { name: 'robots', method: 'GET', path: '/robots.txt', headers: brotli },
    { name: 'sitemap', method: 'GET', path: '/sitemap.xml', headers: brotli },
    { name: 'manifest', method: 'GET', path: '/site.webmanifest', headers: brotli },
    { name: 'favicon', method: 'GET', path: '/favicon.ico', headers: brotli },
    { name: 'logo', method: 'GET', path: '/media/logo.svg', headers: brotli },
    { name: 'icon', method: 'GET', path: '/media/icons/icon-192.png' },
    {
      name: 'video range',
      method: 'GET',
      path: '/media/video/facility-tour.mp4',
      headers: { Range: 'bytes=0-99' },
    },
    {
      name: 'video range past the end',
      method: 'GET',
      path: '/media/video/facility-tour.mp4',
      headers: { Range: 'bytes=999999999-' },
    },
    { name: 'live availability', method: 'GET', path: '/api/availability' },
    { name: 'human check challenge', method: 'GET', path: '/api/registrations/challenge' },
    { name: 'registrations, GET', method: 'GET', path: '/api/registrations' },
    {
      name: 'registration with problems',
      method: 'POST',
      path: '/api/registrations',
      headers: sameSite,
      body: JSON.stringify({ name: '' }),
    },
    {
      name: 'registration from another site',
      method: 'POST',
      path: '/api/registrations',
      headers: { ...sameSite, Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ name: 'A' }),
    },
    {
      name: 'registration too large',
      method: 'POST',
      path: '/api/registrations',
      headers: sameSite,
      body: JSON.stringify({ name: 'A', message: 'x'.repeat(17 * 1024) }),
    },
  ];
}

/** Sends each request to `base` and keeps its status and the headers that do not vary by nature. */
export async function recordAnswers(
  base: string,
  requests: readonly AnswerRequest[],
): Promise<Record<string, RecordedAnswer>> {
  const answers: Record<string, RecordedAnswer> = {};
  for (const request of requests) {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers ?? {}).map(([name, value]) => [
          name,
          value === ORIGIN ? base : value,
        ]),
      ),
      body: request.body,
      redirect: 'manual',
    });
    await response.arrayBuffer().catch(() => undefined);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (!VARYING.has(name)) headers[name] = value;
    }
    answers[request.name] = {
      status: response.status,
      headers: Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))),
    };
  }
  return answers;
}
