import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE, serviceWorkerSource } from './service-worker.ts';

describe('serviceWorkerSource', () => {
  const source = serviceWorkerSource({
    version: 'abc123',
    precache: ['/assets/a-1.js', OFFLINE_PAGE],
  });

  it('carries the build version and its precache list', () => {
    expect(source).toContain('const VERSION = "abc123";');
    expect(source).toContain('const PRECACHE = ["/assets/a-1.js","/offline.html"];');
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(source)).not.toThrow();
  });

  it('leaves POSTs, /api/ and other origins to the network', () => {
    expect(source).toContain("if (request.method !== 'GET') return;");
    expect(source).toContain("if (url.pathname.startsWith('/api/')) return;");
    expect(source).toContain('if (url.origin !== self.location.origin) return;');
  });
});
