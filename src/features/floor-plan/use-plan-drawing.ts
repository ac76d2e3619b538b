import { useMemo } from 'react';
import { drawBuffers, type PlanDrawing, unitLabel } from '@/features/floor-plan/draw-plan';
import { filterMask, isFilterActive } from '@/features/floor-plan/unit-filter';
import { buildGridIndex } from '@/layout/grid-index';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectSelectedUnitId, selectUnitFilter } from '@/store/floor-plan-slice';

/**
 * What the stage draws from: the layout with its grid index and labels
 * (built once per layout), the list filter's highlight and the selected unit.
 */
export function usePlanDrawing(layout: Layout) {
  const filter = useAppStore(selectUnitFilter);
  const selectedId = useAppStore(selectSelectedUnitId);
  const { units, features } = layout;
  const index = useMemo(() => buildGridIndex(units), [units]);
  const labels = useMemo(() => units.map((u) => unitLabel(u.id)), [units]);
  const buffers = useMemo(() => drawBuffers(units.length), [units]);
  const drawing: PlanDrawing = useMemo(
    () => ({
      units,
      features,
      index,
      labels,
      highlight: isFilterActive(filter) ? filterMask(units, filter) : null,
      buffers,
    }),
    [units, features, index, labels, filter, buffers],
  );
  const selectedIndex = useMemo(
    () => units.findIndex((u) => u.id === selectedId),
    [units, selectedId],
  );
  return { drawing, selectedIndex };
}
