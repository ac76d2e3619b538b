import { useEffect } from 'react';
import { paths } from '@/config/paths';
import type { Layout } from '@/features/floor-plan/layout-schema';
import { useShowUnit } from '@/features/floor-plan/use-show-unit';
import { readSearchParam, replaceSearchParam } from '@/hooks/search-param';
import { useAppStore } from '@/store/app-store';

const PARAM = 'unit';

/**
 * /size-guide?unit=2-C-4: shows that unit once the page has hydrated, and
 * keeps the parameter in step with the open dialog afterwards (opening a
 * unit sets it, closing removes it).
 */
export function useUnitLink(layout: Layout) {
  const showUnitById = useShowUnit(layout);
  useEffect(() => {
    const asked = readSearchParam(PARAM);
    if (asked) showUnitById(asked);
    return useAppStore.subscribe((state, previous) => {
      if (state.selectedUnitId === previous.selectedUnitId) return;
      // A missing id stays in the address, so a reload says the same thing.
      if (state.selectedUnitId === null && state.missingUnitId !== null) return;
      replaceSearchParam(PARAM, state.selectedUnitId, paths.sizeGuide);
    });
  }, [showUnitById]);
}
