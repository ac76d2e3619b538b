import { type ReactNode, useEffect, useRef } from 'react';
import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { FULL_SCREEN_BUTTON_ID } from '@/features/floor-plan/full-screen-button';
import { useFullScreenHistory } from '@/features/floor-plan/use-full-screen-history';
import { usePageBehindLock } from '@/features/floor-plan/use-page-behind-lock';
import { PLAN_VIEWPORT_ID } from '@/features/floor-plan/use-show-unit';
import { useAppStore } from '@/store/app-store';
import { selectPlanFullScreen } from '@/store/floor-plan-slice';

const TITLE_ID = 'floor-plan-full-screen-title';
const thePlan = () => document.getElementById(PLAN_VIEWPORT_ID);
const theOpener = () => document.getElementById(FULL_SCREEN_BUTTON_ID);
const asDialog = { role: 'dialog', 'aria-modal': true, 'aria-labelledby': TITLE_ID } as const;

/**
 * The plan's frame (search, key, zoom buttons, the plan): inline on the
 * page, or, full screen, a modal dialog over it named "Floor plan" with a
 * close button. The same elements either way, so the stage, the view and
 * the search carry over without being built again.
 */
export function FullScreenFrame({ children }: { children: ReactNode }) {
  const open = useAppStore(selectPlanFullScreen);
  const close = useAppStore((s) => s.closePlanFullScreen);
  const frame = useRef<HTMLDivElement>(null);
  useFullScreenHistory();
  usePageBehindLock(frame, open, thePlan, theOpener);

  // Escape closes it, unless something inside used the key (the search
  // clears itself with it): heard on the document, after React's handlers.
  useEffect(() => {
    const element = frame.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node && element.contains(event.target))) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div
      ref={frame}
      className={open ? `${styles.frame} ${styles.fullScreen}` : styles.frame}
      {...(open ? asDialog : undefined)}
    >
      {open && (
        <div className={styles.fullScreenBar}>
          <h2 id={TITLE_ID} className={styles.fullScreenTitle}>
            {copy.fullScreenTitle}
          </h2>
          <button type="button" className={styles.control} onClick={close}>
            <span aria-hidden="true">× </span>
            {copy.closeFullScreen}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
