// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findImportCycles,
  findLayerViolations,
  findScriptViolations,
  importSpecifiers,
  layerViolation,
  resolveInRepository,
} from './layers.ts';

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

/** Every module of a folder (tests too when asked), by path relative to it. */
function modulesUnder(folder: string, withTests: boolean): Map<string, string> {
  const root = fileURLToPath(new URL(`../../${folder}/`, import.meta.url));
  const modules = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = entry.split(sep).join('/');
    if (!/\.(ts|tsx)$/.test(path) || (!withTests && /\.test\.tsx?$/.test(path))) continue;
    modules.set(path, readFileSync(join(root, entry), 'utf8'));
  }
  return modules;
}

describe('the layout model', () => {
  it('is imported by the plan, the route and the store, and imports only content and config', () => {
    expect(layerViolation('features/floor-plan/draw-plan.ts', 'layout/layout-schema')).toBeNull();
    expect(layerViolation('routes/size-guide.tsx', 'layout/facility-layout')).toBeNull();
    expect(layerViolation('store/floor-plan-slice.ts', 'layout/layout-schema')).toBeNull();
    expect(layerViolation('layout/layout-schema.ts', 'content/unit-id')).toBeNull();
    expect(layerViolation('layout/layout-rules.ts', 'features/floor-plan/view-math')).toBe(
      'layout may not import features',
    );
    expect(layerViolation('layout/layout-rules.ts', 'components/section/section')).toBe(
      'layout may not import components',
    );
    expect(layerViolation('layout/layout-rules.ts', 'store/app-store')).toBe(
      'layout may not import store',
    );
    expect(layerViolation('content/size-guide.ts', 'layout/layout-schema')).toBe(
      'content may not import layout',
    );
  });

  it('imports no package, so no React or browser code', () => {
    const source = ["import { useState } from 'react';", "import Konva from 'konva';"].join('\n');
    const found = findLayerViolations(new Map([['layout/layout-rules.ts', source]]));
    expect(found).toEqual([
      { from: 'layout/layout-rules.ts', to: 'react', reason: 'the layout model imports a package' },
      { from: 'layout/layout-rules.ts', to: 'konva', reason: 'the layout model imports a package' },
    ]);
    expect(findLayerViolations(new Map([['features/floor-plan/x.ts', source]]))).toEqual([]);
  });
});

describe('scripts', () => {
  it('import the layout model, never the plan, apart from the plan benchmark harness', () => {
    const source = [
      "import { parseLayout } from '../../src/layout/layout-schema.ts';",
      "import { drawPlan } from '../../src/features/floor-plan/draw-plan.ts';",
      "import { viewMath } from '@/features/floor-plan/view-math';",
      "import { schema } from '../../src/features/registration/registration-schema.ts';",
    ].join('\n');
    const found = findScriptViolations(
      new Map([
        ['lib/layout-file.ts', source],
        ['bench-floorplan/harness.tsx', source],
      ]),
    );
    expect(found.map((v) => `${v.from} → ${v.to}`)).toEqual([
      'lib/layout-file.ts → ../../src/features/floor-plan/draw-plan.ts',
      'lib/layout-file.ts → @/features/floor-plan/view-math',
    ]);
    const atTop = findScriptViolations(
      new Map([
        ['layout-validate.ts', "import { x } from '../src/features/floor-plan/unit-lookup.ts';"],
      ]),
    );
    expect(atTop.map((v) => v.reason)).toEqual([
      'scripts import the layout model (src/layout/), never the plan',
    ]);
  });
});

describe('the console', () => {
  it('keeps the types it shares with the server out of its UI, and the public site away from both', () => {
    expect(layerViolation('staff/lead-card.tsx', 'staff-shared/lead')).toBeNull();
    expect(layerViolation('staff/lead-card.tsx', 'content/registration-form')).toBeNull();
    expect(
      layerViolation('staff-shared/lead.ts', 'features/registration/registration-schema'),
    ).toBeNull();
    expect(layerViolation('staff-shared/lead.ts', 'staff/api')).toBe(
      'staff-shared may not import staff',
    );
    expect(layerViolation('routes/register.tsx', 'staff/lead-card')).toBe(
      'routes may not import staff',
    );
    expect(layerViolation('features/registration/x.ts', 'staff-shared/lead')).toBe(
      'features may not import staff-shared',
    );
    const found = findLayerViolations(
      new Map([['staff-shared/lead.ts', "import { useState } from 'react';"]]),
    );
    expect(found.map((v) => v.reason)).toEqual(["the console's shared types import a package"]);
  });

  it('is reached by scripts only through its shared types, never its UI', () => {
    const found = findScriptViolations(
      new Map([
        ['server/staff-leads.ts', "import type { Lead } from '../../src/staff/lead.ts';"],
        ['server/ok.ts', "import type { Lead } from '../../src/staff-shared/lead.ts';"],
      ]),
    );
    expect(found.map((v) => `${v.from} → ${v.to}: ${v.reason}`)).toEqual([
      "server/staff-leads.ts → ../../src/staff/lead.ts: scripts import the console's shared types (src/staff-shared/), never its UI",
    ]);
  });
});

