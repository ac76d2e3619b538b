import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { SectionErrorBoundary } from '@/components/error-boundary/section-error-boundary';
import { useKeptHtml } from '@/components/island/kept-html';
import { loadErrorCopy } from '@/content/load-errors';
import { floorPlanCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { PlanDrawing } from '@/features/floor-plan/plan-drawing';
import { PICK_KEYS, UNIT_LIST_ID, unitAtCentre, viewForKey } from '@/features/floor-plan/plan-keys';
import { DRAWING_UNIT_ATTRIBUTE } from '@/features/floor-plan/plan-svg';
import { PLAN_VIEWPORT_ID } from '@/features/floor-plan/use-show-unit';
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

type FloorPlanViewportProps = {
  layout: Layout;
  describedBy: string;
  /** The summary's id: the drawing's text alternative. */
  summaryId: string;
  /** Whether `layout` is the floor the build drew into the page (the first). */
  builtFloor: boolean;
};

function Placeholder() {
  return (
    <div className={styles.placeholder}>
      <p>{copy.loading}</p>
    </div>
  );
}

/**
 * The plan's box, focusable for the keyboard controls. It has the drawing's
 * aspect ratio from the first byte of HTML, and holds the build's drawing of
 * the plan (PlanDrawing) until the stage, started once the browser gets near
 * it, has drawn the same picture over it; then the drawing goes. Nothing
 * moves or changes colour. A tap on a unit in the drawing opens it, and one
 * made before the island started is replayed (src/app/early-taps.ts). Full
 * screen, it fills what the frame leaves free.
 */
export function FloorPlanViewport({
  layout,
  describedBy,
  summaryId,
  builtFloor,
}: FloorPlanViewportProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const drawingSource = useKeptHtml();
  const [stageDrawn, setStageDrawn] = useState(false);
  const onStageDrawn = useCallback(() => setStageDrawn(true), []);
  const drawing = builtFloor && !stageDrawn;
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

  // A unit in the drawing, before the stage has drawn over it.
  const onClick = (event: React.MouseEvent) => {
    const unit = (event.target as Element).closest(`[${DRAWING_UNIT_ATTRIBUTE}]`);
    const id = unit?.getAttribute(DRAWING_UNIT_ATTRIBUTE);
    if (id) openUnit(id);
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
      onClick={onClick}
    >
      {drawing ? (
        <PlanDrawing source={drawingSource} layout={layout} labelledBy={summaryId} />
      ) : (
        !near && <Placeholder />
      )}
      {near && (
        <SectionErrorBoundary message={loadErrorCopy.section} className={styles.placeholder}>
          <Suspense fallback={drawing ? null : <Placeholder />}>
            <FloorPlanStage layout={layout} onDrawn={onStageDrawn} />
          </Suspense>
        </SectionErrorBoundary>
      )}
    </div>
  );
}
