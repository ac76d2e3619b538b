import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { sizeStepSqft } from '@/content/size-step-sqft';
import { readSearchParam, replaceSearchParam } from '@/hooks/search-param';
import { useAppStore } from '@/store/app-store';

const PARAM = 'size';

/** The step for ?size=50, or -1 for a size that is not a step (the picker then stays on its default). */
export function stepForSizeParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return -1;
  // Widened to number[]: the literal tuple's indexOf takes only its own sizes.
  const steps: readonly number[] = sizeStepSqft;
  return steps.indexOf(Number(value));
}

/**
 * /size-guide?size=50 opens the picker on that step once the page has
 * hydrated; choosing another step replaces the parameter. The calculator
 * links here with #floor-plan: the picker's height may change with the
 * step, so the page lands on the anchor again afterwards.
 */
export function useSizeLink() {
  const chooseSizeStep = useAppStore((s) => s.chooseSizeStep);
  useEffect(() => {
    const index = stepForSizeParam(readSearchParam(PARAM));
    if (index >= 0) chooseSizeStep(index);
    const anchor = window.location.hash.slice(1);
    const frame = anchor
      ? requestAnimationFrame(() => document.getElementById(anchor)?.scrollIntoView())
      : 0;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.sizeStepIndex === previous.sizeStepIndex) return;
      const sqft = sizeStepSqft[state.sizeStepIndex];
      if (sqft !== undefined) replaceSearchParam(PARAM, String(sqft), paths.sizeGuide);
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [chooseSizeStep]);
}
