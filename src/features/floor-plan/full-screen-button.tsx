import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { useAppStore } from '@/store/app-store';

/** The button that opens the plan full screen; focus comes back to it on closing. */
export const FULL_SCREEN_BUTTON_ID = 'floor-plan-full-screen';

export function FullScreenButton() {
  const setPlanFullScreen = useAppStore((s) => s.setPlanFullScreen);
  return (
    <button
      type="button"
      id={FULL_SCREEN_BUTTON_ID}
      className={`${styles.control} ${styles.fullScreenButton}`}
      onClick={() => setPlanFullScreen(true)}
    >
      <span className={styles.expandIcon} aria-hidden="true" />
      {copy.fullScreen}
    </button>
  );
}
