import { useCallback } from 'react';
import { unitFloor } from '@/features/floor-plan/layout-rules';
import type { Layout } from '@/features/floor-plan/layout-schema';
import { viewOnUnit } from '@/features/floor-plan/unit-lookup';
import { useAppStore } from '@/store/app-store';

/** The plan's box, which "show this unit" brings on screen. */
export const PLAN_VIEWPORT_ID = 'floor-plan-viewport';

export function scrollPlanIntoView() {
  document.getElementById(PLAN_VIEWPORT_ID)?.scrollIntoView({ block: 'center' });
}

/**
 * Shows a unit by id, on whichever floor it is: the plan scrolls into view,
 * centres and zooms on it, and its dialog opens. An id that is not on the
 * plan is noted for the plan to say so. Returns whether the unit exists.
 */
export function useShowUnit(layout: Layout) {
  const showUnit = useAppStore((s) => s.showUnit);
  const reportMissingUnit = useAppStore((s) => s.reportMissingUnit);
  return useCallback(
    (id: string) => {
      const unit = layout.units.find((u) => u.id === id);
      scrollPlanIntoView();
      if (!unit) {
        reportMissingUnit(id);
        return false;
      }
      showUnit(unit.id, unitFloor(unit.id), viewOnUnit(unit, layout.canvas));
      return true;
    },
    [layout, showUnit, reportMissingUnit],
  );
}
