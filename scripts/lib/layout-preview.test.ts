// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../src/layout/layout-schema.ts';
import { floorSvg, floorsOf } from './layout-preview.ts';

function unit(id: string, isAvailable = true) {
  const description = '25 sq ft unit.';
  return { id, x: 0, y: 0, width: 40, height: 40, sqft: 25, title: id, description, isAvailable };
}

function feature(id: string, floor?: number) {
  const base = { id, kind: 'corridor', label: `${id} & co`, x: 0, y: 40, width: 200, height: 20 };
  return floor === undefined ? base : { ...base, floor };
}

const layout = {
  canvas: { width: 200, height: 100 },
  units: [unit('2-A-1'), unit('10-A-1', false), unit('1-A-1')],
  features: [feature('everywhere'), feature('only-10', 10), feature('only-3', 3)],
} as unknown as Layout;

describe('floorsOf', () => {
  it('groups units by the first part of their id, floors in numeric order', () => {
    expect(floorsOf(layout).map((p) => [p.floor, p.units.map((u) => u.id)])).toEqual([
      ['1', ['1-A-1']],
      ['2', ['2-A-1']],
      ['3', []],
      ['10', ['10-A-1']],
    ]);
  });

  it('puts a feature on its own floor when it names one, else on every floor', () => {
    expect(floorsOf(layout).map((p) => [p.floor, p.features.map((f) => f.id)])).toEqual([
      ['1', ['everywhere']],
      ['2', ['everywhere']],
      ['3', ['everywhere', 'only-3']],
      ['10', ['everywhere', 'only-10']],
    ]);
  });
});

describe('floorSvg', () => {
  it('labels each unit with its id, size and status, and escapes feature labels', () => {
    const [, , , tenth] = floorsOf(layout);
    if (!tenth) throw new Error('expected four floors');
    const svg = floorSvg(tenth, layout.canvas);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
    expect(svg).toContain('>10-A-1</text>');
    expect(svg).toContain('>25 sq ft</text>');
    expect(svg).toContain('>Reserved</text>');
    expect(svg).toContain('fill="url(#reserved)"');
    expect(svg).toContain('>only-10 &#38; co</text>');
    expect(svg).not.toContain('Has a problem');
  });
});
