/**
 * A sliding window of attempts per client, held in this process's memory:
 * the console counts failed passkey sign-ins with it (the registration
 * endpoint and the ceremonies' per-client limits are @fastify/rate-limit's,
 * keyed by rateLimitKey). Each server process counts on its
 * own, so behind a load balancer the limit a client meets is the configured
 * one times the number of instances.
 *
 * A client is an IPv4 address, or an IPv6 /64 network: one household or
 * phone is given a whole /64 and can pick a new address in it for every
 * request. Memory stays bounded: entries whose window has passed are swept
 * once a window, and past `maxClients` the client seen least recently is
 * dropped first.
 */
import { isIP } from 'node:net';

export type RateLimit = {
  max: number;
  windowMs: number;
  /** Clients remembered at most; default 10,000 (under 2 MB at ten submissions each). */
  maxClients?: number;
};

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
const DEFAULT_MAX_CLIENTS = 10_000;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (null if it is not one). */
function ipv6Groups(address: string): number[] | null {
  const withoutZone = address.split('%')[0] ?? '';
  if (isIP(withoutZone) !== 6) return null;
  let text = withoutZone;
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) is two groups.
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/**
 * The key a client is counted under: the IPv4 address (also when written as
 * an IPv4-mapped IPv6 address), or the IPv6 address's /64 network.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export type RateLimiter = {
  /** Counts a submission from `address`; false when it is over the limit. */
  allow(address: string, now?: number): boolean;
  /** True when `address` has reached the limit, counting nothing. */
  blocked(address: string, now?: number): boolean;
  /** Clients currently remembered. */
  size(): number;
};

export function createRateLimiter({
  max,
  windowMs,
  maxClients = DEFAULT_MAX_CLIENTS,
}: RateLimit): RateLimiter {
  // Insertion order is recency order: a client is moved to the end on each submission.
  const hits = new Map<string, number[]>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  function sweep(now: number) {
    lastSweep = now;
    for (const [key, times] of hits) {
      if (now - (times.at(-1) ?? 0) >= windowMs) hits.delete(key);
    }
  }

  return {
    allow(address, now = Date.now()) {
      if (now - lastSweep >= windowMs) sweep(now);
      const key = rateLimitKey(address);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      hits.delete(key);
      const allowed = recent.length < max;
      if (allowed) recent.push(now);
      hits.set(key, recent);
      while (hits.size > maxClients) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return allowed;
    },
    blocked(address, now = Date.now()) {
      const recent = (hits.get(rateLimitKey(address)) ?? []).filter((t) => now - t < windowMs);
      return recent.length >= max;
    },
    size: () => hits.size,
  };
}

/**
 * The options @fastify/rate-limit is registered with: limits are set per
 * route, and an answer carries no X-RateLimit-* header (the refusal sets its
 * own Retry-After).
 */
export const ROUTE_RATE_LIMITS = {
  global: false,
  addHeaders: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
    'retry-after': false,
  },
  addHeadersOnExceeding: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
} as const;
