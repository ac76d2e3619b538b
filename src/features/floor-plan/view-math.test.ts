import { describe, expect, it } from 'vitest';
import {
  clampView,
  FIT_VIEW,
  fitScale,
  frameInStage,
  isFit,
  MAX_ZOOM,
  panByFraction,
  panByPixels,
  pinchView,
  stageTransform,
  toDrawing,
  toScreen,
  visibleRect,
  wheelZoomFactor,
  zoomAbout,
  zoomAtCentre,
} from '@/features/floor-plan/view-math';

const plan = { width: 1150, height: 600 };
/** A phone-width stage: 345 px wide, so 0.3 px per drawing unit at fit. */
const phoneFit = fitScale(plan, 345);

describe('fit', () => {
  it('scales the drawing to the width of the stage', () => {
    expect(fitScale(plan, 1150)).toBe(1);
    expect(phoneFit).toBeCloseTo(0.3);
    expect(stageTransform(FIT_VIEW, phoneFit)).toEqual({ scale: phoneFit, x: -0, y: -0 });
  });

  it('shows the whole drawing at zoom 1', () => {
    expect(visibleRect(FIT_VIEW, plan)).toEqual({ x: 0, y: 0, width: 1150, height: 600 });
    expect(isFit(FIT_VIEW)).toBe(true);
    expect(isFit({ zoom: 1.01, x: 0, y: 0 })).toBe(false);
  });
});

describe('the frame on a stage of another shape (full screen)', () => {
  it("is the whole stage when the stage has the drawing's shape", () => {
    expect(frameInStage(plan, { width: 345, height: 180 })).toEqual({
      x: 0,
      y: 0,
      width: 345,
      height: 180,
    });
  });

  it('fits the whole drawing across a portrait phone, centred top to bottom', () => {
    const frame = frameInStage(plan, { width: 375, height: 600 });
    expect(frame.x).toBe(0);
    expect(frame.width).toBe(375);
    expect(frame.height).toBeCloseTo(375 * (600 / 1150));
    expect(frame.y).toBeCloseTo((600 - frame.height) / 2);
  });

  it("fits the drawing's height on a wide, short screen, centred side to side", () => {
    const frame = frameInStage(plan, { width: 844, height: 300 });
    expect(frame.y).toBe(0);
    expect(frame.height).toBe(300);
    expect(frame.width).toBe(575);
    expect(frame.x).toBe((844 - 575) / 2);
  });
});

