import { describe, expect, it } from 'vitest';
import { planColours } from '@/features/floor-plan/draw-plan';
import { DRAWING_UNIT_ATTRIBUTE, planSvg } from '@/features/floor-plan/plan-svg';
import type { FacilityFeature, Unit } from '@/layout/layout-schema';

const unit = (id: string, isAvailable: boolean, x: number, size = 40): Unit => ({
  id,
  x,
  y: 10,
  width: size,
  height: size,
  sqft: 25,
  title: `Unit ${id}`,
  description: '',
  isAvailable,
});
const lobby: FacilityFeature = {
  id: 'lobby',
  kind: 'office',
  label: 'Lobby & <stairs>',
  x: 0,
  y: 100,
  width: 400,
  height: 100,
};
const plan = {
  canvas: { width: 1150, height: 600 },
  units: [unit('2-A-1', true, 10), unit('2-A-2', false, 60), unit('2-A-3', true, 110, 80)],
  features: [lobby],
};

function parse(svg: string) {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('planSvg', () => {
  it('draws a rectangle for every unit where the layout puts it, in its status colour', () => {
    const doc = parse(planSvg(plan));
    const rects = [...doc.querySelectorAll(`rect[${DRAWING_UNIT_ATTRIBUTE}]`)];
    expect(rects.map((r) => r.getAttribute(DRAWING_UNIT_ATTRIBUTE))).toEqual([
      '2-A-1',
      '2-A-3',
      '2-A-2',
    ]);
    const fill = (id: string) =>
      doc.querySelector(`[${DRAWING_UNIT_ATTRIBUTE}="${id}"]`)?.parentElement?.getAttribute('fill');
    expect(fill('2-A-1')).toBe(planColours.available);
    expect(fill('2-A-2')).toBe(planColours.reserved);
    const second = doc.querySelector(`[${DRAWING_UNIT_ATTRIBUTE}="2-A-2"]`);
    expect(['x', 'y', 'width', 'height'].map((a) => second?.getAttribute(a))).toEqual([
      '60',
      '10',
      '40',
      '40',
    ]);
    // One cross, on the reserved unit, in lines that keep their width at any zoom.
    const cross = doc.querySelector('path');
    expect(cross?.getAttribute('d')).toBe('M70 25l20 20m0 -20l-20 20');
    expect(cross?.getAttribute('vector-effect')).toBe('non-scaling-stroke');
  });

  it('draws the features, and labels each thing from the width the canvas labels it at', () => {
    const svg = planSvg(plan);
    const doc = parse(svg);
    expect(doc.querySelector('parsererror')).toBeNull();
    const texts = [...doc.querySelectorAll('text')].map((t) => [
      t.textContent,
      t.closest('[data-label-from]')?.getAttribute('data-label-from'),
    ]);
    // Units 40 across are labelled from 30 px across: 1150 × 30 / 40 = 862.5 px of plan, 80 across
    // from 432. The lobby's label (16 characters of 12 px at 0.62 em) fits in 0.9 of its 400 units
    // from 1150 × 119.04 / 360 = 380.3 px.
    expect(texts).toEqual([
      ['Lobby & <stairs>', '381'],
      ['A-3', '432'],
      ['A-1', '863'],
      ['A-2', '863'],
    ]);
    expect(svg).toContain(
      '@container not (min-width: 863px){[data-label-from="863"]{display:none}}',
    );
    expect(doc.querySelector(`rect[fill="${planColours.room}"]`)?.getAttribute('stroke')).toBe(
      planColours.featureEdge,
    );
  });
});
