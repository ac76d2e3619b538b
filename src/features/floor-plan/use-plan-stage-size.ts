import { type RefObject, useLayoutEffect, useState } from 'react';
import type { PlanSize } from '@/features/floor-plan/view-math';

/**
 * The stage's size in CSS pixels: the full width of its box, and the
 * drawing's aspect ratio for the height. Zero until measured in the browser.
 */
export function usePlanStageSize(ref: RefObject<HTMLElement | null>, plan: PlanSize) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { width, height: Math.round((width * plan.height) / plan.width) };
}
