import { calculatorCopy } from '@/content/calculator';
import { formatMonthlyPrice } from '@/content/size-steps';
import type { Estimate } from '@/features/calculator/estimate';

/** The one sentence screen readers hear when the result settles. */
export function resultMessage(estimate: Estimate): string {
  const copy = calculatorCopy.result;
  if (estimate.kind === 'empty') return copy.announceEmpty;
  if (estimate.kind === 'over') return copy.announceOver;
  const { step, fill } = estimate;
  return copy.announce(step.sqft, formatMonthlyPrice(step.monthlyFromPounds), copy.fill(fill));
}
