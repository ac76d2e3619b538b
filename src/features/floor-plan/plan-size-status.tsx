import { useMemo } from 'react';
import buttons from '@/components/button/button.module.css';
import { unitPathCopy as copy } from '@/content/size-guide';
import { sizeOnPlan } from '@/features/floor-plan/unit-lookup';
import styles from '@/features/floor-plan/unit-path.module.css';
import type { Unit } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectMissingUnitId, selectUnitFilter } from '@/store/floor-plan-slice';

const buttonClass = `${buttons.button} ${buttons.small} ${buttons.outline}`;

function NearestSizes({ sizes }: { sizes: readonly number[] }) {
  const changeUnitFilter = useAppStore((s) => s.changeUnitFilter);
  return (
    <ul className={styles.nearest} aria-label={copy.nearestLabel}>
      {sizes.map((sqft) => (
        <li key={sqft}>
          <button type="button" className={buttonClass} onClick={() => changeUnitFilter({ sqft })}>
            {copy.nearestSize(sqft)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Quiet notes above the plan: a unit asked for that is not on it, and, while
 * the plan shows one size, how many of that size are available (or that
 * there are none, with the nearest sizes that exist).
 */
export function PlanSizeStatus({ units }: { units: readonly Unit[] }) {
  const { sqft } = useAppStore(selectUnitFilter);
  const missing = useAppStore(selectMissingUnitId);
  const changeUnitFilter = useAppStore((s) => s.changeUnitFilter);
  const size = useMemo(() => (sqft === null ? null : sizeOnPlan(units, sqft)), [units, sqft]);
  return (
    <div className={styles.status} role="status">
      {missing !== null && <p className={styles.missing}>{copy.missingUnit(missing)}</p>}
      {size && (
        <div className={styles.sizeStatus}>
          <p>
            {size.total === 0
              ? copy.noneOfSize(size.sqft)
              : size.available === 0
                ? copy.noneAvailable(size.sqft)
                : copy.sizeCount(size.available, size.sqft)}
          </p>
          {size.nearest.length > 0 && <NearestSizes sizes={size.nearest} />}
          <button
            type="button"
            className={buttonClass}
            onClick={() => changeUnitFilter({ sqft: null })}
          >
            {copy.allSizes}
          </button>
        </div>
      )}
    </div>
  );
}
