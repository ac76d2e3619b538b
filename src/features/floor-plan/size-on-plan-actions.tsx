import buttons from '@/components/button/button.module.css';
import { unitPathCopy as copy } from '@/content/size-guide';
import { sizeStepSqft } from '@/content/size-step-sqft';
import { fetchLiveStatuses, withLiveStatuses } from '@/features/floor-plan/live-availability';
import { availableUnitOfSize } from '@/features/floor-plan/unit-lookup';
import styles from '@/features/floor-plan/unit-path.module.css';
import { scrollPlanIntoView, showUnitOnPlan } from '@/features/floor-plan/use-show-unit';
import { useAppStore } from '@/store/app-store';
import { selectSizeStepIndex } from '@/store/size-picker-slice';

const buttonClass = `${buttons.button} ${buttons.small}`;

/**
 * Under the size picker: the chosen step's size on the plan. The first
 * button sets the plan's filter to that size; "Show me one" also goes
 * straight to an available unit of it, when there is one.
 *
 * The facility's layout (every unit, 30 KB before compression) loads only
 * when "Show me one" is pressed: the picker is on the first screen and
 * hydrates at once, and the layout is not needed for that. The plan's own
 * island loads the same file when the plan comes near the screen, so by the
 * time a visitor presses the button it is usually there already. If it
 * cannot load, the button still brings the plan into view. The unit it
 * opens is one available now, as the plan shows it: staff's changes from
 * the server's availability, where there is a server, over the built data.
 */
export function SizeOnPlanActions() {
  const sqft = sizeStepSqft[useAppStore(selectSizeStepIndex)];
  const changeUnitFilter = useAppStore((s) => s.changeUnitFilter);
  if (sqft === undefined) return null;

  const showSize = () => {
    changeUnitFilter({ sqft });
    scrollPlanIntoView();
  };
  const showOne = async () => {
    changeUnitFilter({ sqft });
    const [layout, statuses] = await Promise.all([
      import('@/layout/facility-layout').then(
        (module) => module.facilityLayout,
        () => null,
      ),
      fetchLiveStatuses(),
    ]);
    // Available as the plan shows it: staff's changes laid over the built data.
    const unit = layout && availableUnitOfSize(withLiveStatuses(layout, statuses).units, sqft);
    if (layout && unit) showUnitOnPlan(layout, unit.id);
    else scrollPlanIntoView();
  };
  return (
    <div className={styles.sizeActions} data-js-only="">
      <button type="button" className={`${buttonClass} ${buttons.secondary}`} onClick={showSize}>
        {copy.showSize}
      </button>
      <button type="button" className={`${buttonClass} ${buttons.outline}`} onClick={showOne}>
        {copy.showOne}
      </button>
    </div>
  );
}
