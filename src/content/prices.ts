/**
 * The price model: what a visitor pays for each unit size and each safety
 * deposit box, written once. Every price on the site (cards, the size
 * picker, the floor plan, the calculator, the price table on /terms, head
 * tags and structured data) is rendered from here by content/price-format.ts,
 * so changing a charge or the offer is one edit here, and a rent or the VAT
 * rate one edit in content/rents.ts, the model's figures.
 *
 * Amounts are in pence, as the visitor pays them, VAT included. The spec
 * gives the rents ("Starting at" a figure a month), read here as per calendar
 * month; the charges, the deposits and whether the rents include VAT are
 * not in the spec: they are the owner's, in data/site/charges.json, and
 * placeholders until confirmed (data/site/unconfirmed.json).
 */
import { firstWeeksDiscount, safetyDepositFreeMonths } from '@/content/facts';
import {
  boxRentPounds,
  cheapestSizeStep,
  poundsToPence as pounds,
  unitRentPounds,
  VAT_RATE_PERCENT,
} from '@/content/rents';
import type { DepositBoxId } from '@/content/safety-deposit-boxes';
import type { SiteFacts } from '@/content/site-facts-schema';
import type { SizeStepSqft } from '@/content/size-step-sqft';
import chargesJson from '../../data/site/charges.json' with { type: 'json' };

const {
  boxKeyDepositPounds,
  goodsCoverBasis,
  goodsCoverFrom,
  goodsCoverPounds,
  padlockBasis,
  padlockPounds,
  unitDepositPounds,
} = chargesJson;

export { boxRentPounds, unitRentPounds, VAT_RATE_PERCENT };

/** How often rent is billed. The spec's "month" is a calendar month. */
export type BillingPeriod = 'week' | 'four-weeks' | 'calendar-month';
/** How often a charge is paid: per billing period, or once. */
export type ChargeBasis = BillingPeriod | 'once';

/** Periods in a 52-week year: a week's equivalent of a rent is rent × perYear ÷ 52. */
export const periodsPerYear: Record<BillingPeriod, number> = {
  week: 52,
  'four-weeks': 13,
  'calendar-month': 12,
};

/** A charge a visitor cannot leave out, though they may meet it another way. */
export type MandatoryCharge = {
  readonly id: 'goods-cover' | 'padlock' | 'admin-fee';
  /** What must be done, e.g. "Goods must be insured". */
  readonly requirement: string;
  /** What we offer for it, e.g. "our cover"; empty for a fee. */
  readonly ours: string;
  readonly pence: number;
  readonly basis: ChargeBasis;
  /** "from": the amount is the lowest (cover rises with the value insured). */
  readonly from: boolean;
  /** How to avoid paying us, e.g. "your own policy"; null if it cannot be avoided. */
  readonly alternative: string | null;
};

export type Deposit = {
  readonly name: string;
  readonly pence: number;
  readonly refundable: boolean;
};

/** An opening offer: a share off for some weeks, or some months free on a fixed term. */
export type PriceOffer =
  | { readonly kind: 'percent-off-weeks'; readonly percent: number; readonly weeks: number }
  | { readonly kind: 'months-free'; readonly freeMonths: number; readonly termMonths: number };

export type PriceKind = 'unit' | 'box';

export type PriceEntry = {
  readonly kind: PriceKind;
  /** The rent per billing period, VAT included. */
  readonly rentPence: number;
  readonly period: BillingPeriod;
  readonly vatPercent: number;
  readonly charges: readonly MandatoryCharge[];
  readonly deposit: Deposit;
  readonly offer: PriceOffer;
};

type Charges = SiteFacts['charges'];

/** The price of our goods cover, and that it is compulsory (the owner's to confirm). */
const goodsCover: MandatoryCharge = {
  id: 'goods-cover',
  requirement: 'Goods must be insured',
  ours: 'our cover',
  pence: pounds(goodsCoverPounds),
  basis: goodsCoverBasis as Charges['goodsCoverBasis'],
  from: goodsCoverFrom,
  alternative: 'your own policy',
};

/** A padlock is needed; ours, or the customer's own (the owner's to confirm). */
const padlock: MandatoryCharge = {
  id: 'padlock',
  requirement: 'Units must be locked',
  ours: 'our padlock',
  pence: pounds(padlockPounds),
  basis: padlockBasis as Charges['padlockBasis'],
  from: false,
  alternative: 'your own',
};

