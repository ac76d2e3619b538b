// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile, headerRules } from '../scripts/lib/header-rules.ts';
import { rawRequest } from '../scripts/lib/http-request.ts';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../scripts/lib/run-script.ts';
import { lineMatching, linkFormBundle } from '../scripts/lib/serve-process.ts';
import { site } from '../src/content/site.ts';

/** Large enough that it cannot all sit in the socket buffers while the client reads nothing. */
const VIDEO_BYTES = 48 * 1024 * 1024;

describe('npm start server process', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
  let root = '';
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(root, 'media'));
    await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
    await mkdir(join(root, 'register'));
    await writeFile(join(root, 'register', 'index.html'), '<main><h1>Register</h1></main>');
    await writeFile(join(root, 'media', 'tour.mp4'), Buffer.alloc(VIDEO_BYTES, 7));
    await writeFile(join(root, '_headers'), formatHeadersFile(headerRules({}, ['/'])));
    await linkFormBundle(root);
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  // A server process loading tsx and sending 48 MB: 8 s in a full run here,
  // 17 s on a busy machine, so twice the room of one script.
  it('on SIGTERM finishes a download in flight, takes no new connections, and exits 0', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DIST_DIR: root,
        PORT: '0',
        STAFF_PORT: '0',
        REGISTRATIONS_DB: join(root, 'registrations.sqlite'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = server;
    const [, base = ''] = await lineMatching(server, /at (http:\/\/[\d.]+:\d+)\//);

    // Start a download and stop reading it, so it is still in flight.
    const download = await new Promise<import('node:http').IncomingMessage>((done) => {
      get(`${base}/media/tour.mp4`, done);
    });
    expect(download.statusCode).toBe(200);
    download.pause();

    const stopping = lineMatching(server, /SIGTERM: stopping/);
    server.kill('SIGTERM');
    await stopping;
    // Refused, or reset when the connection reached the socket's queue just
    // before it closed: either way nothing new is served.
    await expect(rawRequest(base, '/')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    let received = 0;
    download.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    download.resume();
    await once(download, 'end');
    expect(received).toBe(VIDEO_BYTES);
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
  }, 60_000);

  // Four server processes, each loading the whole server with tsx: about 2 s
  // each on a quiet machine, up to 11 s on a busy one; the room is for that.
  it('refuses to start when the console would share the public site’s port or origin, naming both', async () => {
    const start = (env: Record<string, string>) =>
      runScript('server/main.ts', [], {
        DIST_DIR: root,
        REGISTRATIONS_DB: join(root, 'refused.sqlite'),
        ...env,
      });
    // The starts are refused before anything listens, so they run side by side.
    const origins = ['http://localhost:4391', 'http://127.0.0.1:4391', site.origin];
    const [samePort, ...sameOrigins] = await Promise.all([
      start({ PORT: '4391', STAFF_PORT: '4391' }),
      ...origins.map((origin) => start({ PORT: '4391', STAFF_PORT: '4392', STAFF_ORIGIN: origin })),
    ]);
    expect(samePort?.code).toBe(1);
    expect(samePort?.stderr.trim()).toBe(
      'STAFF_PORT (4391) is the same as PORT (4391): the console needs a port of its own. Set STAFF_PORT to another port.',
    );
    for (const [i, origin] of origins.entries()) {
      const sameOrigin = sameOrigins[i];
      expect([origin, sameOrigin?.code]).toEqual([origin, 1]);
      expect(sameOrigin?.stderr).toContain(
        `STAFF_ORIGIN (${new URL(origin).origin}) is the public site's origin`,
      );
    }
  }, 120_000);
});
