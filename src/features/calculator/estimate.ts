/**
 * The calculator's estimate: from a list of items to the unit size that holds
 * them. Pure, so it is tested directly and runs on every quantity change.
 *
 *   area needed (sq ft) = Σ(quantity × volume) ÷ (stacking height × packing efficiency)
 *
 * times (1 + aisle allowance) when the visitor wants to walk in and reach
 * things. The recommendation is the smallest size step whose area holds that;
 * an item longer than that step's longer side moves it up to the first step
 * it fits. Constants live in content/calculator.ts, the steps in
 * content/size-steps.ts.
 */
import { CUBIC_METRES_PER_CUBIC_FOOT, calculatorModel } from '@/content/calculator';
import { type SizeStep, sizeSteps } from '@/content/size-steps';

export type EstimateLine = {
  readonly name: string;
  readonly quantity: number;
  /** Cubic feet per item. */
  readonly cuFt: number;
  /** Feet. */
  readonly longestFt: number;
};

export type EstimateOptions = { readonly aisle: boolean };

type Totals = {
  readonly totalCuFt: number;
  readonly totalCubicMetres: number;
  /** Floor area needed in sq ft, aisle included. */
  readonly areaSqFt: number;
};

export type Estimate =
  | { readonly kind: 'empty' }
  | (Totals & {
      readonly kind: 'fits';
      readonly step: SizeStep;
      /** Area needed ÷ the step's area, 0 to 1. */
      readonly fill: number;
      /** The next size up, when the fill is over calculatorModel.nextSizeFill. */
      readonly nextStep: SizeStep | null;
      /** The item that moved the recommendation past the smallest step by area. */
      readonly longItem: EstimateLine | null;
    })
  | (Totals & {
      readonly kind: 'over';
      readonly reason: 'space' | 'length';
      readonly longItem: EstimateLine | null;
      /** How many of the largest unit would hold the list by area. */
      readonly unitsOfLargest: number;
    });

/** A step's longer side in feet, from its "width x depth" dimensions. */
export function longerSideFt(step: SizeStep): number {
  return Math.max(...step.dimensions.split('x').map(Number));
}

/** A quantity as the estimate counts it: whole, 0 to the maximum; anything else counts as 0. */
export function countable(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(Math.floor(quantity), calculatorModel.maxQuantity);
}

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function estimateStorage(
  lines: readonly EstimateLine[],
  { aisle }: EstimateOptions,
  steps: readonly SizeStep[] = sizeSteps,
): Estimate {
  const counted = lines.filter((line) => countable(line.quantity) > 0);
  const totalCuFt = counted.reduce(
    (sum, line) => sum + countable(line.quantity) * positive(line.cuFt),
    0,
  );
  if (counted.length === 0 || totalCuFt === 0) return { kind: 'empty' };

  const { stackingHeightFt, packingEfficiency, aisleAllowance, nextSizeFill } = calculatorModel;
  const areaSqFt =
    (totalCuFt / (stackingHeightFt * packingEfficiency)) * (aisle ? 1 + aisleAllowance : 1);
  const totals = {
    totalCuFt,
    totalCubicMetres: totalCuFt * CUBIC_METRES_PER_CUBIC_FOOT,
    areaSqFt,
  };
  const longest = counted.reduce((a, b) => (positive(b.longestFt) > positive(a.longestFt) ? b : a));
  const largest = steps[steps.length - 1] as SizeStep;
  const unitsOfLargest = Math.ceil(areaSqFt / largest.sqft);

  const byArea = steps.findIndex((step) => step.sqft >= areaSqFt);
  if (byArea === -1) {
    return { ...totals, kind: 'over', reason: 'space', longItem: null, unitsOfLargest };
  }
  const fitsIndex = steps.findIndex(
    (step, index) => index >= byArea && longerSideFt(step) >= positive(longest.longestFt),
  );
  if (fitsIndex === -1) {
    return { ...totals, kind: 'over', reason: 'length', longItem: longest, unitsOfLargest };
  }
  const step = steps[fitsIndex] as SizeStep;
  const fill = areaSqFt / step.sqft;
  const nextStep = fill > nextSizeFill ? (steps[fitsIndex + 1] ?? null) : null;
  return {
    ...totals,
    kind: 'fits',
    step,
    fill,
    nextStep,
    longItem: fitsIndex > byArea ? longest : null,
  };
}

/** A comparable rank of a result: the step's index, past the last step when over. */
export function recommendationRank(estimate: Estimate, steps: readonly SizeStep[] = sizeSteps) {
  if (estimate.kind === 'empty') return -1;
  if (estimate.kind === 'over') return steps.length;
  return steps.indexOf(estimate.step);
}
