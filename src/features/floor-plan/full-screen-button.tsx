import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { useAppStore } from '@/store/app-store';

/** The button that opens the plan full screen; focus comes back to it on closing. */
export const FULL_SCREEN_BUTTON_ID = 'floor-plan-full-screen';

export function FullScreenButton() {
  const open = useAppStore((s) => s.openPlanFullScreen);
  return (
    <button
      type="button"
      id={FULL_SCREEN_BUTTON_ID}
      className={`${styles.control} ${styles.fullScreenButton}`}
      onClick={open}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {copy.fullScreen}
    </button>
  );
}
