/**
 * The Konva stage of the floor plan. This module (with Konva and
 * react-konva) is only ever loaded lazily, in the browser, on /size-guide.
 *
 * One layer, not listening to events, drawing every unit and then the hover
 * and selection outlines in one custom shape: a second layer for the outlines
 * would cost a second canvas to clear and composite at every step of a zoom
 * or drag, more than redrawing a plan's units when the hover moves (the
 * drawing skips units out of view). Hit testing uses the grid index, not
 * Konva's hit canvas.
 */
import Konva from 'konva/lib/Core.js';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { Layer, Shape, Stage } from 'react-konva/lib/ReactKonvaCore.js';
import { unitPathCopy } from '@/content/size-guide';
import { drawPlan, drawUnitOutline } from '@/features/floor-plan/draw-plan';
import styles from '@/features/floor-plan/floor-plan.module.css';
import { usePlanDrawing } from '@/features/floor-plan/use-plan-drawing';
import { usePlanStageSize } from '@/features/floor-plan/use-plan-stage-size';
import { useStageGestures } from '@/features/floor-plan/use-stage-gestures';
import { isFit, type PlanView, stageTransform } from '@/features/floor-plan/view-math';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectFloorPlanView, selectPlanFullScreen } from '@/store/floor-plan-slice';

// Phones report a device pixel ratio of 3; 2 looks the same on a plan and
// draws less than half the pixels.
const MAX_PIXEL_RATIO = 2;
Konva.pixelRatio = Math.min(globalThis.devicePixelRatio || 1, MAX_PIXEL_RATIO);

/** A User Timing mark when the plan is first drawn (seen in dev tools and the benchmark). */
export const FIRST_DRAW_MARK = 'floor-plan-first-draw';
let firstDrawMarked = false;
function markFirstDraw() {
  if (firstDrawMarked) return;
  firstDrawMarked = true;
  performance.mark(FIRST_DRAW_MARK);
}

/** The part of the drawing in view and the pixels per drawing unit, read from the stage. */
function stageGeometry(stage: Konva.Stage | null) {
  const scale = stage?.scaleX() || 1;
  const visible = {
    x: -(stage?.x() ?? 0) / scale,
    y: -(stage?.y() ?? 0) / scale,
    width: (stage?.width() ?? 0) / scale,
    height: (stage?.height() ?? 0) / scale,
  };
  return { scale, visible };
}

type FloorPlanStageProps = {
  layout: Layout;
  /** Told once, when the stage has first drawn the plan. */
  onDrawn: () => void;
};

export function FloorPlanStage({ layout, onDrawn }: FloorPlanStageProps) {
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const fullScreen = useAppStore(selectPlanFullScreen);
  const { width, height, frame } = usePlanStageSize(host, layout.canvas, fullScreen);
  const view = useAppStore(selectFloorPlanView);
  const { drawing, selectedIndex } = usePlanDrawing(layout);
  const live = useRef<PlanView>(view);
  const hovered = useRef(-1);
  const drawn = useRef(false);
  const { units, canvas } = layout;

  // Moves the stage to a view directly, without a React render.
  const show = useCallback(
    (next: PlanView) => {
      live.current = next;
      const node = stage.current;
      if (!node || frame.width === 0) return;
      const t = stageTransform(next, frame.width / canvas.width);
      node.scale({ x: t.scale, y: t.scale });
      node.position({ x: frame.x + t.x, y: frame.y + t.y });
      node.batchDraw();
    },
    [canvas, frame],
  );
  const onHover = useCallback((unit: number) => {
    if (unit === hovered.current) return;
    hovered.current = unit;
    stage.current?.batchDraw();
  }, []);
  useStageGestures({ host, layout, index: drawing.index, frame, live, show, onHover });

  // A committed view (buttons, keys, the end of a gesture) or a new size.
  useLayoutEffect(() => show(view), [show, view]);

  // At fit a one-finger swipe scrolls the page; zoomed in, or full screen
  // (where there is no page to scroll), it pans the plan.
  return (
    <div
      ref={host}
      className={`${styles.stageHost} ${isFit(view) && !fullScreen ? styles.atFit : styles.zoomed}`}
      data-zoom={view.zoom.toFixed(3)}
      data-view-x={view.x.toFixed(1)}
      data-view-y={view.y.toFixed(1)}
    >
      {width > 0 && (
        <Stage ref={stage} width={width} height={height}>
          <Layer listening={false}>
            <Shape
              listening={false}
              perfectDrawEnabled={false}
              sceneFunc={(context) => {
                const { scale, visible } = stageGeometry(stage.current);
                drawPlan(context, drawing, { x: 0, y: 0, ...canvas }, visible, scale);
                const outlined = [hovered.current, selectedIndex].filter((i) => i >= 0);
                drawUnitOutline(context, units, outlined, scale);
                markFirstDraw();
                if (!drawn.current) {
                  drawn.current = true;
                  onDrawn();
                }
              }}
            />
          </Layer>
        </Stage>
      )}
      <p className={styles.wheelHint} data-wheel-hint="" aria-hidden="true">
        {unitPathCopy.wheelHint}
      </p>
    </div>
  );
}
