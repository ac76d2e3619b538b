// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { builtSiteOrigin, isSameSite } from './same-site.ts';

const PUBLIC = 'https://www.widnes-self-storage.co.uk';
const request = (headers: Record<string, string>) =>
  ({ headers, socket: {} }) as unknown as IncomingMessage;
const nginxDefault = { host: '127.0.0.1:4400' };

describe('isSameSite', () => {
  const options = { trustProxy: false, publicOrigins: [PUBLIC] };

  it('accepts the public origin when the proxy rewrote Host', () => {
    expect(isSameSite(request({ ...nginxDefault, origin: PUBLIC }), options)).toBe(true);
    expect(
      isSameSite(request({ ...nginxDefault, origin: PUBLIC }), { ...options, publicOrigins: [] }),
    ).toBe(false);
  });

  it('accepts the host the request was sent to, and no Origin at all', () => {
    expect(
      isSameSite(request({ host: 'localhost:4173', origin: 'http://localhost:4173' }), options),
    ).toBe(true);
    expect(isSameSite(request({ host: 'localhost:4173' }), options)).toBe(true);
  });

  it('refuses other sites, opaque origins and look-alikes', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://www.widnes-self-storage.co.uk',
      `${PUBLIC}.evil.example`,
    ]) {
      expect(isSameSite(request({ ...nginxDefault, origin }), options), origin).toBe(false);
    }
    expect(isSameSite(request({ ...nginxDefault, 'sec-fetch-site': 'cross-site' }), options)).toBe(
      false,
    );
  });

  it('believes X-Forwarded-Host only from a trusted proxy', () => {
    const forwarded = request({
      ...nginxDefault,
      origin: 'https://shop.example',
      'x-forwarded-host': 'shop.example',
    });
    expect(isSameSite(forwarded, { trustProxy: false, publicOrigins: [] })).toBe(false);
    expect(isSameSite(forwarded, { trustProxy: true, publicOrigins: [] })).toBe(true);
  });
});

describe('builtSiteOrigin', () => {
  it('reads the origin of the canonical link the build wrote', () => {
    expect(builtSiteOrigin(`<head><link rel="canonical" href="${PUBLIC}/register"/></head>`)).toBe(
      PUBLIC,
    );
    expect(builtSiteOrigin('<head><title>x</title></head>')).toBeNull();
  });
});
