import { describe, expect, it } from 'vitest';
import {
  type GestureContext,
  type GestureEvent,
  type GestureState,
  gestureStep,
  IDLE,
  TAP_SLOP_PX,
  type TouchPoint,
  wheelPixels,
} from '@/features/floor-plan/gesture-machine';
import { FIT_VIEW, MAX_ZOOM, type PlanView } from '@/features/floor-plan/view-math';

const plan = { width: 1150, height: 600 };
const zoomed: PlanView = { zoom: 2, x: 100, y: 100 };
const at = (view: PlanView): GestureContext => ({ view, scaleAtFit: 1, plan });

/** Feeds events in order from `state`, returning the last state and every effect. */
function run(events: GestureEvent[], view: PlanView = zoomed, state: GestureState = IDLE) {
  const effects = [];
  for (const event of events) {
    const next = gestureStep(state, event, at(view));
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const down = (
  x: number,
  y: number,
  extra: Partial<{ id: number; touch: boolean; button: number }> = {},
) => ({ type: 'pointerdown', id: 1, touch: false, button: 0, point: { x, y }, ...extra }) as const;
const move = (x: number, y: number, id = 1) =>
  ({ type: 'pointermove', id, touch: false, point: { x, y } }) as const;
const up = (x: number, y: number, id = 1) => ({ type: 'pointerup', id, point: { x, y } }) as const;
const finger = (id: number, x: number, y: number): TouchPoint => ({ id, point: { x, y } });
const touchEnd = (
  touches: TouchPoint[],
  changedTouches: TouchPoint[],
  extra: Partial<{ type: 'touchend' | 'touchcancel'; cancelable: boolean }> = {},
) => ({ type: 'touchend', touches, changedTouches, cancelable: true, ...extra }) as const;

describe('gesture machine: mouse', () => {
  it('a primary press engages the plan, captures the pointer and starts a drag', () => {
    const { state, effects } = run([down(10, 20)]);
    expect(effects).toEqual([{ type: 'capture', id: 1 }]);
    expect(state.engaged).toBe(true);
    expect(state.drag).toEqual({
      id: 1,
      start: { x: 10, y: 20 },
      last: { x: 10, y: 20 },
      moved: false,
    });
  });

  it('ignores touch pointers and other buttons', () => {
    expect(run([down(10, 20, { touch: true })])).toEqual({ state: IDLE, effects: [] });
    expect(run([down(10, 20, { button: 2 })])).toEqual({ state: IDLE, effects: [] });
  });

  it('a press released within the tap slop is a click at the release point', () => {
    const slop = TAP_SLOP_PX - 1;
    const { state, effects } = run([down(10, 20), move(10 + slop, 20), up(10 + slop, 20)]);
    expect(effects).toEqual([
      { type: 'capture', id: 1 },
      { type: 'dragging', active: false },
      { type: 'tap', point: { x: 10 + slop, y: 20 }, touch: false },
    ]);
    expect(state.drag).toBeNull();
  });

  it('past the slop it drags: pans from the press point, then by each step, and commits on release', () => {
    const first = run([down(10, 20), move(10 + TAP_SLOP_PX, 20)]);
    // Zoom 2 at 1 px per drawing unit at fit: 6 px is 3 drawing units.
    expect(first.effects.slice(1)).toEqual([
      { type: 'dragging', active: true },
      { type: 'show', view: { zoom: 2, x: 97, y: 100 } },
    ]);
    const rest = run([move(10 + TAP_SLOP_PX, 30), up(10 + TAP_SLOP_PX, 30)], zoomed, first.state);
    expect(rest.effects).toEqual([
      { type: 'show', view: { zoom: 2, x: 100, y: 95 } },
      { type: 'dragging', active: false },
      { type: 'commit' },
    ]);
    expect(rest.state.drag).toBeNull();
  });

  it('a cancelled press neither taps nor commits; another pointer does not end the drag', () => {
    const cancelled = run([
      down(10, 20),
      { type: 'pointercancel', id: 1, point: { x: 10, y: 20 } },
    ]);
    expect(cancelled.effects).toEqual([
      { type: 'capture', id: 1 },
      { type: 'dragging', active: false },
    ]);
    const other = run([down(10, 20), up(10, 20, 7)]);
    expect(other.effects).toEqual([{ type: 'capture', id: 1 }]);
    expect(other.state.drag?.id).toBe(1);
  });

  it('moves without a press hover; leaving clears the hover and disengages', () => {
    const { state, effects } = run([
      down(1, 1),
      up(1, 1),
      move(40, 50, 2),
      { type: 'pointerleave', touch: false },
    ]);
    expect(effects.slice(-2)).toEqual([
      { type: 'hover', point: { x: 40, y: 50 } },
      { type: 'hover', point: null },
    ]);
    expect(state.engaged).toBe(false);
  });

  it('leaving during a drag disengages without clearing the hover; touch leaves are ignored', () => {
    const dragging = run([down(1, 1), { type: 'pointerleave', touch: false }]);
    expect(dragging.effects).toEqual([{ type: 'capture', id: 1 }]);
    expect(dragging.state.engaged).toBe(false);
    const touch = run([{ type: 'focus' }, { type: 'pointerleave', touch: true }]);
    expect(touch).toEqual({ state: { ...IDLE, engaged: true }, effects: [] });
  });
});

describe('gesture machine: wheel', () => {
  const wheel = (pixels: number, keys: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) =>
    ({
      type: 'wheel',
      pixels,
      ctrlKey: false,
      metaKey: false,
      point: { x: 200, y: 100 },
      ...keys,
    }) as const;

  it('a plain wheel over a plan not engaged leaves the page to scroll and shows the hint', () => {
    expect(run([wheel(-100)], FIT_VIEW)).toEqual({
      state: IDLE,
      effects: [{ type: 'wheel-hint' }],
    });
  });

  it('Ctrl or ⌘ + wheel always zooms about the pointer and commits later', () => {
    for (const keys of [{ ctrlKey: true }, { metaKey: true }]) {
      const { effects } = run([wheel(-100, keys)], FIT_VIEW);
      expect(effects[0]).toEqual({ type: 'prevent-default' });
      expect(effects[2]).toEqual({ type: 'commit-later' });
      const shown = effects[1];
      if (shown?.type !== 'show') throw new Error('expected a show effect');
      expect(shown.view.zoom).toBeGreaterThan(1);
      // The drawing point under the pointer stays under it.
      expect(200 / shown.view.zoom + shown.view.x).toBeCloseTo(200);
      expect(100 / shown.view.zoom + shown.view.y).toBeCloseTo(100);
    }
  });

  it('once engaged (click, tap or focus) a plain wheel zooms', () => {
    for (const engage of [
      down(1, 1),
      { type: 'touchstart', touches: [] } as const,
      { type: 'focus' } as const,
    ]) {
      const { effects } = run([engage, wheel(-100)], FIT_VIEW);
      expect(effects.map((e) => e.type).slice(-3)).toEqual([
        'prevent-default',
        'show',
        'commit-later',
      ]);
    }
  });

  it('at a zoom limit a plain wheel scrolls the page, but Ctrl + wheel stays with the plan', () => {
    expect(run([{ type: 'focus' }, wheel(100)], FIT_VIEW).effects).toEqual([]);
    expect(run([{ type: 'focus' }, wheel(-100)], { zoom: MAX_ZOOM, x: 0, y: 0 }).effects).toEqual(
      [],
    );
    expect(run([wheel(100, { ctrlKey: true })], FIT_VIEW).effects).toEqual([
      { type: 'prevent-default' },
      { type: 'show', view: FIT_VIEW },
      { type: 'commit-later' },
    ]);
  });

  it('reads wheel deltas in pixels, lines or pages', () => {
    expect(wheelPixels(3, 0, 500)).toBe(3);
    expect(wheelPixels(3, 1, 500)).toBe(48);
    expect(wheelPixels(1, 2, 500)).toBe(500);
  });
});

describe('gesture machine: touch', () => {
  it('a one-finger tap engages the plan and taps, stopping the emulated click', () => {
    const { state, effects } = run(
      [{ type: 'touchstart', touches: [finger(4, 30, 40)] }, touchEnd([], [finger(4, 32, 40)])],
      FIT_VIEW,
    );
    expect(effects).toEqual([
      { type: 'prevent-default' },
      { type: 'tap', point: { x: 32, y: 40 }, touch: true },
    ]);
    expect(state).toEqual({ ...IDLE, engaged: true });
  });

  it('taps without preventing a non-cancelable end; a cancelled touch does not tap', () => {
    const start = { type: 'touchstart', touches: [finger(4, 30, 40)] } as const;
    expect(run([start, touchEnd([], [finger(4, 30, 40)], { cancelable: false })]).effects).toEqual([
      { type: 'tap', point: { x: 30, y: 40 }, touch: true },
    ]);
    expect(
      run([start, touchEnd([], [finger(4, 30, 40)], { type: 'touchcancel' })]).effects,
    ).toEqual([]);
  });

  it('at fit a swipe is left to the page, and is not a tap', () => {
    const { state, effects } = run(
      [
        { type: 'touchstart', touches: [finger(4, 30, 40)] },
        { type: 'touchmove', touches: [finger(4, 30, 80)] },
        touchEnd([], [finger(4, 30, 80)]),
      ],
      FIT_VIEW,
    );
    expect(effects).toEqual([{ type: 'commit' }]);
    expect(state.drag).toBeNull();
  });

  it('zoomed in, one finger pans the plan and commits when lifted', () => {
    const { effects } = run([
      { type: 'touchstart', touches: [finger(4, 30, 40)] },
      { type: 'touchmove', touches: [finger(4, 32, 40)] },
      { type: 'touchmove', touches: [finger(4, 40, 40)] },
      touchEnd([], [finger(4, 40, 40)]),
    ]);
    expect(effects).toEqual([
      { type: 'prevent-default' },
      { type: 'show', view: { zoom: 2, x: 95, y: 100 } },
      { type: 'commit' },
    ]);
  });

  it('two fingers pinch: zoom by their spread about their midpoint', () => {
    const { state, effects } = run(
      [
        { type: 'touchstart', touches: [finger(1, 100, 100), finger(2, 200, 100)] },
        { type: 'touchmove', touches: [finger(1, 50, 100), finger(2, 250, 100)] },
      ],
      FIT_VIEW,
    );
    expect(effects).toEqual([
      { type: 'prevent-default' },
      { type: 'prevent-default' },
      { type: 'show', view: { zoom: 2, x: 75, y: 50 } },
    ]);
    expect(state.pinch?.ids).toEqual([1, 2]);
    expect(state.drag).toBeNull();
  });

  it('after a pinch the finger left pans from where it is, without a jump or a tap', () => {
    const pinched = run(
      [
        { type: 'touchstart', touches: [finger(1, 100, 100), finger(2, 200, 100)] },
        touchEnd([finger(2, 200, 100)], [finger(1, 100, 100)]),
      ],
      zoomed,
    );
    expect(pinched.effects.slice(1)).toEqual([{ type: 'commit' }]);
    expect(pinched.state.pinch).toBeNull();
    const after = run(
      [{ type: 'touchmove', touches: [finger(2, 202, 100)] }, touchEnd([], [finger(2, 202, 100)])],
      zoomed,
      pinched.state,
    );
    expect(after.effects).toEqual([
      { type: 'prevent-default' },
      { type: 'show', view: { zoom: 2, x: 99, y: 100 } },
      { type: 'commit' },
    ]);
  });

  it('lifting one of three fingers restarts the pinch from the two left', () => {
    const { state, effects } = run([
      { type: 'touchstart', touches: [finger(1, 0, 0), finger(2, 100, 0), finger(3, 0, 100)] },
      touchEnd([finger(2, 100, 0), finger(3, 0, 100)], [finger(1, 0, 0)]),
    ]);
    expect(effects).toEqual([{ type: 'prevent-default' }]);
    expect(state.pinch).toEqual({
      view: zoomed,
      midpoint: { x: 50, y: 50 },
      distance: Math.hypot(100, 100),
      ids: [2, 3],
    });
  });

  it('a pinch move that has lost a finger still keeps the page still but moves nothing', () => {
    const { effects } = run([
      { type: 'touchstart', touches: [finger(1, 0, 0), finger(2, 100, 0)] },
      { type: 'touchmove', touches: [finger(1, 10, 0)] },
    ]);
    expect(effects).toEqual([{ type: 'prevent-default' }, { type: 'prevent-default' }]);
  });
});
