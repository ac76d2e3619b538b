/**
 * How the site says prices: sentences that compose formatPrice (the one
 * writer of a "£", content/format-price.ts) with the words of the price model
 * (content/prices.ts), so a headline price always says what is paid per
 * period including VAT, and the compulsory charges and the offer read the
 * same wherever they appear.
 */
import { paths } from '@/config/paths';
import { formatPrice, periodWords } from '@/content/format-price';
import {
  type BillingPeriod,
  cheapestUnit,
  type Deposit,
  type MandatoryCharge,
  offerRentPence,
  type PriceEntry,
  weeklyEquivalentPence,
} from '@/content/prices';

/** The rent as a headline: "£50/month inc. VAT". */
export const rentHeadline = (entry: PriceEntry) =>
  formatPrice(entry.rentPence, { per: entry.period, vat: true });

/** The rent in full words: "£50 a calendar month inc. VAT". */
export const rentInFull = (entry: PriceEntry) =>
  formatPrice(entry.rentPence, { per: entry.period, long: true, vat: true });

/** How the billing period reads on its own: "Billed per calendar month". */
export const billingText = (period: BillingPeriod) => periodWords[period].billed;

/** "Goods must be insured: our cover from £2 a week, or your own policy". */
export function chargeText(charge: MandatoryCharge): string {
  const amount = formatPrice(charge.pence, { per: charge.basis, long: true });
  const ours = [charge.ours, charge.from ? 'from' : '', amount].filter(Boolean).join(' ');
  const alternative = charge.alternative ? `, or ${charge.alternative}` : '';
  return `${charge.requirement}: ${ours}${alternative}`;
}

/** "Refundable deposit £50" / "Key deposit £25, refundable". */
export const depositText = (deposit: Deposit) =>
  `${deposit.name}: ${formatPrice(deposit.pence)}${deposit.refundable ? ', refundable' : ''}`;

/**
 * The offer with what is paid during and after it:
 * "Half off for twelve weeks: £25/month for twelve weeks, then £50/month".
 */
/**
 * An offer as one line. `percentInWords` writes the percentage in words
 * ("per cent") for an email: a percentage sign in a message to a bare
 * address is what spam filters look for (SpamAssassin's TO_NO_BRKTS_PCNT).
 */
export function offerText(entry: PriceEntry, { percentInWords = false } = {}): string {
  const { offer } = entry;
  const rent = formatPrice(entry.rentPence, { per: entry.period });
  if (offer.kind === 'months-free') {
    const rest = offer.termMonths - offer.freeMonths;
    return `${offer.freeMonths} months free on a ${offer.termMonths}-month rental: ${formatPrice(0)} for ${offer.freeMonths} months, then ${rent} for ${rest} months`;
  }
  const during = formatPrice(offerRentPence(entry), { per: entry.period });
  const off = percentInWords ? `${offer.percent} per cent off` : `${offer.percent}% off`;
  return `${off} for ${offer.weeks} weeks: ${during} for ${offer.weeks} weeks, then ${rent}`;
}

/** The lowest weekly equivalent of a real unit: "£11.54 a week inc. VAT". */
export function weeklyFromPrice(): string {
  return formatPrice(weeklyEquivalentPence(cheapestUnit().price), {
    per: 'week',
    long: true,
    vat: true,
  });
}

/** One line for a table row: "Plus our cover from £2 a week, or your own policy; …". */
export function chargesInBrief(entry: PriceEntry): string {
  const charges = entry.charges.map((charge) =>
    lowerFirst(chargeText(charge).split(': ')[1] ?? ''),
  );
  return `Plus ${[...charges, lowerFirst(depositText(entry.deposit))].join('; ')}`;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** Where every price and charge is set out: the price table on /terms. */
export const priceTableHref = `${paths.terms}#prices`;

export const priceTagCopy = {
  allCharges: 'All prices and charges',
} as const;