describe('import circles', () => {
  it('finds modules that import one another, directly or round a longer circle', () => {
    const modules = new Map([
      ['content/rents.ts', "import type { DepositBoxId } from '@/content/boxes';"],
      ['content/boxes.ts', "import { formatPrice } from '@/content/format-price';"],
      ['content/format-price.ts', "import { rents } from './rents.ts';"],
      ['content/prices.ts', "import { rents } from '@/content/rents';"],
      ['content/a.ts', "import { b } from '@/content/b';"],
      ['content/b.ts', "import { a } from '@/content/a';\nimport { c } from '@/content/c';"],
      ['content/c.ts', "import { paths } from '@/config/paths';"],
      ['content/self.ts', "import { self } from '@/content/self';"],
    ]);
    expect(findImportCycles(modules)).toEqual([
      ['content/a.ts', 'content/b.ts'],
      ['content/boxes.ts', 'content/format-price.ts', 'content/rents.ts'],
      ['content/self.ts'],
    ]);
  });

  it('follows imports between server/ and src/, by paths from the repository', () => {
    const modules = new Map([
      ['server/console/a.ts', "import type { B } from '../../src/staff/b.ts';"],
      ['src/staff/b.tsx', "import { c } from '@/staff/c';"],
      ['src/staff/c.ts', "import { a } from '../../server/console/a.ts';"],
    ]);
    expect(findImportCycles(modules, resolveInRepository)).toEqual([
      ['server/console/a.ts', 'src/staff/b.tsx', 'src/staff/c.ts'],
    ]);
  });

  it('finds none where imports point one way', () => {
    const modules = new Map([
      ['content/rents.ts', "import type { SizeStepSqft } from '@/content/size-step-sqft';"],
      ['content/format-price.ts', "import { rents } from '@/content/rents';"],
      ['content/size-step-sqft.ts', ''],
    ]);
    expect(findImportCycles(modules)).toEqual([]);
  });
});

describe('src/', () => {
  it('has no import pointing against the layers', () => {
    const modules = modulesUnder('src', false);
    expect(modules.size).toBeGreaterThan(100);
    expect(findLayerViolations(modules)).toEqual([]);
  });

  it('has no import circle in the console (src/staff)', () => {
    const console = new Map(
      [...modulesUnder('src', false)].filter(([path]) => path.startsWith('staff/')),
    );
    expect(console.has('staff/staff-app.tsx')).toBe(true);
    expect(findImportCycles(console)).toEqual([]);
  });

  it('has no import circle in the bundled server (server/) or between it and the console', () => {
    const modules = new Map([
      ...[...modulesUnder('server', false)].map(([path, source]) => [`server/${path}`, source]),
      ...[...modulesUnder('src', false)]
        .filter(([path]) => path.startsWith('staff'))
        .map(([path, source]) => [`src/${path}`, source]),
    ] as [string, string][]);
    expect(modules.has('server/store/registrations.ts')).toBe(true);
    expect(findImportCycles(modules, resolveInRepository)).toEqual([]);
  });

  it('has no import circle in src/content, the price model included', () => {
    const content = new Map(
      [...modulesUnder('src', false)].filter(([path]) => path.startsWith('content/')),
    );
    expect(content.has('content/rents.ts')).toBe(true);
    expect(findImportCycles(content)).toEqual([]);
  });

  it('is read by scripts/ through the layout model, never the plan, and the console only through its shared types', () => {
    const modules = modulesUnder('scripts', true);
    expect(modules.has('lib/layout-file.ts')).toBe(true);
    // This file's own examples name the plan on purpose.
    modules.delete('lib/layers.test.ts');
    expect(findScriptViolations(modules)).toEqual([]);
  });

  it('is read by the bundled server (server/) through the layout model and the console only through its shared types', () => {
    const modules = modulesUnder('server', true);
    expect(modules.has('console/listener.ts')).toBe(true);
    expect(findScriptViolations(modules, 'server')).toEqual([]);
  });
});
