// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRateLimiter, rateLimitKey } from './rate-limit.ts';

describe('rateLimitKey', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = rateLimitKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(rateLimitKey('2001:0db8:00aa:0001:ffff:1234:5678:9abc')).toBe(key);
    expect(rateLimitKey('2001:DB8:AA:1:0:0:0:2')).toBe(key);
    expect(rateLimitKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('createRateLimiter', () => {
  it('allows ten a minute per client, then again once the minute has passed', () => {
    const limiter = createRateLimiter({ max: 10, windowMs: 60_000 });
    const results = Array.from({ length: 11 }, (_, i) => limiter.allow('1.2.3.4', 1000 + i));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results[10]).toBe(false);
    expect(limiter.allow('5.6.7.8', 1100)).toBe(true);
    expect(limiter.allow('1.2.3.4', 61_000)).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 });
    const results = [1, 2, 3, 4].map((n) => limiter.allow(`2001:db8:1:2::${n}`, 1000));
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.allow('2001:db8:1:3::1', 1000)).toBe(true);
  });

  it('sweeps clients whose window has passed', () => {
    const limiter = createRateLimiter({ max: 10, windowMs: 60_000 });
    for (let i = 0; i < 500; i++) limiter.allow(`10.0.${i >> 8}.${i & 255}`, 1000);
    expect(limiter.size()).toBe(500);
    limiter.allow('192.0.2.1', 61_000);
    expect(limiter.size()).toBe(1);
  });

  it('remembers at most maxClients, dropping the one seen least recently', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxClients: 100 });
    expect(limiter.allow('192.0.2.1', 1000)).toBe(true);
    for (let i = 0; i < 1000; i++) limiter.allow(`10.0.${i >> 8}.${i & 255}`, 1000 + i);
    expect(limiter.size()).toBe(100);
    // The most recent clients are still counted.
    expect(limiter.allow('10.0.3.231', 2500)).toBe(false);
  });

  it('drops the client seen least recently, not the one seen first', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxClients: 3 });
    limiter.allow('192.0.2.1', 1000);
    limiter.allow('192.0.2.2', 1001);
    limiter.allow('192.0.2.3', 1002);
    // The first client comes back (refused, but now seen most recently), then a fourth arrives.
    expect(limiter.allow('192.0.2.1', 1003)).toBe(false);
    expect(limiter.allow('192.0.2.4', 1004)).toBe(true);
    expect(limiter.size()).toBe(3);
    // The second was dropped and starts afresh; the first and the fourth are still counted.
    expect(limiter.allow('192.0.2.1', 1005)).toBe(false);
    expect(limiter.allow('192.0.2.4', 1006)).toBe(false);
    expect(limiter.allow('192.0.2.2', 1007)).toBe(true);
  });
});
