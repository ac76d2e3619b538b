// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerAssets, islandSource, type Manifest, pageAssets } from './vite-manifest.ts';

/** The entry imports every island lazily, and the hydration chunk (React and the store) too. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/s.css'],
    dynamicImports: [
      '_react.js',
      'src/app/islands/site-header.tsx',
      'src/app/islands/hero-slideshow.tsx',
      'src/app/islands/floor-plan.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js', name: 'react', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_store.js': { file: 'assets/store.js', imports: ['_react.js'] },
  '_konva.js': { file: 'assets/konva.js' },
  'src/app/islands/site-header.tsx': { file: 'assets/header.js', imports: ['_store.js'] },
  'src/app/islands/hero-slideshow.tsx': { file: 'assets/hero.js', imports: ['_store.js'] },
  'src/app/islands/floor-plan.tsx': {
    file: 'assets/plan.js',
    imports: ['_store.js'],
    dynamicImports: ['src/features/plan-stage.tsx'],
  },
  'src/features/plan-stage.tsx': { file: 'assets/stage.js', imports: ['_konva.js'] },
};

const header = { name: 'site-header', strategy: 'interaction' };
const hero = { name: 'hero-slideshow', strategy: 'load' };
const plan = { name: 'floor-plan', strategy: 'visible' };

describe('vite manifest', () => {
  it('maps island names to their source files', () => {
    expect(islandSource('site-header')).toBe('src/app/islands/site-header.tsx');
  });

  it('counts only the entry on a page whose islands all wait to be seen or used', () => {
    expect(eagerAssets(manifest, [header, plan])).toEqual({
      js: ['assets/index.js'],
      css: ['assets/s.css'],
    });
  });

  it('counts React and the islands hydrated at load, each file once', () => {
    expect(eagerAssets(manifest, [header, hero]).js).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/hero.js',
      'assets/store.js',
    ]);
  });

  it('says so when the entry has no lazy import named react', () => {
    const { '_react.js': _, ...withoutReact } = manifest;
    const entry = { file: 'assets/index.js', dynamicImports: ['src/app/islands/site-header.tsx'] };
    expect(() => eagerAssets({ ...withoutReact, 'index.html': entry }, [hero])).toThrow(
      /no lazy import named "react"/,
    );
  });

  it('names a missing manifest entry', () => {
    expect(() => eagerAssets(manifest, [{ name: 'nope', strategy: 'load' }])).toThrow(
      /src\/app\/islands\/nope\.tsx/,
    );
  });

  describe('pageAssets', () => {
    it("adds every island's chunks, their lazy chunks and their imports", () => {
      expect(pageAssets(manifest, [header, plan]).js).toEqual([
        'assets/index.js',
        'assets/react.js',
        'assets/runtime.js',
        'assets/header.js',
        'assets/store.js',
        'assets/plan.js',
        'assets/stage.js',
        'assets/konva.js',
      ]);
    });

    it("never follows the entry's lazy imports into other pages' islands", () => {
      expect(pageAssets(manifest, [header]).js).toEqual([
        'assets/index.js',
        'assets/react.js',
        'assets/runtime.js',
        'assets/header.js',
        'assets/store.js',
      ]);
    });
  });
});
