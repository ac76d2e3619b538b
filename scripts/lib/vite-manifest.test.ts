// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerAssets, type Manifest, routeSource } from './vite-manifest.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/s.css'],
    dynamicImports: ['src/app/hydrate.tsx'],
  },
  'src/app/hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_konva.js': { file: 'assets/konva.js' },
  'src/routes/home.tsx': {
    file: 'assets/home.js',
    imports: ['src/app/hydrate.tsx', '_shared.js'],
  },
  'src/routes/size-guide.tsx': { file: 'assets/size-guide.js', imports: ['index.html'] },
};

describe('vite manifest', () => {
  it('maps route ids to their source files', () => {
    expect(routeSource('home')).toBe('src/routes/home.tsx');
    expect(routeSource('safetyDepositBoxes')).toBe('src/routes/safety-deposit-boxes.tsx');
  });

  it('counts the entry, the deferred hydration chunk and the route, each file once', () => {
    expect(eagerAssets(manifest, 'src/routes/home.tsx')).toEqual({
      js: ['assets/index.js', 'assets/hydrate.js', 'assets/shared.js', 'assets/home.js'],
      css: ['assets/s.css'],
    });
  });

  it('names a missing manifest entry', () => {
    expect(() => eagerAssets(manifest, 'src/routes/nope.tsx')).toThrow(/src\/routes\/nope\.tsx/);
  });
});
