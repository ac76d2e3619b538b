/**
 * The rents and the VAT rate: the figures of the price model
 * (content/prices.ts), which adds the charges, deposits and offers. Apart
 * from it so the head tags of every page can quote the lowest rent without
 * loading the rest.
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

/** The lowest unit rent in pence: the figure behind "from … a month". */
export const lowestUnitRentPence = () => Math.min(...Object.values(unitRentPounds)) * 100;
