import { type RefObject, useEffect, useMemo } from 'react';
import { bindPlanGestures } from '@/features/floor-plan/plan-gestures';
import {
  TAP_ZOOM_MS,
  tapZoomFrame,
  tapZoomView,
  typicalUnitSide,
} from '@/features/floor-plan/tap-zoom';
import {
  type PlanRect,
  type PlanView,
  type Point,
  sameView,
  toDrawing,
} from '@/features/floor-plan/view-math';
import { type GridIndex, rectAt } from '@/layout/grid-index';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';

/** How long the "Ctrl + scroll" hint stays after the last plain wheel over the plan. */
export const WHEEL_HINT_MS = 1500;

type StageGestures = {
  host: RefObject<HTMLDivElement | null>;
  layout: Layout;
  index: GridIndex;
  /** The view's frame on the stage, in screen pixels (see frameInStage). */
  frame: PlanRect;
  /** The view on screen now, which may be ahead of the store during a gesture. */
  live: RefObject<PlanView>;
  show: (view: PlanView) => void;
  /** Called with the unit under the mouse (its index, or -1). */
  onHover: (unit: number) => void;
};

/**
 * Binds wheel, drag and pinch to the stage: they move it through `show`,
 * commit the view to the store when they end, and a click or tap opens the
 * unit under it.
 */
export function useStageGestures({
  host,
  layout,
  index,
  frame,
  live,
  show,
  onHover,
}: StageGestures) {
  const commit = useAppStore((s) => s.commitFloorPlanView);
  const openUnit = useAppStore((s) => s.openUnit);
  const { units, canvas } = layout;
  const unitSide = useMemo(() => typicalUnitSide(units), [units]);

  useEffect(() => {
    const element = host.current;
    if (!element || frame.width === 0) return;
    const scaleAtFit = frame.width / canvas.width;
    let animation = 0;
    // The first tap on units too small for a finger zooms in around it: at
    // once when the visitor asks for less motion, otherwise over a moment.
    const zoomForTap = (point: Point) => {
      const from = live.current;
      const to = tapZoomView(from, point, unitSide, scaleAtFit, canvas);
      if (!to) return false;
      cancelAnimationFrame(animation);
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        show(to);
        commit(to);
        return true;
      }
      const anchor = toDrawing(from, point, scaleAtFit);
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / TAP_ZOOM_MS);
        show(tapZoomFrame(from, to, anchor, t, canvas));
        if (t < 1) animation = requestAnimationFrame(step);
        else commit(to);
      };
      animation = requestAnimationFrame(step);
      return true;
    };
    const viewport = element.closest<HTMLElement>('[tabindex]');
    const hint = element.querySelector<HTMLElement>('[data-wheel-hint]');
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const unitUnder = (point: Point) => rectAt(index, toDrawing(live.current, point, scaleAtFit));
    const unbind = bindPlanGestures(element, {
      plan: canvas,
      origin: { x: frame.x, y: frame.y },
      scaleAtFit: () => scaleAtFit,
      view: () => live.current,
      show,
      commit: (next) => {
        if (!sameView(next, useAppStore.getState().floorPlanView)) commit(next);
      },
      tap: (point, touch) => {
        if (touch && zoomForTap(point)) return;
        const unit = units[unitUnder(point)];
        if (!unit) return;
        // The dialog hands focus back to the plan when it closes.
        viewport?.focus({ preventScroll: true });
        openUnit(unit.id);
      },
      hover: (point) => {
        const unit = point ? unitUnder(point) : -1;
        element.style.cursor = unit >= 0 ? 'pointer' : '';
        onHover(unit);
      },
      dragging: (active) => {
        element.style.cursor = active ? 'grabbing' : '';
      },
      wheelHint: () => {
        if (!hint) return;
        hint.dataset.visible = 'true';
        clearTimeout(hintTimer);
        hintTimer = setTimeout(() => delete hint.dataset.visible, WHEEL_HINT_MS);
      },
    });
    // A finger coming down again takes over from the zoom where it is.
    const stopZoom = () => cancelAnimationFrame(animation);
    element.addEventListener('touchstart', stopZoom, { passive: true });
    return () => {
      clearTimeout(hintTimer);
      stopZoom();
      element.removeEventListener('touchstart', stopZoom);
      unbind();
    };
  }, [host, index, canvas, units, unitSide, frame, live, show, onHover, commit, openUnit]);
}
