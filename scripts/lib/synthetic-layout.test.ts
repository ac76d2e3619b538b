// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/layout/layout-schema.ts';
import { specShapedLayout, syntheticLayout } from './synthetic-layout.ts';

describe('syntheticLayout', () => {
  it.each([1, 130, 10_000])('builds a valid layout of %i units', (count) => {
    const result = parseLayout(syntheticLayout(count));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.layout.units).toHaveLength(count);
  });

  it('validates 10,000 units well under a second', () => {
    const json = JSON.parse(JSON.stringify(syntheticLayout(10_000)));
    const started = performance.now();
    parseLayout(json);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('specShapedLayout', () => {
  it.each([1, 130, 10_000])(
    "lays out %i units in the spec's shape on the 1150 × 600 canvas",
    (count) => {
      const json = specShapedLayout(count);
      expect(Object.keys(json)).toEqual(['canvas', 'units']);
      expect(json.canvas).toEqual({ width: 1150, height: 600 });
      expect(Object.keys(json.units[0] ?? {})).toEqual([
        'id',
        'x',
        'y',
        'width',
        'height',
        'sqft',
        'title',
        'description',
        'isAvailable',
      ]);
      const result = parseLayout(json);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.layout.units).toHaveLength(count);
    },
  );
});
