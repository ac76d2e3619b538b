import { lazy, Suspense, useRef } from 'react';
import { SectionErrorBoundary } from '@/components/error-boundary/section-error-boundary';
import { loadErrorCopy } from '@/content/load-errors';
import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { PICK_KEYS, UNIT_LIST_ID, unitAtCentre, viewForKey } from '@/features/floor-plan/plan-keys';
import { PLAN_VIEWPORT_ID } from '@/features/floor-plan/use-show-unit';
import { WithoutScriptMessage } from '@/features/floor-plan/without-script';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectFloorPlanView, selectPlanFullScreen } from '@/store/floor-plan-slice';

// Konva and react-konva live in this chunk, which only this page loads.
// A failed download is asked for once more before the plan shows a message.
const loadStage = () => import('@/features/floor-plan/floor-plan-stage');
const FloorPlanStage = lazy(() =>
  loadStage()
    .catch(loadStage)
    .then((m) => ({ default: m.FloorPlanStage })),
);

type FloorPlanViewportProps = { layout: Layout; describedBy: string };

function Placeholder() {
  return (
    <div className={styles.placeholder}>
      <p data-js-only="">{copy.loading}</p>
      <WithoutScriptMessage />
    </div>
  );
}

/**
 * The plan's box, focusable for the keyboard controls. It has the drawing's
 * aspect ratio from the first byte of HTML, so nothing moves when the stage
 * replaces the placeholder once the browser gets near it. Full screen, it
 * fills what the frame leaves free.
 */
export function FloorPlanViewport({ layout, describedBy }: FloorPlanViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const view = useAppStore(selectFloorPlanView);
  const fullScreen = useAppStore(selectPlanFullScreen);
  const commit = useAppStore((s) => s.commitFloorPlanView);
  const openUnit = useAppStore((s) => s.openUnit);
  const setUnitListOpen = useAppStore((s) => s.setUnitListOpen);
  const { width, height } = layout.canvas;

  // Enter or Space opens the unit in the middle of the view; with none
  // there, the list is the way to a unit, so focus moves to it.
  const pick = () => {
    const unit = layout.units[unitAtCentre(layout.units, view, layout.canvas)];
    if (unit) {
      openUnit(unit.id);
      return;
    }
    setUnitListOpen(true);
    requestAnimationFrame(() =>
      document.getElementById(UNIT_LIST_ID)?.querySelector('summary')?.focus(),
    );
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (PICK_KEYS.includes(event.key)) {
      event.preventDefault();
      pick();
      return;
    }
    const next = viewForKey(event.key, view, layout.canvas);
    if (!next) return;
    event.preventDefault();
    commit(next);
  };

  return (
    <div
      ref={box}
      id={PLAN_VIEWPORT_ID}
      className={styles.viewport}
      // Full screen, the box takes the screen's shape instead (floor-plan.module.css).
      style={fullScreen ? undefined : { aspectRatio: `${width} / ${height}` }}
      role="application"
      aria-label={copy.planLabel}
      aria-describedby={describedBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes keys (zoom, pan) when focused.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {near ? (
        <SectionErrorBoundary message={loadErrorCopy.section} className={styles.placeholder}>
          <Suspense fallback={<Placeholder />}>
            <FloorPlanStage layout={layout} />
          </Suspense>
        </SectionErrorBoundary>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
