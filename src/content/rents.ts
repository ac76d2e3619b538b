/**
 * The rents and the VAT rate: the figures of the price model
 * (content/prices.ts), which adds the charges, deposits and offers. Apart
 * from it so the head tags of every page can quote the lowest rent without
 * loading the rest. Data only: formatting (format-price.ts, price-format.ts)
 * reads it, never the other way round.
 */
import type { SizeStepSqft } from '@/content/size-step-sqft';
import rentsJson from '../../data/site/rents.json' with { type: 'json' };

const { boxRentPounds, unitRentPounds, vatRatePercent: VAT_RATE_PERCENT } = rentsJson;

/*
 * The owner's figures (data/site/rents.json), exported as they are so a
 * bundle holds each once: VAT_RATE_PERCENT (self storage is standard-rated
 * for VAT in the UK), the rent per calendar month for each size step and
 * each safety deposit box, VAT included (spec section 9, the boxes from its
 * FAQ text). The schema keys the rents by exactly these sizes and boxes.
 */
export { boxRentPounds, unitRentPounds, VAT_RATE_PERCENT };

/** An amount in pounds as pence, the unit every price is kept in. */
export const poundsToPence = (amount: number) => Math.round(amount * 100);

/**
 * The size step behind every "from" claim: the one with the lowest rent (the
 * smallest step when several share it). The one place the site works it out.
 */
export function cheapestSizeStep(): SizeStepSqft {
  const steps = (Object.keys(unitRentPounds) as `${SizeStepSqft}`[])
    .map((key) => Number(key) as SizeStepSqft)
    .sort((a, b) => a - b);
  return steps.reduce((low, next) => (unitRentPounds[next] < unitRentPounds[low] ? next : low));
}
