import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import unitsJson from '../data/units.json' with { type: 'json' };
import { readManifest } from '../scripts/lib/route-sizes.ts';
import {
  CLIENT_ENTRY,
  hydrationChunk,
  islandSource,
  type Manifest,
} from '../scripts/lib/vite-manifest.ts';
import { LAYOUT_RULES } from '../src/layout/layout-schema.ts';

/**
 * The size guide reads data/units.json as trusted data (the build has
 * validated it), so none of the JavaScript it can load, eagerly or later,
 * holds the layout validator, nor the code that draws the plan into the
 * page: checked in the real build output by their own words.
 */
const distDir = resolve(process.env.DIST_DIR || 'dist');

/** Every manifest key reachable from `roots` through static and dynamic imports. */
function everythingReachable(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

test("no JavaScript the size guide loads contains the layout validator or the build's drawing code", () => {
  const manifest = readManifest(distDir);
  const keys = everythingReachable(manifest, [
    CLIENT_ENTRY,
    hydrationChunk(manifest),
    islandSource('size-picker'),
    islandSource('floor-plan'),
  ]);
  // The floor plan's lazy chunk is among them, so the search covers it.
  expect(keys).toContain('src/features/floor-plan/floor-plan-stage.tsx');
  const files = keys.map((key) => manifest[key]?.file ?? '').filter((f) => f.endsWith('.js'));
  const code = new Map(files.map((f) => [f, readFileSync(join(distDir, f), 'utf8')]));
  // The layout itself ships: the first unit's description is in there.
  const firstUnit = unitsJson.units[0]?.description ?? '';
  expect(firstUnit).not.toBe('');
  expect([...code.values()].some((text) => text.includes(firstUnit))).toBe(true);

  const validatorMessages = [
    ...Object.values(LAYOUT_RULES),
    'does not read floor-row letter-number',
    'Invalid floor-plan layout',
    // Nor the code that draws the plan into the page at build time (plan-svg.ts): the page keeps its drawing.
    'data-label-from',
  ];
  const found = [...code].flatMap(([file, text]) =>
    validatorMessages.filter((message) => text.includes(message)).map((m) => `${file}: ${m}`),
  );
  expect(found).toEqual([]);
});
