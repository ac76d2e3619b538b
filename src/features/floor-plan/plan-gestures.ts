/**
 * Wheel, mouse and touch gestures on the floor plan, as plain DOM listeners.
 * Each event is turned into a plain input for the pure gesture machine
 * (gesture-machine.ts), and the effects it returns are applied here: `show`
 * moves the Konva stage directly, and the view is committed (to the store)
 * once, when the gesture ends. No React render happens per wheel tick or
 * touchmove.
 *
 * Mouse and pen use pointer events; touch uses touch events, which also
 * carry the second finger of a pinch. Pointer events from touch are ignored.
 */
import {
  type GestureEffect,
  type GestureEvent,
  gestureStep,
  IDLE,
  type TouchPoint,
  wheelPixels,
} from '@/features/floor-plan/gesture-machine';
import type { PlanSize, PlanView, Point } from '@/features/floor-plan/view-math';

export type GestureHost = {
  plan: PlanSize;
  /** Where the view's frame starts on the element, in pixels (see frameInStage). */
  origin: Point;
  /** Screen pixels per drawing unit at fit, for the stage's current width. */
  scaleAtFit: () => number;
  /** The view the stage shows now (which may not be committed yet). */
  view: () => PlanView;
  show: (view: PlanView) => void;
  commit: (view: PlanView) => void;
  /** A click or tap that did not move: select what is under it. */
  tap: (point: Point, touch: boolean) => void;
  /** The mouse moved over the plan without a button down; null when it left. */
  hover: (point: Point | null) => void;
  /** A drag is running (for the cursor). */
  dragging?: (active: boolean) => void;
  /** A plain wheel over a plan not yet engaged scrolled the page: say how to zoom. */
  wheelHint?: () => void;
};

/** The wheel has no end event: commit once it has been still this long. */
export const WHEEL_COMMIT_DELAY_MS = 150;

/** Binds the gestures to `element`; returns the function that unbinds them. */
export function bindPlanGestures(element: HTMLElement, host: GestureHost): () => void {
  let state = IDLE;
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  const focusable = element.closest<HTMLElement>('[tabindex]');

  const local = (clientX: number, clientY: number): Point => {
    const box = element.getBoundingClientRect();
    return { x: clientX - box.left - host.origin.x, y: clientY - box.top - host.origin.y };
  };
  const fingers = (touches: TouchList): TouchPoint[] =>
    Array.from(touches, (t) => ({ id: t.identifier, point: local(t.clientX, t.clientY) }));

  const apply = (effect: GestureEffect, event: Event | null) => {
    switch (effect.type) {
      case 'show':
        return host.show(effect.view);
      case 'commit':
        return host.commit(host.view());
      case 'commit-later':
        clearTimeout(wheelTimer);
        wheelTimer = setTimeout(() => host.commit(host.view()), WHEEL_COMMIT_DELAY_MS);
        return;
      case 'tap':
        return host.tap(effect.point, effect.touch);
      case 'hover':
        return host.hover(effect.point);
      case 'dragging':
        return host.dragging?.(effect.active);
      case 'wheel-hint':
        return host.wheelHint?.();
      case 'prevent-default':
        return event?.preventDefault();
      case 'capture':
        // Capture can be refused (an inactive pointer), which only means
        // the drag ends at the plan's edge.
        try {
          element.setPointerCapture(effect.id);
        } catch {}
        return;
    }
  };

  const feed = (input: GestureEvent, event: Event | null) => {
    const next = gestureStep(state, input, {
      view: host.view(),
      scaleAtFit: host.scaleAtFit(),
      plan: host.plan,
    });
    state = next.state;
    for (const effect of next.effects) apply(effect, event);
  };

  const onWheel = (event: WheelEvent) =>
    feed(
      {
        type: 'wheel',
        pixels: wheelPixels(event.deltaY, event.deltaMode, element.clientHeight),
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        point: local(event.clientX, event.clientY),
      },
      event,
    );
  const onPointer = (event: PointerEvent) => {
    const point = local(event.clientX, event.clientY);
    const touch = event.pointerType === 'touch';
    const id = event.pointerId;
    switch (event.type) {
      case 'pointerdown':
        return feed({ type: 'pointerdown', id, touch, button: event.button, point }, event);
      case 'pointermove':
        return feed({ type: 'pointermove', id, touch, point }, event);
      case 'pointerup':
      case 'pointercancel':
        return feed({ type: event.type, id, point }, event);
      case 'pointerleave':
        return feed({ type: 'pointerleave', touch }, event);
    }
  };
  const onTouch = (event: TouchEvent) => {
    const touches = fingers(event.touches);
    if (event.type === 'touchstart' || event.type === 'touchmove') {
      return feed({ type: event.type, touches }, event);
    }
    if (event.type === 'touchend' || event.type === 'touchcancel') {
      const changedTouches = fingers(event.changedTouches);
      const { cancelable } = event;
      return feed({ type: event.type, touches, changedTouches, cancelable }, event);
    }
  };
  const onFocus = () => feed({ type: 'focus' }, null);

  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['wheel', onWheel as EventListener, { passive: false }],
    ['pointerdown', onPointer as EventListener, {}],
    ['pointermove', onPointer as EventListener, {}],
    ['pointerup', onPointer as EventListener, {}],
    ['pointercancel', onPointer as EventListener, {}],
    ['pointerleave', onPointer as EventListener, {}],
    ['touchstart', onTouch as EventListener, { passive: false }],
    ['touchmove', onTouch as EventListener, { passive: false }],
    ['touchend', onTouch as EventListener, { passive: false }],
    ['touchcancel', onTouch as EventListener, { passive: false }],
  ];
  for (const [type, listener, options] of listeners) {
    element.addEventListener(type, listener, options);
  }
  focusable?.addEventListener('focus', onFocus);
  return () => {
    clearTimeout(wheelTimer);
    focusable?.removeEventListener('focus', onFocus);
    for (const [type, listener, options] of listeners) {
      element.removeEventListener(type, listener, options);
    }
  };
}
