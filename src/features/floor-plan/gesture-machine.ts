/**
 * The floor plan's wheel, mouse and touch gestures as pure transitions:
 * the gesture state and one input event give the next state and a list of
 * effects for the DOM binding (plan-gestures.ts) to apply in order. Nothing
 * here touches the DOM, timers or the store.
 *
 * Keys are handled apart, by plan-keys.ts.
 */
import {
  isFit,
  MAX_ZOOM,
  type PinchStart,
  type PlanSize,
  type PlanView,
  type Point,
  panByPixels,
  pinchView,
  toDrawing,
  wheelZoomFactor,
  zoomAbout,
} from '@/features/floor-plan/view-math';

/** Movement (px) under which a press still counts as a click or tap. */
export const TAP_SLOP_PX = 6;
const LINE_HEIGHT_PX = 16;

type Drag = {
  readonly id: number;
  readonly start: Point;
  readonly last: Point;
  readonly moved: boolean;
};
type Pinch = PinchStart & { readonly ids: readonly [number, number] };

export type GestureState = {
  readonly drag: Drag | null;
  readonly pinch: Pinch | null;
  /**
   * Cooperative wheel, as map embeds do: a plain wheel zooms only once the
   * visitor has clicked, tapped or focused the plan, until the pointer
   * leaves it; before that it scrolls the page. Ctrl/⌘ + wheel (what a
   * trackpad pinch sends) always zooms.
   */
  readonly engaged: boolean;
};

export const IDLE: GestureState = { drag: null, pinch: null, engaged: false };

/** What the machine reads of the world when an event arrives. */
export type GestureContext = {
  /** The view the stage shows now (which may not be committed yet). */
  readonly view: PlanView;
  /** Screen pixels per drawing unit at fit. */
  readonly scaleAtFit: number;
  readonly plan: PlanSize;
};

/** A finger on the glass, in pixels from the plan's top left corner. */
export type TouchPoint = { readonly id: number; readonly point: Point };

export type GestureEvent =
  | {
      type: 'wheel';
      /** deltaY in pixels (see wheelPixels). */
      pixels: number;
      ctrlKey: boolean;
      metaKey: boolean;
      point: Point;
    }
  | { type: 'pointerdown'; id: number; touch: boolean; button: number; point: Point }
  | { type: 'pointermove'; id: number; touch: boolean; point: Point }
  | { type: 'pointerup' | 'pointercancel'; id: number; point: Point }
  | { type: 'pointerleave'; touch: boolean }
  | { type: 'touchstart' | 'touchmove'; touches: readonly TouchPoint[] }
  | {
      type: 'touchend' | 'touchcancel';
      touches: readonly TouchPoint[];
      changedTouches: readonly TouchPoint[];
      cancelable: boolean;
    }
  /** The plan (or its focusable viewport) received focus. */
  | { type: 'focus' };

export type GestureEffect =
  /** Move the stage to this view now (a pan, a zoom about a point or a pinch), without committing it. */
  | { type: 'show'; view: PlanView }
  /** Commit the view on screen to the store. */
  | { type: 'commit' }
  /** Commit the view on screen once the wheel has been still for a moment (restarts the wait). */
  | { type: 'commit-later' }
  /** A click or tap that did not move: open the unit under it (or zoom in first). */
  | { type: 'tap'; point: Point; touch: boolean }
  /** The mouse is over this point without a button down; null when it left. */
  | { type: 'hover'; point: Point | null }
  /** A mouse drag started or ended (for the cursor). */
  | { type: 'dragging'; active: boolean }
  /** A plain wheel over a plan not yet engaged scrolled the page: say how to zoom. */
  | { type: 'wheel-hint' }
  /** Stop the browser's default for this event (page scroll, zoom or emulated click). */
  | { type: 'prevent-default' }
  /** Keep receiving this pointer's moves outside the plan. */
  | { type: 'capture'; id: number };

export type Transition = { state: GestureState; effects: GestureEffect[] };

/** A wheel event's deltaY in pixels, whatever unit (pixels, lines, pages) it came in. */
export function wheelPixels(deltaY: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === 1) return deltaY * LINE_HEIGHT_PX;
  if (deltaMode === 2) return deltaY * pageHeight;
  return deltaY;
}

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpointOf(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function find(touches: readonly TouchPoint[], id: number): Point | null {
  return touches.find((t) => t.id === id)?.point ?? null;
}

function startPinch(state: GestureState, touches: readonly TouchPoint[], view: PlanView) {
  const [a, b] = touches;
  if (!a || !b) return state;
  const pinch: Pinch = {
    view,
    midpoint: midpointOf(a.point, b.point),
    distance: distance(a.point, b.point),
    ids: [a.id, b.id],
  };
  return { ...state, pinch, drag: null };
}

function startDrag(id: number, point: Point, moved: boolean): Drag {
  return { id, start: point, last: point, moved };
}

const none = (state: GestureState): Transition => ({ state, effects: [] });

function onWheel(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'wheel' }>,
  { view, scaleAtFit, plan }: GestureContext,
): Transition {
  const zoomKey = event.ctrlKey || event.metaKey;
  if (!zoomKey && !state.engaged) return { state, effects: [{ type: 'wheel-hint' }] };
  const factor = wheelZoomFactor(event.pixels, event.ctrlKey);
  // At a zoom limit a plain wheel scrolls the page rather than doing
  // nothing; ctrl+wheel would zoom the whole page, so the plan keeps it.
  const atLimit = (factor < 1 && isFit(view)) || (factor > 1 && view.zoom >= MAX_ZOOM);
  if (atLimit && !zoomKey) return none(state);
  const anchor = toDrawing(view, event.point, scaleAtFit);
  return {
    state,
    effects: [
      { type: 'prevent-default' },
      { type: 'show', view: zoomAbout(view, view.zoom * factor, anchor, plan) },
      { type: 'commit-later' },
    ],
  };
}

