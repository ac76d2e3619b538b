// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaDir } from '../../scripts/lib/build-folders.ts';
import {
  formatHeadersFile,
  headerRules,
  headersFor,
  overlappingHeaders,
  parseHeadersFile,
} from '../../scripts/lib/header-rules.ts';
import { rawRequest } from '../../scripts/lib/http-request.ts';
import { copiesManifestFile } from '../../scripts/lib/precompress.ts';
import { paths } from '../../src/config/paths.ts';
import { securityHeaders } from '../../src/config/security-headers.ts';
import { thirdPartyConfig } from '../../src/config/third-party.ts';
import {
  closeGracefully,
  createSiteApp,
  type StaticServer,
  type StaticServerOptions,
  startStaticServer,
} from './static-files.ts';

const rules = headerRules(securityHeaders(thirdPartyConfig({})), Object.values(paths));
const CSP = 'Content-Security-Policy';
const SCRIPT = `console.log(${JSON.stringify('storage '.repeat(400))});`;
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

let root = '';
const servers: StaticServer[] = [];
const apps: FastifyInstance[] = [];

/** The site's app, not listening: asked with app.inject. */
async function site(options: StaticServerOptions = {}) {
  const app = await createSiteApp(root, options);
  apps.push(app);
  return app;
}

async function serve(options: StaticServerOptions = {}) {
  const server = await startStaticServer(root, 0, '127.0.0.1', options);
  servers.push(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-'));
  for (const folder of ['personal', 'assets', 'media']) await mkdir(join(root, folder));
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, 'personal', 'index.html'), '<h1>Personal</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(root, 'assets', 'app-3f9a2c.js'), SCRIPT);
  await writeFile(join(root, 'media', 'clip.mp4'), CLIP);
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(root, '_headers'), formatHeadersFile(rules));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => closeGracefully(server, 1000)));
  await Promise.all(apps.map((app) => app.close()));
  await rm(root, { recursive: true, force: true });
  await rm(metaDir(root), { recursive: true, force: true });
});

