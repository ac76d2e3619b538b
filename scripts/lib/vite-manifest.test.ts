// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerAssets, type Manifest, routePreloads, routeSource } from './vite-manifest.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/s.css'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_konva.js': { file: 'assets/konva.js' },
  'src/routes/home.tsx': { file: 'assets/home.js', imports: ['index.html', '_shared.js'] },
  'src/routes/size-guide.tsx': { file: 'assets/size-guide.js', imports: ['index.html'] },
};

describe('vite manifest', () => {
  it('maps route ids to their source files', () => {
    expect(routeSource('home')).toBe('src/routes/home.tsx');
    expect(routeSource('safetyDepositBoxes')).toBe('src/routes/safety-deposit-boxes.tsx');
  });

  it('collects the entry and route closures once each', () => {
    expect(eagerAssets(manifest, 'src/routes/home.tsx')).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/home.js'],
      css: ['assets/s.css'],
    });
  });

  it('preloads only what the entry does not already load', () => {
    expect(routePreloads(manifest, 'src/routes/home.tsx')).toEqual(['assets/home.js']);
  });

  it('names a missing manifest entry', () => {
    expect(() => eagerAssets(manifest, 'src/routes/nope.tsx')).toThrow(/src\/routes\/nope\.tsx/);
  });
});