/** The deposits (the owner's to confirm). */
const unitDeposit: Deposit = {
  name: 'Deposit',
  pence: pounds(unitDepositPounds),
  refundable: true,
};
const boxKeyDeposit: Deposit = {
  name: 'Key deposit',
  pence: pounds(boxKeyDepositPounds),
  refundable: true,
};

const unitOffer: PriceOffer = {
  kind: 'percent-off-weeks',
  percent: firstWeeksDiscount.percent,
  weeks: firstWeeksDiscount.weeks,
};
const boxOffer: PriceOffer = {
  kind: 'months-free',
  freeMonths: safetyDepositFreeMonths.free,
  termMonths: safetyDepositFreeMonths.rental,
};

/** Every rent is billed per calendar month, VAT included. */
function monthlyEntry(
  kind: PriceKind,
  rentPounds: number,
  rest: Pick<PriceEntry, 'charges' | 'deposit' | 'offer'>,
): PriceEntry {
  const period = 'calendar-month';
  return { kind, rentPence: pounds(rentPounds), period, vatPercent: VAT_RATE_PERCENT, ...rest };
}

/** The price of a unit of a size step. */
export function unitPrice(sqft: SizeStepSqft): PriceEntry {
  const rest = { charges: [goodsCover, padlock], deposit: unitDeposit, offer: unitOffer };
  return monthlyEntry('unit', unitRentPounds[sqft], rest);
}

/** The price of a safety deposit box. */
export function boxPrice(id: DepositBoxId): PriceEntry {
  return monthlyEntry('box', boxRentPounds[id], {
    charges: [],
    deposit: boxKeyDeposit,
    offer: boxOffer,
  });
}

/** The size step of a unit on the floor plan: its sq ft when that is a step, else undefined. */
export function unitPriceForSqft(sqft: number): PriceEntry | undefined {
  return sqft in unitRentPounds ? unitPrice(sqft as SizeStepSqft) : undefined;
}

/** Rounds to the nearest penny, halves up. */
export const roundPence = (pence: number) => Math.round(pence);

/** What a rent comes to per week (a 52-week year), to the penny. */
export function weeklyEquivalentPence(entry: Pick<PriceEntry, 'rentPence' | 'period'>): number {
  return roundPence((entry.rentPence * periodsPerYear[entry.period]) / 52);
}

/** VAT within a VAT-inclusive amount, to the penny: 5000p at 20% holds 833p. */
export function vatWithinPence(pence: number, vatPercent: number): number {
  return roundPence(pence - (pence * 100) / (100 + vatPercent));
}

/** The rent while the offer runs, per billing period. */
export function offerRentPence(entry: PriceEntry): number {
  const { offer } = entry;
  return offer.kind === 'percent-off-weeks'
    ? roundPence((entry.rentPence * (100 - offer.percent)) / 100)
    : 0;
}

/**
 * What the offer saves in all. Weeks of a calendar-monthly rent are charged
 * by the week's equivalent (rent × 12 ÷ 52), so 12 weeks at half price save
 * half of 12 weeks' rent.
 */
export function offerSavingPence(entry: PriceEntry): number {
  const { offer } = entry;
  if (offer.kind === 'months-free') {
    return roundPence((entry.rentPence * periodsPerYear[entry.period] * offer.freeMonths) / 12);
  }
  const weekly = (entry.rentPence * periodsPerYear[entry.period]) / 52;
  return roundPence((weekly * offer.weeks * offer.percent) / 100);
}

/** Every unit size step's price, smallest first. */
export function allUnitPrices(): { sqft: SizeStepSqft; price: PriceEntry }[] {
  return (Object.keys(unitRentPounds) as `${SizeStepSqft}`[])
    .map((key) => Number(key) as SizeStepSqft)
    .sort((a, b) => a - b)
    .map((sqft) => ({ sqft, price: unitPrice(sqft) }));
}

/** The cheapest unit: the size behind every "from" claim (rents.ts works it out). */
export function cheapestUnit(): { sqft: SizeStepSqft; price: PriceEntry } {
  const sqft = cheapestSizeStep();
  return { sqft, price: unitPrice(sqft) };
}
