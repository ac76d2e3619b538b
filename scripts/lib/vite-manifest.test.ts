// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerAssets, type Manifest, routeAssets, routeSource } from './vite-manifest.ts';

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

  describe('routeAssets', () => {
    const withLazy: Manifest = {
      ...manifest,
      'src/app/hydrate.tsx': {
        file: 'assets/hydrate.js',
        imports: ['_shared.js'],
        dynamicImports: ['src/routes/home.tsx', 'src/routes/size-guide.tsx'],
      },
      'src/routes/size-guide.tsx': {
        file: 'assets/size-guide.js',
        imports: ['index.html', 'src/app/hydrate.tsx'],
        dynamicImports: ['src/features/plan.tsx'],
      },
      'src/features/plan.tsx': { file: 'assets/plan.js', imports: ['_konva.js'] },
    };

    it("adds the route's lazy chunks and their imports to what it loads eagerly", () => {
      expect(routeAssets(withLazy, 'src/routes/size-guide.tsx').js).toEqual([
        'assets/index.js',
        'assets/hydrate.js',
        'assets/shared.js',
        'assets/size-guide.js',
        'assets/plan.js',
        'assets/konva.js',
      ]);
    });

    it("never follows the shell's lazy imports into other routes", () => {
      const home = routeAssets(withLazy, 'src/routes/home.tsx').js;
      expect(home).toEqual([
        'assets/index.js',
        'assets/hydrate.js',
        'assets/shared.js',
        'assets/home.js',
      ]);
    });
  });
});
