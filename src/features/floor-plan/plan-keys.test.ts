import { describe, expect, it } from 'vitest';
import { PICK_KEYS, unitAtCentre, viewForKey } from '@/features/floor-plan/plan-keys';
import { FIT_VIEW, MAX_ZOOM, ZOOM_STEP } from '@/features/floor-plan/view-math';

const plan = { width: 1150, height: 600 };

describe('floor plan keys', () => {
  it('zooms in with + (or =) and out with −, about the centre', () => {
    const zoomed = viewForKey('+', FIT_VIEW, plan);
    expect(zoomed?.zoom).toBe(ZOOM_STEP);
    expect(viewForKey('=', FIT_VIEW, plan)).toEqual(zoomed);
    expect(viewForKey('-', zoomed ?? FIT_VIEW, plan)).toEqual(FIT_VIEW);
  });

  it('fits the plan with 0 and stops at the zoom limits', () => {
    expect(viewForKey('0', { zoom: 4, x: 300, y: 100 }, plan)).toEqual(FIT_VIEW);
    expect(viewForKey('-', FIT_VIEW, plan)).toEqual(FIT_VIEW);
    expect(viewForKey('+', { zoom: MAX_ZOOM, x: 0, y: 0 }, plan)?.zoom).toBe(MAX_ZOOM);
  });

  it('moves with the arrow keys, within the plan', () => {
    const view = { zoom: 2, x: 100, y: 100 };
    expect(viewForKey('ArrowRight', view, plan)).toEqual({ zoom: 2, x: 215, y: 100 });
    expect(viewForKey('ArrowDown', view, plan)).toEqual({ zoom: 2, x: 100, y: 160 });
    expect(viewForKey('ArrowLeft', view, plan)).toEqual({ zoom: 2, x: 0, y: 100 });
    expect(viewForKey('ArrowUp', view, plan)).toEqual({ zoom: 2, x: 100, y: 40 });
  });

  it('ignores other keys, so Tab and Enter keep working', () => {
    expect(viewForKey('Tab', FIT_VIEW, plan)).toBeNull();
    expect(viewForKey('Enter', FIT_VIEW, plan)).toBeNull();
  });
});

describe('picking the unit at the centre', () => {
  const plan = { width: 100, height: 50 };
  const units = [
    { x: 40, y: 15, width: 20, height: 20 },
    { x: 0, y: 0, width: 10, height: 10 },
  ];
  it('finds the unit under the middle of the view, or none', () => {
    expect(unitAtCentre(units, { zoom: 1, x: 0, y: 0 }, plan)).toBe(0);
    expect(unitAtCentre(units, { zoom: 4, x: 0, y: 0 }, plan)).toBe(-1);
    expect(unitAtCentre(units, { zoom: 10, x: 0, y: 0 }, plan)).toBe(1);
    expect(PICK_KEYS).toContain(' ');
  });
});
