import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';

/** The key: colour plus a cross for reserved units, so colour is never the only cue. */
export function FloorPlanLegend({ showHighlight }: { showHighlight: boolean }) {
  return (
    <ul className={styles.legend} aria-label={copy.legendLabel}>
      <li>
        <span className={`${styles.swatch} ${styles.swatchAvailable}`} aria-hidden="true" />
        {copy.legend.available}
      </li>
      <li>
        <span className={`${styles.swatch} ${styles.swatchReserved}`} aria-hidden="true" />
        {copy.legend.reserved}
      </li>
      {showHighlight && (
        <li>
          <span className={`${styles.swatch} ${styles.swatchHighlight}`} aria-hidden="true" />
          {copy.legend.highlighted}
        </li>
      )}
    </ul>
  );
}
