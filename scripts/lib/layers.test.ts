// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLayerViolations, importSpecifiers, layerViolation } from './layers.ts';

describe('the layering rule', () => {
  it('lets imports point down the layers', () => {
    expect(layerViolation('routes/home.tsx', 'features/home/home-hero')).toBeNull();
    expect(layerViolation('features/home/home-hero.tsx', 'components/section/section')).toBeNull();
    expect(layerViolation('components/header/site-header.tsx', 'store/app-store')).toBeNull();
    expect(layerViolation('store/menu-slice.ts', 'content/navigation')).toBeNull();
    expect(layerViolation('content/home.ts', 'config/paths')).toBeNull();
    expect(layerViolation('main.tsx', 'app/hydrate')).toBeNull();
    expect(
      layerViolation('features/services/register/a.tsx', 'features/services/shared/b'),
    ).toBeNull();
  });

  it('refuses imports that point up, and one feature importing another', () => {
    expect(layerViolation('store/floor-plan-slice.ts', 'features/floor-plan/view-math')).toBe(
      'store may not import features',
    );
    expect(layerViolation('content/navigation.ts', 'store/menu-slice')).toBe(
      'content may not import store',
    );
    expect(layerViolation('content/home.ts', 'app/paths')).toBe('content may not import app');
    expect(layerViolation('components/faq-tabs/faq-tabs.tsx', 'seo/json-ld')).toBe(
      'components may not import seo',
    );
    expect(layerViolation('config/paths.ts', 'content/site')).toBe('config may not import content');
    expect(layerViolation('features/services/register/a.tsx', 'features/floor-plan/b')).toBe(
      'feature "services" imports feature "floor-plan"',
    );
  });

  it('finds static, dynamic and relative imports and re-exports', () => {
    const source = [
      "import { a } from '@/store/app-store';",
      "import type { B } from './b';",
      "export { c } from '../content/c.ts';",
      "const d = () => import('@/routes/home');",
      "import '@/styles/global.css';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      '@/store/app-store',
      './b',
      '../content/c.ts',
      '@/routes/home',
      '@/styles/global.css',
    ]);
    const found = findLayerViolations(new Map([['content/x.ts', source]]));
    expect(found.map((v) => v.to)).toEqual([
      '@/store/app-store',
      '@/routes/home',
      '@/styles/global.css',
    ]);
  });
});

/** Every module of src/ except tests, by path relative to src/. */
function sourceModules(): Map<string, string> {
  const root = fileURLToPath(new URL('../../src/', import.meta.url));
  const modules = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = entry.split(sep).join('/');
    if (!/\.(ts|tsx)$/.test(path) || /\.test\.tsx?$/.test(path)) continue;
    modules.set(path, readFileSync(join(root, entry), 'utf8'));
  }
  return modules;
}

describe('src/', () => {
  it('has no import pointing against the layers', () => {
    const modules = sourceModules();
    expect(modules.size).toBeGreaterThan(100);
    expect(findLayerViolations(modules)).toEqual([]);
  });
});