function onPointerMove(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'pointermove' }>,
  { view, scaleAtFit, plan }: GestureContext,
): Transition {
  const { drag } = state;
  if (!drag || drag.id !== event.id)
    return { state, effects: [{ type: 'hover', point: event.point }] };
  if (!drag.moved && distance(event.point, drag.start) < TAP_SLOP_PX) return none(state);
  const effects: GestureEffect[] = drag.moved ? [] : [{ type: 'dragging', active: true }];
  const dx = event.point.x - drag.last.x;
  const dy = event.point.y - drag.last.y;
  effects.push({ type: 'show', view: panByPixels(view, dx, dy, scaleAtFit, plan) });
  return { state: { ...state, drag: { ...drag, moved: true, last: event.point } }, effects };
}

function onPointerEnd(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'pointerup' | 'pointercancel' }>,
): Transition {
  const { drag } = state;
  if (!drag || drag.id !== event.id) return none(state);
  const effects: GestureEffect[] = [{ type: 'dragging', active: false }];
  if (drag.moved) effects.push({ type: 'commit' });
  else if (event.type === 'pointerup')
    effects.push({ type: 'tap', point: event.point, touch: false });
  return { state: { ...state, drag: null }, effects };
}

function onTouchMove(
  state: GestureState,
  touches: readonly TouchPoint[],
  { view, scaleAtFit, plan }: GestureContext,
): Transition {
  const { pinch, drag } = state;
  if (pinch) {
    const effects: GestureEffect[] = [{ type: 'prevent-default' }];
    const a = find(touches, pinch.ids[0]);
    const b = find(touches, pinch.ids[1]);
    if (a && b) {
      const next = pinchView(pinch, midpointOf(a, b), distance(a, b), scaleAtFit, plan);
      effects.push({ type: 'show', view: next });
    }
    return { state, effects };
  }
  if (!drag) return none(state);
  const point = find(touches, drag.id);
  if (!point) return none(state);
  if (!drag.moved && distance(point, drag.start) < TAP_SLOP_PX) return none(state);
  // At fit a one-finger swipe belongs to the page (touch-action: pan-y).
  if (isFit(view)) return none({ ...state, drag: { ...drag, moved: true } });
  const dx = point.x - drag.last.x;
  const dy = point.y - drag.last.y;
  return {
    state: { ...state, drag: { ...drag, moved: true, last: point } },
    effects: [
      { type: 'prevent-default' },
      { type: 'show', view: panByPixels(view, dx, dy, scaleAtFit, plan) },
    ],
  };
}

function onTouchEnd(
  state: GestureState,
  event: Extract<GestureEvent, { type: 'touchend' | 'touchcancel' }>,
  { view }: GestureContext,
): Transition {
  if (state.pinch) {
    if (event.touches.length >= 2) return none(startPinch(state, event.touches, view));
    // The finger left on the glass pans from where it is now: no jump, no tap.
    const rest = event.touches[0];
    const drag = rest ? startDrag(rest.id, rest.point, true) : state.drag;
    return { state: { ...state, pinch: null, drag }, effects: [{ type: 'commit' }] };
  }
  const { drag } = state;
  if (!drag || event.touches.length > 0) return none(state);
  const ended = find(event.changedTouches, drag.id);
  const next = { ...state, drag: null };
  if (drag.moved) return { state: next, effects: [{ type: 'commit' }] };
  if (!ended || event.type !== 'touchend') return none(next);
  // The tap is handled here: stop the browser's emulated mouse click.
  const effects: GestureEffect[] = event.cancelable ? [{ type: 'prevent-default' }] : [];
  effects.push({ type: 'tap', point: ended, touch: true });
  return { state: next, effects };
}

/** The next gesture state and the effects of one event. */
export function gestureStep(
  state: GestureState,
  event: GestureEvent,
  context: GestureContext,
): Transition {
  switch (event.type) {
    case 'wheel':
      return onWheel(state, event, context);
    case 'pointerdown':
      if (event.touch || event.button !== 0) return none(state);
      return {
        state: { ...state, engaged: true, drag: startDrag(event.id, event.point, false) },
        effects: [{ type: 'capture', id: event.id }],
      };
    case 'pointermove':
      if (event.touch) return none(state);
      return onPointerMove(state, event, context);
    case 'pointerup':
    case 'pointercancel':
      return onPointerEnd(state, event);
    case 'pointerleave':
      if (event.touch) return none(state);
      return {
        state: { ...state, engaged: false },
        effects: state.drag ? [] : [{ type: 'hover', point: null }],
      };
    case 'touchstart': {
      const engaged = { ...state, engaged: true };
      const [first] = event.touches;
      if (event.touches.length >= 2) {
        return {
          state: startPinch(engaged, event.touches, context.view),
          effects: [{ type: 'prevent-default' }],
        };
      }
      if (event.touches.length === 1 && first) {
        return none({ ...engaged, drag: startDrag(first.id, first.point, false) });
      }
      return none(engaged);
    }
    case 'touchmove':
      return onTouchMove(state, event.touches, context);
    case 'touchend':
    case 'touchcancel':
      return onTouchEnd(state, event, context);
    case 'focus':
      return none({ ...state, engaged: true });
  }
}
