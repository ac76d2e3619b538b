import { IconButton } from '@/components/icon-button/icon-button';
import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import {
  FIT_VIEW,
  isFit,
  MAX_ZOOM,
  type PlanSize,
  ZOOM_STEP,
  zoomAtCentre,
} from '@/features/floor-plan/view-math';
import { useAppStore } from '@/store/app-store';
import { selectFloorPlanView } from '@/store/floor-plan-slice';

/** Zoom in, zoom out and fit: the same steps as the + − 0 keys. */
export function FloorPlanControls({ plan }: { plan: PlanSize }) {
  const view = useAppStore(selectFloorPlanView);
  const commit = useAppStore((s) => s.commitFloorPlanView);
  const fit = isFit(view);
  return (
    <fieldset className={styles.controls}>
      <legend className="visually-hidden">{copy.controlsLabel}</legend>
      <IconButton
        label={copy.zoomIn}
        className={styles.control}
        disabled={view.zoom >= MAX_ZOOM}
        onClick={() => commit(zoomAtCentre(view, ZOOM_STEP, plan))}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
      <IconButton
        label={copy.zoomOut}
        className={styles.control}
        disabled={fit}
        onClick={() => commit(zoomAtCentre(view, 1 / ZOOM_STEP, plan))}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <button
        type="button"
        className={`${styles.control} ${styles.fitControl}`}
        disabled={fit}
        onClick={() => commit(FIT_VIEW)}
      >
        {copy.fit}
      </button>
    </fieldset>
  );
}
