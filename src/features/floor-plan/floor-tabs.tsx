import type { ReactNode } from 'react';
import { unitPathCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/unit-path.module.css';
import { useAppStore } from '@/store/app-store';

const PANEL_ID = 'floor-plan-floor';
const tabId = (floor: string) => `floor-tab-${floor}`;
const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

type FloorTabsProps = { floors: readonly string[]; floor: string; children: ReactNode };

/**
 * A tab per floor when the layout has several (WAI-ARIA tabs, chosen as
 * the arrow keys move), and the drawing of the chosen floor as the panel.
 * With one floor, just the drawing.
 */
export function FloorTabs({ floors, floor, children }: FloorTabsProps) {
  const choose = useAppStore((s) => s.choosePlanFloor);
  if (floors.length < 2) return children;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const at = floors.indexOf(floor);
    const step = STEP[event.key];
    const next =
      event.key === 'Home'
        ? floors[0]
        : event.key === 'End'
          ? floors.at(-1)
          : step === undefined
            ? undefined
            : floors[(at + step + floors.length) % floors.length];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={copy.floorsLabel} className={styles.tabs} data-js-only="">
        {floors.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            id={tabId(f)}
            className={styles.tab}
            aria-selected={f === floor}
            aria-controls={PANEL_ID}
            tabIndex={f === floor ? 0 : -1}
            onClick={() => choose(f)}
            onKeyDown={onKeyDown}
          >
            {copy.floor(f)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(floor)}>
        {children}
      </div>
    </>
  );
}
