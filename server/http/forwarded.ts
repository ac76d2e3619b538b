/**
 * What a request says about its client, for a server that may sit behind a
 * reverse proxy. Behind a proxy the socket's peer is the proxy, and the
 * client's address, the scheme it used and the host it asked for arrive in
 * X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host. Anyone can send
 * those headers, so they are believed only when the server is told a proxy is
 * in front (TRUST_PROXY=1, read by server/config.ts), and then only their
 * right-most entry: the one the proxy itself added (nginx's
 * `$proxy_add_x_forwarded_for` and Caddy append the address they saw to
 * whatever the client sent).
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The last entry of a comma-separated header (several copies of a header are joined by commas). */
export function lastEntry(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  const entry = joined?.split(',').at(-1)?.trim();
  return entry ? entry : undefined;
}

/**
 * An address as a proxy may write it: `203.0.113.7`, `2001:db8::1`, with a
 * port (`203.0.113.7:51234`, `[2001:db8::1]:443`). Null when it is not one.
 */
export function parseAddress(entry: string): string | null {
  if (isIP(entry)) return entry;
  const bracketed = entry.match(/^\[([^\]]+)\](?::\d+)?$/)?.[1];
  if (bracketed && isIP(bracketed) === 6) return bracketed;
  const withPort = entry.match(/^([\d.]+):\d+$/)?.[1];
  if (withPort && isIP(withPort) === 4) return withPort;
  return null;
}

/** The client's address: the proxy's last X-Forwarded-For hop when trusted, else the socket's peer. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = lastEntry(req.headers['x-forwarded-for']);
  return (forwarded && parseAddress(forwarded)) ?? peer;
}

/** True over HTTPS: TLS on this socket, or `X-Forwarded-Proto: https` from a trusted proxy. */
export function isSecureRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  return trustProxy && lastEntry(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
}

/** The host the client asked for: X-Forwarded-Host from a trusted proxy, else Host. */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? lastEntry(req.headers['x-forwarded-host']) : undefined;
  return (forwarded ?? req.headers.host)?.toLowerCase();
}
