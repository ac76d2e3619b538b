import { type RefObject, useEffect, useMemo } from 'react';
import { type GridIndex, rectAt } from '@/features/floor-plan/grid-index';
import type { Layout } from '@/features/floor-plan/layout-schema';
import { bindPlanGestures } from '@/features/floor-plan/plan-gestures';
import {
  TAP_ZOOM_MS,
  tapZoomFrame,
  tapZoomView,
  typicalUnitSide,
} from '@/features/floor-plan/tap-zoom';
import {
  fitScale,
  type PlanView,
  type Point,
  sameView,
  toDrawing,
} from '@/features/floor-plan/view-math';
import { useAppStore } from '@/store/app-store';

/** How long the "Ctrl + scroll" hint stays after the last plain wheel over the plan. */
export const WHEEL_HINT_MS = 1500;

type StageGestures = {
  host: RefObject<HTMLDivElement | null>;
  layout: Layout;
  index: GridIndex;
  width: number;
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
  width,
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
    if (!element || width === 0) return;
    let frame = 0;
    // The first tap on units too small for a finger zooms in around it: at
    // once when the visitor asks for less motion, otherwise over a moment.
    const zoomForTap = (point: Point) => {
      const from = live.current;
      const to = tapZoomView(from, point, unitSide, fitScale(canvas, width), canvas);
      if (!to) return false;
      cancelAnimationFrame(frame);
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        show(to);
        commit(to);
        return true;
      }
      const anchor = toDrawing(from, point, fitScale(canvas, width));
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / TAP_ZOOM_MS);
        show(tapZoomFrame(from, to, anchor, t, canvas));
        if (t < 1) frame = requestAnimationFrame(step);
        else commit(to);
      };
      frame = requestAnimationFrame(step);
      return true;
    };
    const viewport = element.closest<HTMLElement>('[tabindex]');
    const hint = element.querySelector<HTMLElement>('[data-wheel-hint]');
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const unitUnder = (point: Point) =>
      rectAt(index, toDrawing(live.current, point, fitScale(canvas, width)));
    const unbind = bindPlanGestures(element, {
      plan: canvas,
      scaleAtFit: () => fitScale(canvas, width),
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
    const stopZoom = () => cancelAnimationFrame(frame);
    element.addEventListener('touchstart', stopZoom, { passive: true });
    return () => {
      clearTimeout(hintTimer);
      stopZoom();
      element.removeEventListener('touchstart', stopZoom);
      unbind();
    };
  }, [host, index, canvas, units, unitSide, width, live, show, onHover, commit, openUnit]);
}
