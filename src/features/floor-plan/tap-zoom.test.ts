import { describe, expect, it } from 'vitest';
import {
  COMFORTABLE_TAP_PX,
  TAP_ZOOM_TARGET_PX,
  tapZoomFrame,
  tapZoomView,
  typicalUnitSide,
} from '@/features/floor-plan/tap-zoom';
import { FIT_VIEW, toDrawing } from '@/features/floor-plan/view-math';

const plan = { width: 1150, height: 600 };
// A phone: the plan is about 358 px wide, so a 44-unit unit is about 14 px.
const phoneFit = 358 / plan.width;

describe('tap zoom', () => {
  it('takes the median short side of the units', () => {
    const unit = (width: number, height: number) => ({ width, height });
    expect(typicalUnitSide([unit(44, 44), unit(88, 44), unit(44, 50), unit(200, 200)])).toBe(44);
    expect(typicalUnitSide([])).toBe(0);
  });

  it('zooms about the finger until units are comfortably big', () => {
    const finger = { x: 120, y: 60 };
    const next = tapZoomView(FIT_VIEW, finger, 44, phoneFit, plan);
    if (!next) throw new Error('expected a zoom');
    expect(44 * phoneFit * next.zoom).toBeCloseTo(TAP_ZOOM_TARGET_PX);
    // The drawing point under the finger stays under it.
    const before = toDrawing(FIT_VIEW, finger, phoneFit);
    const after = toDrawing(next, finger, phoneFit);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('leaves big enough units to the tap that opens them', () => {
    const desktopFit = 1086 / plan.width;
    expect(44 * desktopFit).toBeGreaterThan(COMFORTABLE_TAP_PX);
    expect(tapZoomView(FIT_VIEW, { x: 10, y: 10 }, 44, desktopFit, plan)).toBeNull();
    const zoomed = { zoom: 2, x: 100, y: 100 };
    expect(tapZoomView(zoomed, { x: 10, y: 10 }, 44, phoneFit, plan)).toBeNull();
  });

  it('animates from one view to the other about the anchor', () => {
    const to = { zoom: 2.3, x: 200, y: 100 };
    const anchor = { x: 300, y: 200 };
    expect(tapZoomFrame(FIT_VIEW, to, anchor, 1, plan)).toBe(to);
    expect(tapZoomFrame(FIT_VIEW, to, anchor, 0, plan).zoom).toBeCloseTo(1);
    const middle = tapZoomFrame(FIT_VIEW, to, anchor, 0.5, plan).zoom;
    expect(middle).toBeGreaterThan(1);
    expect(middle).toBeLessThan(2.3);
  });
});
