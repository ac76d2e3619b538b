import { useMemo } from 'react';
import { Section } from '@/components/section/section';
import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { FloorPlanControls } from '@/features/floor-plan/floor-plan-controls';
import { FloorPlanLegend } from '@/features/floor-plan/floor-plan-legend';
import { FloorPlanViewport } from '@/features/floor-plan/floor-plan-viewport';
import { FloorTabs } from '@/features/floor-plan/floor-tabs';
import { FullScreenButton } from '@/features/floor-plan/full-screen-button';
import { FullScreenFrame } from '@/features/floor-plan/full-screen-frame';
import { useLiveAvailability } from '@/features/floor-plan/live-availability';
import { PlanSizeStatus } from '@/features/floor-plan/plan-size-status';
import { UnitDialog } from '@/features/floor-plan/unit-dialog';
import { isFilterActive } from '@/features/floor-plan/unit-filter';
import { UnitList } from '@/features/floor-plan/unit-list';
import { floorLayout, layoutFloors } from '@/features/floor-plan/unit-lookup';
import pathStyles from '@/features/floor-plan/unit-path.module.css';
import { UnitSearch } from '@/features/floor-plan/unit-search';
import { useUnitLink } from '@/features/floor-plan/use-unit-link';
import { WithoutScriptMessage, WithoutScriptStyles } from '@/features/floor-plan/without-script';
import type { Layout } from '@/layout/layout-schema';
import { summariseLayout } from '@/layout/layout-summary';
import { useAppStore } from '@/store/app-store';
import { selectPlanFloor, selectUnitFilter } from '@/store/floor-plan-slice';

const summaryId = 'floor-plan-summary';
const instructionsId = 'floor-plan-instructions';

/**
 * "Select a Unit to View Details": the plan, its controls and key, the
 * search, the floors (when there are several; one is drawn at a time), the
 * list and the dialog. The search, the list and links cover every floor.
 * The frame opens full screen over the page (FullScreenFrame).
 */
export function FloorPlan({ layout: built, asOf }: { layout: Layout; asOf: string }) {
  // Staff's changes since the build, when the bundled server serves the site (live-availability.ts).
  const layout = useLiveAvailability(built);
  useUnitLink(layout);
  const summary = summariseLayout(layout);
  const filtering = isFilterActive(useAppStore(selectUnitFilter));
  const floors = useMemo(() => layoutFloors(layout.units), [layout.units]);
  const chosen = useAppStore(selectPlanFloor);
  const floor = chosen !== null && floors.includes(chosen) ? chosen : (floors[0] ?? '');
  const drawn = useMemo(
    () => (floors.length > 1 ? floorLayout(layout, floor) : layout),
    [layout, floor, floors.length],
  );
  return (
    <Section {...copy} tint>
      <WithoutScriptStyles />
      <FullScreenFrame>
        <div className={pathStyles.finder} data-js-only="">
          <UnitSearch layout={layout} />
        </div>
        <div className={styles.toolbar}>
          <FloorPlanLegend showHighlight={filtering} />
          <div className={styles.actions} data-js-only="">
            <FloorPlanControls plan={layout.canvas} />
            <FullScreenButton />
          </div>
        </div>
        <PlanSizeStatus units={layout.units} />
        <FloorTabs floors={floors} floor={floor}>
          <FloorPlanViewport
            layout={drawn}
            describedBy={`${summaryId} ${instructionsId}`}
            summaryId={summaryId}
            builtFloor={floor === floors[0]}
          />
        </FloorTabs>
        <p id={summaryId} className={styles.summary}>
          {copy.summary(summary.units, summary.available, summary.reserved)}
          {layout === built ? copy.asOf(asOf) : copy.updated}
        </p>
        <WithoutScriptMessage />
        <p id={instructionsId} className={styles.hint} data-js-only="">
          {copy.instructions}
        </p>
      </FullScreenFrame>
      <UnitList units={layout.units} />
      <UnitDialog units={layout.units} />
    </Section>
  );
}
