/**
 * The one place the site writes a "£": formatPrice turns an amount in pence
 * into "£50", "£11.54/week" or "£50 a calendar month inc. VAT". Kept apart
 * from the price sentences (content/price-format.ts) and small, because the
 * head tags of every page quote the lowest rent through it.
 */

import { formatNumber } from '@/content/number-text';
import type { ChargeBasis } from '@/content/prices';
import { cheapestSizeStep, poundsToPence, unitRentPounds } from '@/content/rents';

/** How a period reads: short after a headline figure ("/month"), or in full ("a calendar month"). */
export const periodWords: Record<ChargeBasis, { short: string; long: string; billed: string }> = {
  week: { short: '/week', long: 'a week', billed: 'Billed weekly' },
  'four-weeks': { short: '/4 weeks', long: 'every four weeks', billed: 'Billed every four weeks' },
  'calendar-month': {
    short: '/month',
    long: 'a calendar month',
    billed: 'Billed per calendar month',
  },
  once: { short: '', long: 'paid once', billed: 'Paid once' },
};

export const INC_VAT = 'inc. VAT';

export type PriceStyle = {
  /** The period after the figure: short ("£50/month") or in full ("£50 a calendar month"). */
  per?: ChargeBasis;
  long?: boolean;
  /** Add "inc. VAT". */
  vat?: boolean;
};

/**
 * An amount in pence as the site writes it, rounded to the penny: "£50",
 * "£11.54", "£1,250", with its period and "inc. VAT" when asked.
 */
export function formatPrice(pence: number, style: PriceStyle = {}): string {
  const whole = Math.round(pence);
  const amount = formatNumber(whole / 100, {
    minimumFractionDigits: whole % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  const words = style.per ? periodWords[style.per] : undefined;
  const per = words ? (style.long ? ` ${words.long}` : words.short) : '';
  return `£${amount}${per}${style.vat ? ` ${INC_VAT}` : ''}`;
}

/** The lowest rent of a real unit: "£50 a month inc. VAT", for search-engine text. */
export function monthlyFromPrice(): string {
  return `${formatPrice(poundsToPence(unitRentPounds[cheapestSizeStep()]))} a month ${INC_VAT}`;
}
