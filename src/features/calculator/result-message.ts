import { calculatorCopy } from '@/content/calculator';
import { rentHeadline } from '@/content/price-format';
import { unitPrice } from '@/content/prices';
import type { Estimate } from '@/features/calculator/estimate';

/** The one sentence screen readers hear when the result settles. */
export function resultMessage(estimate: Estimate): string {
  const copy = calculatorCopy.result;
  if (estimate.kind === 'empty') return copy.announceEmpty;
  if (estimate.kind === 'over') return copy.announceOver;
  const { step, fill } = estimate;
  return copy.announce(step.sqft, rentHeadline(unitPrice(step.sqft)), copy.fill(fill));
}
