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
      dynamicImports: ['src/app/hydrate.tsx'],
    },
    'src/app/hydrate.tsx': {
      file: 'assets/hydrate.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/routes/home.tsx', 'src/routes/size-guide.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'style.css': { file: 'assets/style.css', src: 'style.css' },
    'src/routes/home.tsx': { file: 'assets/home.js', imports: ['src/app/hydrate.tsx', '_card.js'] },
    '_card.js': { file: 'assets/card.js' },
    'src/routes/size-guide.tsx': {
      file: 'assets/size-guide.js',
      imports: ['src/app/hydrate.tsx', '_card.js'],
      dynamicImports: ['src/features/floor-plan/floor-plan-stage.tsx'],
    },
    'src/features/floor-plan/floor-plan-stage.tsx': { file: 'assets/floor-plan-stage.js' },
  };
  const files = serviceWorkerFiles(manifest, { home: '/', sizeGuide: '/size-guide' });

  it('installs the entry, the hydration chunk, their imports and the stylesheet', () => {
    expect(files.shell).toEqual([
      '/assets/index.js',
      '/assets/hydrate.js',
      '/assets/shared.js',
      '/assets/style.css',
    ]);
  });

  it("lists each route's files beyond the shell, its lazy chunks included", () => {
    expect(files.routes).toEqual({
      '/': ['/assets/home.js', '/assets/card.js'],
      '/size-guide': ['/assets/size-guide.js', '/assets/floor-plan-stage.js', '/assets/card.js'],
    });
  });
});
