/**
 * The rents and the VAT rate: the figures of the price model
 * (content/prices.ts), which adds the charges, deposits and offers. Apart
 * from it so the head tags of every page can quote the lowest rent without
 * loading the rest. Data only: formatting (format-price.ts, price-format.ts)
 * reads it, never the other way round.
 */
import type { DepositBoxId } from '@/content/safety-deposit-boxes';
import type { SizeStepSqft } from '@/content/size-step-sqft';

/** Self storage is standard-rated for VAT in the UK. */
export const VAT_RATE_PERCENT = 20;

/** Rent per calendar month for each size step, VAT included (spec section 9). */
export const unitRentPounds: Record<SizeStepSqft, number> = {
  15: 50,
  25: 50,
  35: 70,
  50: 90,
  65: 120,
  75: 120,
  100: 150,
  125: 200,
  150: 250,
  200: 250,
};

/** Rent per calendar month for each safety deposit box, VAT included (spec section 9, FAQ text). */
export const boxRentPounds: Record<DepositBoxId, number> = {
  small: 15,
  medium: 25,
  large: 40,
};

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
