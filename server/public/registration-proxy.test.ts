// @vitest-environment node
/**
 * The bundled server as it is deployed: its own process (server/main.ts),
 * behind a reverse proxy that does what nginx's default `proxy_pass` does
 * (Host rewritten to the upstream's address, no X-Forwarded-Host) plus the
 * usual `X-Forwarded-For $proxy_add_x_forwarded_for`. Clients reach the proxy
 * from different loopback addresses (127.0.0.2, 127.0.0.3, …), so the proxy
 * sees a different peer for each, as it would for visitors.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type NginxProxy,
  readmeForwardedHost,
  startNginxProxy,
} from '../../scripts/lib/nginx-proxy.ts';
import { repositoryRoot, SCRIPT_TEST_TIMEOUT } from '../../scripts/lib/run-script.ts';
import {
  minimalSite,
  type ServeProcess,
  startServeProcess,
} from '../../scripts/lib/serve-process.ts';
import { MAX_BODY_BYTES } from './registration-endpoint.ts';

const PUBLIC_ORIGIN = 'https://www.widnes-self-storage.co.uk';
const LIMIT = 2;
const PATH = '/api/registrations';

let root = '';
let trusted: ServeProcess;
let untrusted: ServeProcess;
let proxy: NginxProxy;
let proxyBase = '';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A JSON post from `localAddress` (a loopback address), as a browser on the public site sends it. */
function post(
  base: string,
  body: unknown,
  { localAddress = '127.0.0.1', headers = {} as Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(PATH, base);
  const text = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Origin: PUBLIC_ORIGIN,
          'Content-Length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let received = '';
        res.on('data', (chunk: Buffer) => {
          received += chunk.toString();
        });
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: received }),
        );
      },
    );
    req.on('error', fail);
    req.end(text);
  });
}

const person = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.org` });

function storedCount(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM registrations').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  root = await minimalSite(PUBLIC_ORIGIN);
  const env = {
    DIST_DIR: root,
    MAIL_DIR: join(root, 'mail'),
    REGISTRATION_RATE_LIMIT: String(LIMIT),
  };
  [trusted, untrusted] = await Promise.all([
    startServeProcess({
      ...env,
      TRUST_PROXY: '1',
      STAFF_ORIGIN: 'https://staff.example.org',
      REGISTRATIONS_DB: join(root, 'trusted.sqlite'),
    }),
    startServeProcess({ ...env, REGISTRATIONS_DB: join(root, 'untrusted.sqlite') }),
  ]);
  proxy = await startNginxProxy(trusted.base, 'none');
  proxyBase = proxy.base;
}, SCRIPT_TEST_TIMEOUT);

afterAll(async () => {
  await proxy?.close();
  await Promise.all([trusted?.stop(), untrusted?.stop()]);
  await rm(dirname(root), { recursive: true, force: true });
});

describe('behind a Host-rewriting reverse proxy (TRUST_PROXY=1)', () => {
  it('accepts and stores a registration from the public site', async () => {
    const answer = await post(proxyBase, person(1), { localAddress: '127.0.0.2' });
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.body) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedCount(join(root, 'trusted.sqlite'))).toBe(1);

    const elsewhere = await post(proxyBase, person(2), {
      localAddress: '127.0.0.2',
      headers: { Origin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('limits each client on its own, however many share the proxy', async () => {
    const clients = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 10}`);
    const statuses = await Promise.all(
      clients.map(async (localAddress) => {
        const seen: number[] = [];
        // An empty body is refused with 400 after the rate limit has counted it.
        for (let i = 0; i <= LIMIT; i++)
          seen.push((await post(proxyBase, {}, { localAddress })).status);
        return seen;
      }),
    );
    for (const seen of statuses) expect(seen).toEqual([...Array(LIMIT).fill(400), 429]);
  });

  it('counts the hop the proxy added, not what the client wrote before it', async () => {
    const localAddress = '127.0.0.40';
    const seen: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const spoofed = { 'X-Forwarded-For': `198.51.100.${i}` };
      seen.push((await post(proxyBase, {}, { localAddress, headers: spoofed })).status);
    }
    expect(seen.at(-1)).toBe(429);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    const statuses: number[] = [];
    for (let n = 1; n <= LIMIT + 1; n++)
      statuses.push((await post(trusted.base, {}, from(`2001:db8:7:1::${n}`))).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await post(trusted.base, {}, from('2001:db8:7:2::1'))).status).toBe(400);
  });

  it('sends HSTS on the endpoint only when the proxy says the visitor used HTTPS', async () => {
    const hsts = 'strict-transport-security';
    const overHttps = await post(
      trusted.base,
      {},
      {
        localAddress: '127.0.0.50',
        headers: { 'X-Forwarded-Proto': 'https' },
      },
    );
    expect(overHttps.headers[hsts]).toBe('max-age=31536000');
    const overHttp = await post(trusted.base, {}, { localAddress: '127.0.0.51' });
    expect(overHttp.headers[hsts]).toBeUndefined();
    expect(overHttp.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('behind the README’s nginx block on a port other than 80 or 443', () => {
  it('accepts a registration from a page served through it at that port', async () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    const nginx = await startNginxProxy(trusted.base, readmeForwardedHost(readme));
    try {
      const site = nginx.base;
      expect(['80', '443']).not.toContain(new URL(site).port);
      // A staging copy, say: the page's origin is the proxy's address and port, not the public origin.
      const answer = await post(site, person(4), {
        localAddress: '127.0.0.70',
        headers: { Origin: site },
      });
      expect(answer.status).toBe(201);
    } finally {
      await nginx.close();
    }
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: every address it names is the same client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const headers = { 'X-Forwarded-For': `203.0.113.${i}` };
      statuses.push(
        (await post(untrusted.base, {}, { localAddress: '127.0.0.60', headers })).status,
      );
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const answer = await post(untrusted.base, person(3), {
      localAddress: '127.0.0.61',
      headers: {
        Origin: 'https://shop.example',
        'X-Forwarded-Host': 'shop.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a declared body over the limit with 413 at once, without reading it', async () => {
    const { port } = new URL(untrusted.base);
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.62' });
    socket.write(
      [
        `POST ${PATH} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'Accept: application/json',
        `Content-Length: ${MAX_BODY_BYTES * 64}`,
        '',
        '',
      ].join('\r\n'),
    );
    // Not one byte of the body is sent: the answer must come without it.
    const head = await new Promise<string>((done, fail) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) done(text);
      });
      socket.on('error', fail);
      setTimeout(() => fail(new Error('no answer while the body was still unsent')), 3000);
    });
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain('connection: close');
  });
});