describe('zoom about a point', () => {
  it('keeps the drawing point under the pointer where it was on screen', () => {
    const view = { zoom: 2, x: 200, y: 100 };
    const pointer = { x: 120, y: 60 };
    const anchor = toDrawing(view, pointer, phoneFit);
    const zoomed = zoomAbout(view, 3, anchor, plan);
    expect(zoomed.zoom).toBe(3);
    const after = toScreen(zoomed, anchor, phoneFit);
    expect(after.x).toBeCloseTo(pointer.x, 9);
    expect(after.y).toBeCloseTo(pointer.y, 9);
  });

  it('keeps the point fixed when zooming out too, while it can', () => {
    const view = { zoom: 4, x: 400, y: 200 };
    const anchor = { x: 500, y: 260 };
    const before = toScreen(view, anchor, 1);
    const after = toScreen(zoomAbout(view, 2, anchor, plan), anchor, 1);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('limits zoom between fit and the maximum', () => {
    expect(zoomAbout(FIT_VIEW, 0.5, { x: 575, y: 300 }, plan)).toEqual(FIT_VIEW);
    expect(zoomAbout(FIT_VIEW, 100, { x: 575, y: 300 }, plan).zoom).toBe(MAX_ZOOM);
  });

  it('zooms about the centre for the buttons and keys, and back to fit', () => {
    const zoomed = zoomAtCentre(FIT_VIEW, 2, plan);
    expect(zoomed).toEqual({ zoom: 2, x: 287.5, y: 150 });
    expect(zoomAtCentre(zoomed, 0.5, plan)).toEqual(FIT_VIEW);
  });
});

describe('clamping', () => {
  it('never lets the plan leave the stage', () => {
    expect(clampView({ zoom: 2, x: -50, y: -10 }, plan)).toEqual({ zoom: 2, x: 0, y: 0 });
    // At zoom 2 half the drawing is visible, so the top-left can go no further than half way.
    expect(clampView({ zoom: 2, x: 5000, y: 5000 }, plan)).toEqual({ zoom: 2, x: 575, y: 300 });
  });

  it('holds the plan still at fit, whatever the drag', () => {
    expect(panByPixels(FIT_VIEW, 80, -40, phoneFit, plan)).toEqual(FIT_VIEW);
  });

  it('repairs zooms that are out of range or not numbers', () => {
    expect(clampView({ zoom: 0.2, x: 10, y: 10 }, plan)).toEqual(FIT_VIEW);
    expect(clampView({ zoom: Number.NaN, x: 10, y: 10 }, plan)).toEqual(FIT_VIEW);
    expect(clampView({ zoom: 50, x: 0, y: 0 }, plan).zoom).toBe(MAX_ZOOM);
  });
});

describe('panning', () => {
  it('moves the drawing with the pointer, in screen pixels', () => {
    const view = { zoom: 2, x: 300, y: 150 };
    // Dragging 60 px to the left at 0.6 px per unit reveals 100 units more on the right.
    expect(panByPixels(view, -60, 0, phoneFit, plan)).toEqual({ zoom: 2, x: 400, y: 150 });
  });

  it('moves by a share of the visible area for the arrow keys', () => {
    const view = { zoom: 2, x: 100, y: 100 };
    expect(panByFraction(view, 0.2, 0, plan)).toEqual({ zoom: 2, x: 215, y: 100 });
    expect(panByFraction(view, 0, -0.2, plan)).toEqual({ zoom: 2, x: 100, y: 40 });
  });
});

describe('wheel and pinch', () => {
  it('zooms in for a wheel turned away (negative deltaY) and faster for ctrl+wheel', () => {
    expect(wheelZoomFactor(-100, false)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, false)).toBeLessThan(1);
    expect(wheelZoomFactor(-10, true)).toBeGreaterThan(wheelZoomFactor(-10, false));
    expect(wheelZoomFactor(100, false) * wheelZoomFactor(-100, false)).toBeCloseTo(1, 12);
  });

  it('zooms by the change in finger distance about the midpoint', () => {
    const start = { view: FIT_VIEW, midpoint: { x: 150, y: 90 }, distance: 100 };
    const anchor = toDrawing(start.view, start.midpoint, phoneFit);
    const view = pinchView(start, start.midpoint, 250, phoneFit, plan);
    expect(view.zoom).toBeCloseTo(2.5);
    const after = toScreen(view, anchor, phoneFit);
    expect(after.x).toBeCloseTo(150, 9);
    expect(after.y).toBeCloseTo(90, 9);
  });

  it('follows the fingers when they move together while pinching', () => {
    const start = { view: { zoom: 2, x: 300, y: 150 }, midpoint: { x: 150, y: 90 }, distance: 100 };
    const anchor = toDrawing(start.view, start.midpoint, phoneFit);
    const view = pinchView(start, { x: 130, y: 80 }, 120, phoneFit, plan);
    const after = toScreen(view, anchor, phoneFit);
    expect(after.x).toBeCloseTo(130, 9);
    expect(after.y).toBeCloseTo(80, 9);
  });

  it('does not jump when the fingers have not moved', () => {
    const start = { view: { zoom: 3, x: 120, y: 80 }, midpoint: { x: 40, y: 30 }, distance: 80 };
    const view = pinchView(start, start.midpoint, start.distance, phoneFit, plan);
    expect(view.zoom).toBeCloseTo(3, 12);
    expect(view.x).toBeCloseTo(120, 9);
    expect(view.y).toBeCloseTo(80, 9);
  });
});
