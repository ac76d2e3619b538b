import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { useAppStore } from '@/store/app-store';

/** The button that opens the plan full screen; focus comes back to it on closing. */
export const FULL_SCREEN_BUTTON_ID = 'floor-plan-full-screen';

/**
 * The modal's behaviour (focus, inert page, scroll lock, keys), loaded when
 * the button is first pointed at, touched or focused, so it is usually there
 * by the time the plan opens.
 */
export const loadFullScreenModal = () => import('@/features/floor-plan/full-screen-modal');

export function FullScreenButton() {
  const setPlanFullScreen = useAppStore((s) => s.setPlanFullScreen);
  return (
    <button
      type="button"
      id={FULL_SCREEN_BUTTON_ID}
      className={`${styles.control} ${styles.fullScreenButton}`}
      onClick={() => setPlanFullScreen(true)}
      onPointerEnter={loadFullScreenModal}
      onPointerDown={loadFullScreenModal}
      onFocus={loadFullScreenModal}
    >
      <span className={styles.expandIcon} aria-hidden="true" />
      {copy.fullScreen}
    </button>
  );
}
