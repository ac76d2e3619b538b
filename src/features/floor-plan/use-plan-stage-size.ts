import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import { frameInStage, type PlanSize } from '@/features/floor-plan/view-math';

/**
 * The stage's size in CSS pixels and where the view's frame sits on it.
 * Inline, the stage takes the full width of its box and the drawing's aspect
 * ratio for the height, and the frame is the whole stage. Filling its box
 * (full screen), the stage takes the box's shape and the frame is the
 * drawing-shaped box fitted inside it. Zero until measured in the browser.
 */
export function usePlanStageSize(
  ref: RefObject<HTMLElement | null>,
  plan: PlanSize,
  fill: boolean,
) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = fill
        ? Math.floor(element.clientHeight)
        : Math.round((width * plan.height) / plan.width);
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fill, plan.width, plan.height]);
  const frame = useMemo(
    () =>
      fill
        ? frameInStage(plan, size)
        : { x: 0, y: 0, width: size.width, height: (size.width * plan.height) / plan.width },
    [fill, plan, size],
  );
  return { ...size, frame };
}