describe('the _headers file', () => {
  it('parses the _headers format', () => {
    expect(parseHeadersFile('/*\n  A: 1\n  B: two: three\n/x\n  C: 3\n')).toEqual([
      {
        pattern: '/*',
        headers: [
          ['A', '1'],
          ['B', 'two: three'],
        ],
      },
      { pattern: '/x', headers: [['C', '3']] },
    ]);
  });

  it('reads back as the rules it was written from', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('never sets one header from two rules that match the same path (hosts would merge them)', () => {
    expect(overlappingHeaders(rules)).toEqual([]);
    expect(
      overlappingHeaders([
        { pattern: '/*', headers: [['Cache-Control', 'no-cache']] },
        { pattern: '/assets/*', headers: [['Cache-Control', 'immutable']] },
      ]),
    ).toEqual(['Cache-Control is set by both /* and /assets/*']);
  });

  it('is what the server sends, rule by rule (over HTTPS behind a trusted proxy)', async () => {
    const base = await serve({ trustProxy: true });
    const samples = ['/', '/personal', '/assets/app-3f9a2c.js', '/media/clip.mp4', '/nope'];
    const samplePath = (path: string) => (path === '/nope' ? '/404.html' : path);
    for (const path of samples) {
      const response = await rawRequest(base, path, { headers: { 'X-Forwarded-Proto': 'https' } });
      const expected = headersFor(rules, samplePath(path));
      expect(expected.size).toBeGreaterThan(5);
      for (const [name, value] of expected) {
        expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
    // Every rule of the file was exercised by a sample.
    for (const rule of rules.filter((r) => r.pattern.includes('*') || r.pattern === '/404.html')) {
      expect(samples.map(samplePath).some((p) => p.startsWith(rule.pattern.replace('*', '')))).toBe(
        true,
      );
    }
  });
});

describe('static server', () => {
  let base = '';
  beforeAll(async () => {
    base = await serve();
  });

  it('serves a route folder index with the security headers', async () => {
    const response = await fetch(`${base}/personal`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Personal</h1>');
    expect(response.headers.get(CSP)).toContain("default-src 'self'");
  });

  it('answers unknown paths and escapes with the 404 page', async () => {
    for (const path of ['/nope', '/..%2f..%2fetc%2fpasswd', '/../../etc/passwd']) {
      const response = await rawRequest(base, path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain('Page not found');
    }
  });

  it('sets Cache-Control by kind: pages revalidate, media for a day, hashed assets for a year', async () => {
    const cacheOf = async (path: string) => (await rawRequest(base, path)).headers['cache-control'];
    expect(await cacheOf('/')).toBe('no-cache');
    expect(await cacheOf('/personal')).toBe('no-cache');
    expect(await cacheOf('/media/clip.mp4')).toBe('public, max-age=86400');
    expect(await cacheOf('/assets/app-3f9a2c.js')).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache a missing file under /assets/ for a year', async () => {
    const response = await rawRequest(base, '/assets/app-000000.js');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers[CSP.toLowerCase()]).toContain("default-src 'self'");
  });

  it('matches header rules on the normalised path', async () => {
    for (const path of [
      '/%61ssets/app-3f9a2c.js',
      '//assets//app-3f9a2c.js',
      '/x/../assets/app-3f9a2c.js',
    ]) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(301);
      expect(response.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/personal/', '/personal/index.html']) {
      const response = await rawRequest(base, path);
      expect(response.body.toString(), path).toBe('<h1>Personal</h1>');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers another spelling of a file’s path with a redirect to its own, keeping the query', async () => {
    for (const [path, own] of [
      ['//personal', '/personal'],
      ['/%70ersonal?ref=x', '/personal?ref=x'],
      ['/./personal/', '/personal'],
      ['/x/../personal/index.html', '/personal'],
      ['/personal//', '/personal'],
      ['//', '/'],
      ['/%61ssets/app-3f9a2c.js', '/assets/app-3f9a2c.js'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawRequest(base, path, { method });
        expect(response.status, `${method} ${path}`).toBe(301);
        expect(response.headers.location, `${method} ${path}`).toBe(own);
        expect(response.headers[CSP.toLowerCase()], path).toContain("default-src 'self'");
      }
    }
    // Naming no file: the not-found page, never a redirect.
    for (const path of ['//nope', '/%6eope', '/personal/index']) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
    // A path that would leave the site once decoded stays on it.
    const outward = await rawRequest(base, '//example.com/%2e%2e/personal');
    expect(outward.status).toBe(301);
    expect(outward.headers.location).toBe('/personal');
  });

  it('answers a malformed percent escape with 400 and the security headers', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/personal%00']) {
      const response = await rawRequest(base, path);
      expect(response.status, path).toBe(400);
      expect(response.headers[CSP.toLowerCase()], path).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers other methods than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await rawRequest(base, '/personal', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.headers[CSP.toLowerCase()], method).toContain("default-src 'self'");
    }
    const head = await rawRequest(base, '/personal', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe('<h1>Personal</h1>'.length);
  });

  it('sends validators and answers a current copy with 304', async () => {
    const first = await rawRequest(base, '/media/clip.mp4');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    // The framework's validator: a weak tag of the size and the time the file was changed.
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);

    const byTag = await rawRequest(base, '/media/clip.mp4', { headers: { 'If-None-Match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=86400');

    const byDate = await rawRequest(base, '/media/clip.mp4', {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(byDate.status).toBe(304);

    const stale = await rawRequest(base, '/media/clip.mp4', {
      headers: { 'If-None-Match': '"0-0"', 'If-Modified-Since': lastModified },
    });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(CLIP);
  });

  it('serves byte ranges with 206 and refuses unsatisfiable ones with 416', async () => {
    const whole = await rawRequest(base, '/media/clip.mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const part = await rawRequest(base, '/media/clip.mp4', { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.headers['content-length']).toBe('10');
    expect(part.body).toEqual(CLIP.subarray(10, 20));

    const open = await rawRequest(base, '/media/clip.mp4', { headers: { Range: 'bytes=990-' } });
    expect(open.body).toEqual(CLIP.subarray(990));
    const tail = await rawRequest(base, '/media/clip.mp4', { headers: { Range: 'bytes=-5' } });
    expect(tail.headers['content-range']).toBe('bytes 995-999/1000');
    expect(tail.body).toEqual(CLIP.subarray(995));

    const beyond = await rawRequest(base, '/media/clip.mp4', { headers: { Range: 'bytes=1000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');

    const changed = await rawRequest(base, '/media/clip.mp4', {
      headers: { Range: 'bytes=0-9', 'If-Range': '"0-0"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(CLIP);
    const same = await rawRequest(base, '/media/clip.mp4', {
      headers: { Range: 'bytes=0-9', 'If-Range': String(whole.headers.etag) },
    });
    expect(same.status).toBe(206);
  });

  it('compresses text with brotli or gzip as the client accepts, and says it varies', async () => {
    const script = await readFile(join(root, 'assets', 'app-3f9a2c.js'));
    const br = await rawRequest(base, '/assets/app-3f9a2c.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body)).toEqual(script);

    const gz = await rawRequest(base, '/assets/app-3f9a2c.js', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(script);
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const plain = await rawRequest(base, '/assets/app-3f9a2c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toEqual(script);

    const video = await rawRequest(base, '/media/clip.mp4', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(video.headers['content-encoding']).toBeUndefined();
  });

  it('sends HSTS only over HTTPS, or behind a proxy it is told to trust', async () => {
    const hsts = 'strict-transport-security';
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    expect((await rawRequest(base, '/')).headers[hsts]).toBeUndefined();
    // Not trusted by default: anyone can send the header.
    expect((await rawRequest(base, '/', { headers: forwarded })).headers[hsts]).toBeUndefined();

    const proxied = await serve({ trustProxy: true });
    expect((await rawRequest(proxied, '/', { headers: forwarded })).headers[hsts]).toBe(
      'max-age=31536000',
    );
    expect((await rawRequest(proxied, '/')).headers[hsts]).toBeUndefined();

    const keyFile = join(root, '..', `${root.split('/').at(-1)}-key.pem`);
    const certFile = join(root, '..', `${root.split('/').at(-1)}-cert.pem`);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const secure = await serve({
      tls: { key: await readFile(keyFile), cert: await readFile(certFile) },
    });
    const overTls = await rawRequest(secure, '/personal');
    expect(overTls.status).toBe(200);
    expect(overTls.headers[hsts]).toBe('max-age=31536000');
  });
});

describe('compressed copies', () => {
  const brotli = { 'accept-encoding': 'br' };
  const gzipOnly = { 'accept-encoding': 'gzip' };

  it('are listed in a manifest beside the site, never inside it', async () => {
    await site();
    const manifest = JSON.parse(await readFile(copiesManifestFile(root), 'utf8'));
    expect(Object.keys(manifest)).toEqual(
      expect.arrayContaining(['index.html', 'personal/index.html', 'assets/app-3f9a2c.js']),
    );
    expect(Object.keys(manifest)).not.toContain('media/clip.mp4');
    expect(copiesManifestFile(root).startsWith(`${root}/`)).toBe(false);
  });

  it('a file changed after the start is never sent as its old copy, and the next start compresses it again', async () => {
    const file = join(root, 'assets', 'changing-1a2b3c.js');
    await writeFile(file, SCRIPT);
    const app = await site();
    const before = await app.inject({ url: '/assets/changing-1a2b3c.js', headers: brotli });
    expect(before.headers['content-encoding']).toBe('br');

    const changed = `${SCRIPT}\nconsole.log('changed');`;
    await writeFile(file, changed);
    for (const headers of [brotli, gzipOnly]) {
      const after = await app.inject({ url: '/assets/changing-1a2b3c.js', headers });
      expect(after.statusCode).toBe(200);
      expect(after.headers['content-encoding']).toBeUndefined();
      expect(after.body).toBe(changed);
    }

    const restarted = await site();
    const again = await restarted.inject({ url: '/assets/changing-1a2b3c.js', headers: brotli });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(changed);
  });

  it('a deploy that changed only the times keeps the copies, without compressing again', async () => {
    const file = join(root, 'assets', 'moved-4d5e6f.js');
    await writeFile(file, SCRIPT);
    await site();
    const copy = `${file}.br`;
    const written = (await stat(copy)).mtimeMs;
    // As a copy of the folder that kept no times would leave them (a whole second: utimes takes
    // seconds as a float, which may land a fraction of a millisecond early).
    const later = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    for (const path of [file, copy, `${file}.gz`]) await utimes(path, later, later);

    const app = await site();
    const answer = await app.inject({ url: '/assets/moved-4d5e6f.js', headers: brotli });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    // Recognised by its hash, not written again.
    expect((await stat(copy)).mtimeMs).not.toBe(written);
    expect(Math.round((await stat(copy)).mtimeMs)).toBe(later.getTime());
  });

  it('a copy the build did not write is never sent, planted before the start or after', async () => {
    await mkdir(join(root, 'planted'), { recursive: true });
    const page = join(root, 'planted', 'index.html');
    await writeFile(page, '<h1>Planted here</h1>');
    // Planted before the start, newer than its file: made again from the file.
    await writeFile(`${page}.gz`, gzipSync('<h1>Someone else</h1>'));
    const app = await site();
    const first = await app.inject({ url: '/planted', headers: gzipOnly });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString()).toBe('<h1>Planted here</h1>');

    // Planted while the server runs: the file is sent as it is.
    await writeFile(`${page}.gz`, gzipSync('<h1>Someone else, later</h1>'));
    await writeFile(`${page}.br`, brotliCompressSync('<h1>Someone else, later</h1>'));
    for (const headers of [brotli, gzipOnly]) {
      const later = await app.inject({ url: '/planted', headers });
      expect(later.headers['content-encoding']).toBeUndefined();
      expect(later.body).toBe('<h1>Planted here</h1>');
    }

    // Beside a file the build never saw (written after the start).
    await writeFile(join(root, 'planted', 'late.txt'), 'late');
    await writeFile(join(root, 'planted', 'late.txt.gz'), gzipSync('not this'));
    const late = await app.inject({ url: '/planted/late.txt', headers: gzipOnly });
    expect(late.headers['content-encoding']).toBeUndefined();
    expect(late.body).toBe('late');
  });

  it('are sent by the manifest kept in memory when it cannot be written', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'site-'));
    try {
      await writeFile(join(elsewhere, '_headers'), formatHeadersFile(rules));
      await writeFile(join(elsewhere, 'index.html'), '<h1>Home</h1>');
      // A file where the manifest's folder would go.
      await writeFile(metaDir(elsewhere), 'not a folder');
      const app = await createSiteApp(elsewhere);
      apps.push(app);
      const home = await app.inject({ url: '/', headers: brotli });
      expect(home.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(home.rawPayload).toString()).toBe('<h1>Home</h1>');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
      await rm(metaDir(elsewhere), { force: true });
    }
  });

  it('a range on a compressed answer counts the bytes sent, as does a range past their end', async () => {
    const app = await site();
    const whole = await app.inject({ url: '/assets/app-3f9a2c.js', headers: brotli });
    const copy = whole.rawPayload;
    expect(copy.length).toBeLessThan(SCRIPT.length / 10);

    const part = await app.inject({
      url: '/assets/app-3f9a2c.js',
      headers: { ...brotli, range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBe('br');
    expect(part.headers['content-range']).toBe(`bytes 10-19/${copy.length}`);
    expect(part.rawPayload).toEqual(copy.subarray(10, 20));

    // Inside the file's own size, past the copy's end: the tail of the copy.
    const tail = await app.inject({
      url: '/assets/app-3f9a2c.js',
      headers: { ...brotli, range: `bytes=${copy.length - 5}-${SCRIPT.length - 1}` },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${copy.length - 5}-${copy.length - 1}/${copy.length}`,
    );
    expect(tail.rawPayload).toEqual(copy.subarray(copy.length - 5));

    const beyond = await app.inject({
      url: '/assets/app-3f9a2c.js',
      headers: { ...brotli, range: `bytes=${copy.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${copy.length}`);

    const plain = await app.inject({
      url: '/assets/app-3f9a2c.js',
      headers: { range: `bytes=${copy.length}-${copy.length + 9}` },
    });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT.slice(copy.length, copy.length + 10));
  });
});

describe("the server's own routes", () => {
  it('answer beside the site, with the security headers, and other methods get 405', async () => {
    const app = await site({
      routes: async (api) => {
        api.post('/api/registrations', async (_request, reply) => reply.code(201).send({ id: 1 }));
      },
    });
    const created = await app.inject({ method: 'POST', url: '/api/registrations' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 1 });
    expect(created.headers[CSP.toLowerCase()]).toContain("default-src 'self'");

    for (const [method, url] of [
      ['PUT', '/api/registrations'],
      ['POST', '/personal'],
    ] as const) {
      const refused = await app.inject({ method, url });
      expect(refused.statusCode, `${method} ${url}`).toBe(405);
      expect(refused.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
    }
    // Not one of the routes: the static site as usual.
    expect((await app.inject({ url: '/personal' })).body).toBe('<h1>Personal</h1>');
  });

  it('answers 500 with the security headers when a route throws, and says nothing of why', async () => {
    const app = await site({
      routes: async (api) => {
        api.get('/api/broken', async () => {
          throw new Error('store unavailable');
        });
      },
    });
    const response = await app.inject({ url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.headers[CSP.toLowerCase()]).toContain("default-src 'self'");
    expect(response.body).not.toContain('store unavailable');
  });
});

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes', async () => {
    let arrived: () => void = () => {};
    const arrival = new Promise<void>((done) => {
      arrived = done;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    const server = await startStaticServer(root, 0, '127.0.0.1', {
      routes: async (api) => {
        api.get('/slow', async () => {
          arrived();
          await held;
          return 'finished';
        });
      },
    });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = rawRequest(base, '/slow');
    await arrival;
    let closed = false;
    const closing = closeGracefully(server, 5000).then(() => {
      closed = true;
    });
    await expect(rawRequest(base, '/')).rejects.toThrow(/ECONNREFUSED/);
    expect(closed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('finished');
    await closing;
    expect(closed).toBe(true);
  });
});
