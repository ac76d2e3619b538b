/**
 * A reverse proxy for tests that does what the README's nginx block does:
 * `proxy_pass` to the upstream (Host rewritten to the upstream's address),
 * with X-Forwarded-For `$proxy_add_x_forwarded_for`, X-Forwarded-Proto
 * `$scheme` and X-Forwarded-Host either `$http_host` (the Host header as the
 * browser sent it, port included) or `$host` (the host name alone, which
 * drops the port). With `'none'` it is a proxy that only rewrites Host and
 * adds X-Forwarded-For, as many set up by hand do.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ForwardedHostVariable = '$http_host' | '$host';

/** What the proxy sends as X-Forwarded-Host (and, unless `'none'`, X-Forwarded-Proto). */
export type ForwardedHost = ForwardedHostVariable | 'none';

export type NginxProxy = { server: Server; base: string; close(): Promise<void> };

export function startNginxProxy(
  upstream: string,
  forwardedHost: ForwardedHost,
): Promise<NginxProxy> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const sentHost = req.headers.host ?? '';
    const peer = req.socket.remoteAddress ?? '';
    const before = req.headers['x-forwarded-for'];
    const upstreamReq = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        agent: false,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': before ? `${before}, ${peer}` : peer,
          ...(forwardedHost !== 'none' && {
            'x-forwarded-proto': 'http',
            'x-forwarded-host':
              forwardedHost === '$http_host'
                ? sentHost
                : sentHost.replace(/:\d+$/, '').toLowerCase(),
          }),
          connection: 'close',
        },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    ),
  );
}

/** The X-Forwarded-Host variable the README's nginx block uses. */
export function readmeForwardedHost(readme: string): ForwardedHostVariable {
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const variable = /proxy_set_header X-Forwarded-Host (\$\w+);/.exec(block)?.[1];
  if (variable === '$http_host' || variable === '$host') return variable;
  throw new Error(`The README's nginx block sets X-Forwarded-Host to ${variable}`);
}
