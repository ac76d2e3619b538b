import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { MOBILE_BREAKPOINT_PX } from '@/content/ui-constants';
import { viewOnUnit } from '@/features/floor-plan/unit-lookup';
import { replaceSearchParam } from '@/hooks/search-param';
import { unitFloor } from '@/layout/layout-rules';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';

/** The plan's box, which "show this unit" brings on screen. */
export const PLAN_VIEWPORT_ID = 'floor-plan-viewport';

/** The query parameter of a link to a unit: /size-guide?unit=2-C-4. */
export const UNIT_PARAM = 'unit';

/** Phones, where a unit shown by a link or a button opens the plan full screen. */
const PHONE_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export function scrollPlanIntoView() {
  document.getElementById(PLAN_VIEWPORT_ID)?.scrollIntoView({ block: 'center' });
}

/**
 * Shows a unit by id, on whichever floor it is: the plan scrolls into view
 * (on a phone, opens full screen, so the unit is seen large), centres and
 * zooms on it, and its dialog opens. An id that is not on the
 * plan is noted for the plan to say so. Returns whether the unit exists.
 */
export function showUnitOnPlan(layout: Layout, id: string): boolean {
  const { showUnit, reportMissingUnit, setPlanFullScreen, planFullScreen } = useAppStore.getState();
  const unit = layout.units.find((u) => u.id === id);
  if (!unit) {
    scrollPlanIntoView();
    reportMissingUnit(id);
    return false;
  }
  if (!planFullScreen && window.matchMedia(PHONE_MEDIA).matches) {
    // The unit's link moves to an entry after the full screen's own, so
    // Back closes the dialog first, then the full screen.
    replaceSearchParam(UNIT_PARAM, null, paths.sizeGuide);
    setPlanFullScreen(true);
  } else if (!planFullScreen) {
    scrollPlanIntoView();
  }
  showUnit(unit.id, unitFloor(unit.id), viewOnUnit(unit, layout.canvas));
  return true;
}

/** showUnitOnPlan for a component that has the layout. */
export function useShowUnit(layout: Layout) {
  return useCallback((id: string) => showUnitOnPlan(layout, id), [layout]);
}
