/**
 * Wheel, mouse and touch gestures on the floor plan, as plain DOM listeners.
 * While a gesture runs, each event computes the next view with the pure view
 * maths and hands it to `show`, which moves the Konva stage directly; the
 * view is committed (to the store) once, when the gesture ends. No React
 * render happens per wheel tick or touchmove.
 *
 * Mouse and pen use pointer events; touch uses touch events, which also
 * carry the second finger of a pinch. Pointer events from touch are ignored.
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

export type GestureHost = {
  plan: PlanSize;
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

/** Movement (px) under which a press still counts as a click or tap. */
export const TAP_SLOP_PX = 6;
/** The wheel has no end event: commit once it has been still this long. */
export const WHEEL_COMMIT_DELAY_MS = 150;
const LINE_HEIGHT_PX = 16;

type Drag = { id: number; start: Point; last: Point; moved: boolean };

function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Binds the gestures to `element`; returns the function that unbinds them. */
export function bindPlanGestures(element: HTMLElement, host: GestureHost): () => void {
  let drag: Drag | null = null;
  let pinch: (PinchStart & { ids: [number, number] }) | null = null;
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;
  // Cooperative wheel, as map embeds do: a plain wheel zooms only once the
  // visitor has clicked, tapped or focused the plan, until the pointer
  // leaves it; before that it scrolls the page. Ctrl/⌘ + wheel (what a
  // trackpad pinch sends) always zooms.
  let engaged = false;
  const engage = () => {
    engaged = true;
  };
  const focusable = element.closest<HTMLElement>('[tabindex]');

  const local = (clientX: number, clientY: number): Point => {
    const box = element.getBoundingClientRect();
    return { x: clientX - box.left, y: clientY - box.top };
  };

  const onWheel = (event: WheelEvent) => {
    const view = host.view();
    const pixels =
      event.deltaMode === 1
        ? event.deltaY * LINE_HEIGHT_PX
        : event.deltaMode === 2
          ? event.deltaY * element.clientHeight
          : event.deltaY;
    const zoomKey = event.ctrlKey || event.metaKey;
    if (!zoomKey && !engaged) {
      host.wheelHint?.();
      return;
    }
    const factor = wheelZoomFactor(pixels, event.ctrlKey);
    // At a zoom limit a plain wheel scrolls the page rather than doing
    // nothing; ctrl+wheel would zoom the whole page, so the plan keeps it.
    const atLimit = (factor < 1 && isFit(view)) || (factor > 1 && view.zoom >= MAX_ZOOM);
    if (atLimit && !zoomKey) return;
    event.preventDefault();
    const anchor = toDrawing(view, local(event.clientX, event.clientY), host.scaleAtFit());
    host.show(zoomAbout(view, view.zoom * factor, anchor, host.plan));
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => host.commit(host.view()), WHEEL_COMMIT_DELAY_MS);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.button !== 0) return;
    engage();
    const point = local(event.clientX, event.clientY);
    drag = { id: event.pointerId, start: point, last: point, moved: false };
    // Keep receiving moves outside the plan; capture can be refused (an
    // inactive pointer), which only means the drag ends at the plan's edge.
    try {
      element.setPointerCapture(event.pointerId);
    } catch {}
  };

  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const point = local(event.clientX, event.clientY);
    if (!drag || drag.id !== event.pointerId) {
      host.hover(point);
      return;
    }
    if (!drag.moved && distance(point, drag.start) < TAP_SLOP_PX) return;
    if (!drag.moved) host.dragging?.(true);
    drag.moved = true;
    const view = host.view();
    const dx = point.x - drag.last.x;
    const dy = point.y - drag.last.y;
    drag.last = point;
    host.show(panByPixels(view, dx, dy, host.scaleAtFit(), host.plan));
  };

  const endDrag = (event: PointerEvent, cancelled: boolean) => {
    if (!drag || drag.id !== event.pointerId) return;
    const { moved } = drag;
    drag = null;
    host.dragging?.(false);
    if (moved) host.commit(host.view());
    else if (!cancelled) host.tap(local(event.clientX, event.clientY), false);
  };
  const onPointerUp = (event: PointerEvent) => endDrag(event, false);
  const onPointerCancel = (event: PointerEvent) => endDrag(event, true);
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    engaged = false;
    if (!drag) host.hover(null);
  };

  const touchPoint = (touches: TouchList, id: number): Point | null => {
    for (const touch of Array.from(touches)) {
      if (touch.identifier === id) return local(touch.clientX, touch.clientY);
    }
    return null;
  };

  const startPinch = (touches: TouchList) => {
    const [a, b] = Array.from(touches);
    if (!a || !b) return;
    const pa = local(a.clientX, a.clientY);
    const pb = local(b.clientX, b.clientY);
    pinch = {
      view: host.view(),
      midpoint: { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 },
      distance: distance(pa, pb),
      ids: [a.identifier, b.identifier],
    };
    drag = null;
  };

  /** One finger down: a possible tap, or a pan once zoomed in. */
  const startTouchDrag = (touch: Touch, moved: boolean) => {
    const point = local(touch.clientX, touch.clientY);
    drag = { id: touch.identifier, start: point, last: point, moved };
  };

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length >= 2) {
      event.preventDefault();
      startPinch(event.touches);
    } else if (event.touches.length === 1 && event.touches[0]) {
      startTouchDrag(event.touches[0], false);
    }
  };

  const onTouchMove = (event: TouchEvent) => {
    if (pinch) {
      event.preventDefault();
      const a = touchPoint(event.touches, pinch.ids[0]);
      const b = touchPoint(event.touches, pinch.ids[1]);
      if (!a || !b) return;
      const midpoint = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      host.show(pinchView(pinch, midpoint, distance(a, b), host.scaleAtFit(), host.plan));
      return;
    }
    if (!drag) return;
    const point = touchPoint(event.touches, drag.id);
    if (!point) return;
    if (!drag.moved && distance(point, drag.start) < TAP_SLOP_PX) return;
    drag.moved = true;
    const view = host.view();
    // At fit a one-finger swipe belongs to the page (touch-action: pan-y).
    if (isFit(view)) return;
    event.preventDefault();
    const dx = point.x - drag.last.x;
    const dy = point.y - drag.last.y;
    drag.last = point;
    host.show(panByPixels(view, dx, dy, host.scaleAtFit(), host.plan));
  };

  const onTouchEnd = (event: TouchEvent) => {
    if (pinch) {
      if (event.touches.length >= 2) {
        startPinch(event.touches);
        return;
      }
      pinch = null;
      host.commit(host.view());
      // The finger left on the glass pans from where it is now: no jump, no tap.
      const rest = event.touches[0];
      if (rest) startTouchDrag(rest, true);
      return;
    }
    if (!drag || event.touches.length > 0) return;
    const ended = touchPoint(event.changedTouches, drag.id);
    const { moved } = drag;
    drag = null;
    if (moved) host.commit(host.view());
    else if (ended && event.type === 'touchend') {
      // The tap is handled here: stop the browser's emulated mouse click.
      if (event.cancelable) event.preventDefault();
      host.tap(ended, true);
    }
  };

  const listeners: [string, EventListener, AddEventListenerOptions][] = [
    ['wheel', onWheel as EventListener, { passive: false }],
    ['pointerdown', onPointerDown as EventListener, {}],
    ['pointermove', onPointerMove as EventListener, {}],
    ['pointerup', onPointerUp as EventListener, {}],
    ['pointercancel', onPointerCancel as EventListener, {}],
    ['pointerleave', onPointerLeave as EventListener, {}],
    ['touchstart', onTouchStart as EventListener, { passive: false }],
    ['touchmove', onTouchMove as EventListener, { passive: false }],
    ['touchend', onTouchEnd as EventListener, { passive: false }],
    ['touchcancel', onTouchEnd as EventListener, { passive: false }],
  ];
  for (const [type, listener, options] of listeners) {
    element.addEventListener(type, listener, options);
  }
  element.addEventListener('touchstart', engage, { passive: true });
  focusable?.addEventListener('focus', engage);
  return () => {
    clearTimeout(wheelTimer);
    element.removeEventListener('touchstart', engage);
    focusable?.removeEventListener('focus', engage);
    for (const [type, listener, options] of listeners) {
      element.removeEventListener(type, listener, options);
    }
  };
}
