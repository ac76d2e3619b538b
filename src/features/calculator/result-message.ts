import { calculatorCopy } from '@/content/calculator';
import { chargesInBrief, rentHeadline } from '@/content/price-format';
import { unitPrice } from '@/content/prices';
import type { Estimate } from '@/features/calculator/estimate';

/** What screen readers hear when the result settles, and the printed sheet says. */
export function resultMessage(estimate: Estimate): string {
  const copy = calculatorCopy.result;
  if (estimate.kind === 'empty') return copy.announceEmpty;
  if (estimate.kind === 'over') return copy.announceOver;
  const { step, fill } = estimate;
  const price = unitPrice(step.sqft);
  return copy.announce(step.sqft, rentHeadline(price), copy.fill(fill), chargesInBrief(price));
}
