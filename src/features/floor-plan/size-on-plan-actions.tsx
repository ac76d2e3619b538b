import buttons from '@/components/button/button.module.css';
import { unitPathCopy as copy } from '@/content/size-guide';
import { sizeStepSqft } from '@/content/size-step-sqft';
import { availableUnitOfSize } from '@/features/floor-plan/unit-lookup';
import styles from '@/features/floor-plan/unit-path.module.css';
import { scrollPlanIntoView, useShowUnit } from '@/features/floor-plan/use-show-unit';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectSizeStepIndex } from '@/store/size-picker-slice';

const buttonClass = `${buttons.button} ${buttons.small}`;

/**
 * Under the size picker: the chosen step's size on the plan. The first
 * button sets the plan's filter to that size; "Show me one" also goes
 * straight to an available unit of it, when there is one.
 */
export function SizeOnPlanActions({ layout }: { layout: Layout }) {
  const sqft = sizeStepSqft[useAppStore(selectSizeStepIndex)];
  const changeUnitFilter = useAppStore((s) => s.changeUnitFilter);
  const showUnitById = useShowUnit(layout);
  if (sqft === undefined) return null;

  const showSize = () => {
    changeUnitFilter({ sqft });
    scrollPlanIntoView();
  };
  const showOne = () => {
    changeUnitFilter({ sqft });
    const unit = availableUnitOfSize(layout.units, sqft);
    if (unit) showUnitById(unit.id);
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
