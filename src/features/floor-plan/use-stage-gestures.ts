import { type RefObject, useEffect } from 'react';
import type { Layout } from '@/features/floor-plan/layout-schema';
import { bindPlanGestures } from '@/features/floor-plan/plan-gestures';
import { type UnitIndex, unitAt } from '@/features/floor-plan/unit-index';
import {
  fitScale,
  type PlanView,
  type Point,
  sameView,
  toDrawing,
} from '@/features/floor-plan/view-math';
import { useAppStore } from '@/store/app-store';

type StageGestures = {
  host: RefObject<HTMLDivElement | null>;
  layout: Layout;
  index: UnitIndex;
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

  useEffect(() => {
    const element = host.current;
    if (!element || width === 0) return;
    const viewport = element.closest<HTMLElement>('[tabindex]');
    const unitUnder = (point: Point) =>
      unitAt(index, toDrawing(live.current, point, fitScale(canvas, width)));
    return bindPlanGestures(element, {
      plan: canvas,
      scaleAtFit: () => fitScale(canvas, width),
      view: () => live.current,
      show,
      commit: (next) => {
        if (!sameView(next, useAppStore.getState().floorPlanView)) commit(next);
      },
      tap: (point) => {
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
    });
  }, [host, index, canvas, units, width, live, show, onHover, commit, openUnit]);
}
