// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControl } from './header-rules.ts';
import {
  MEDIA_MAX_AGE_SECONDS,
  OFFLINE_PAGE,
  serviceWorkerFiles,
  serviceWorkerSource,
} from './service-worker.ts';
import type { Manifest } from './vite-manifest.ts';

describe('serviceWorkerSource', () => {
  const source = serviceWorkerSource({
    version: 'abc123',
    precache: ['/assets/a-1.js', OFFLINE_PAGE],
    routes: { '/': ['/assets/home-1.js'] },
  });

  it('carries the build version and its file lists', () => {
    expect(source).toContain('const VERSION = "abc123";');
    expect(source).toContain('const PRECACHE = ["/assets/a-1.js","/offline.html"];');
    expect(source).toContain('const ROUTES = {"/":["/assets/home-1.js"]};');
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(source)).not.toThrow();
  });

  it('keeps media for the max-age the server sends with them', () => {
    expect(`public, max-age=${MEDIA_MAX_AGE_SECONDS}`).toBe(cacheControl.media);
  });
});

describe('serviceWorkerFiles', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      dynamicImports: [
        '_react.js',
        'src/app/islands/faq-tabs.tsx',
        'src/app/islands/floor-plan.tsx',
      ],
    },
    '_react.js': { file: 'assets/hydrate.js', name: 'react', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'style.css': { file: 'assets/style.css', src: 'style.css' },
    'src/app/islands/faq-tabs.tsx': { file: 'assets/faq.js', imports: ['_card.js'] },
    '_card.js': { file: 'assets/card.js' },
    'src/app/islands/floor-plan.tsx': {
      file: 'assets/plan.js',
      imports: ['_card.js'],
      dynamicImports: ['src/features/floor-plan/floor-plan-stage.tsx'],
    },
    'src/features/floor-plan/floor-plan-stage.tsx': { file: 'assets/floor-plan-stage.js' },
  };
  const files = serviceWorkerFiles(
    manifest,
    { home: '/', sizeGuide: '/size-guide', about: '/about' },
    {
      '/': [{ name: 'faq-tabs', strategy: 'visible' }],
      '/size-guide': [{ name: 'floor-plan', strategy: 'visible' }],
      '/about': [],
    },
  );

  it('installs the entry, the hydration chunk, their imports and the stylesheet', () => {
    expect(files.shell).toEqual([
      '/assets/index.js',
      '/assets/hydrate.js',
      '/assets/shared.js',
      '/assets/style.css',
    ]);
  });

  it("lists each page's island files beyond the shell, their lazy chunks included", () => {
    expect(files.routes).toEqual({
      '/': ['/assets/faq.js', '/assets/card.js'],
      '/size-guide': ['/assets/plan.js', '/assets/floor-plan-stage.js', '/assets/card.js'],
      '/about': [],
    });
  });
});
