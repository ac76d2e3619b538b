/**
 * The business facts the site states in many places (spec sections 1 and 9),
 * each defined once. The figures are the owner's, read from data/site/
 * (checked by the build against content/site-facts-schema.ts); every
 * sentence, head tag and piece of structured data that states one of them is
 * composed from here, so changing the offer or a figure is one edit of the
 * data. facts.test.ts fails when one is typed out elsewhere.
 */

import { formatNumber } from '@/content/number-text';
/*
 * The data's own bindings, exported as they are rather than copied into
 * constants, so that a page's bundle holds each figure once:
 * - company: the company behind the facility ("20+ years" is whole years in
 *   storage, as the spec rounds them);
 * - firstWeeksDiscount: the new-customer offer, a discount on the first
 *   weeks, no minimum stay;
 * - safetyDepositFreeMonths: the safety deposit box offer, months free on a
 *   rental of a given length;
 * - competitionFreeMonths: the competition's prize, in months of free storage;
 * - containerDeliveryHours: container delivery, from request to door;
 * - replyWithinHours: how soon the team replies to a registration.
 */
import companyJson from '../../data/site/company.json' with { type: 'json' };

const { figures: company } = companyJson;

import competitionJson from '../../data/site/competition.json' with { type: 'json' };

const { prizeMonths: competitionFreeMonths } = competitionJson;

import offersJson from '../../data/site/offers.json' with { type: 'json' };

const {
  containerDeliveryHours,
  firstWeeks: firstWeeksDiscount,
  replyWithinHours,
  safetyDeposit: safetyDepositFreeMonths,
  weeklyFromPounds,
} = offersJson;

/**
 * The spec's weekly "from" price in pounds (section 1). No unit's rent comes
 * to it (the cheapest unit's monthly rent is more than 52 ÷ 12 weeks of it),
 * so the site states the weekly price computed from the price model
 * (content/prices.ts) and the claim waits for the owner's decision
 * (ownerToConfirm.weeklyFromClaim); prices.test.ts reports the difference.
 */
export {
  company,
  competitionFreeMonths,
  containerDeliveryHours,
  firstWeeksDiscount,
  replyWithinHours,
  safetyDepositFreeMonths,
  weeklyFromPounds,
};

/** Added, visually hidden, to every link that opens a new tab. */
export const newTabNote = ' (opens in a new tab)';

// Marked pure so that a bundle that uses none of them (every island's) drops them.
export const foundedYear = /* @__PURE__ */ String(company.foundedYear);
export const yearsInStorage = /* @__PURE__ */ String(company.yearsInStorage).concat('+');
export const customersServed = /* @__PURE__ */ formatNumber(company.customersServed).concat('+');
export const unitsManaged = /* @__PURE__ */ formatNumber(company.unitsManaged).concat('+');

/** "50% off your first 12 weeks". */
export const firstWeeksOffer = `${firstWeeksDiscount.percent}% off your first ${firstWeeksDiscount.weeks} weeks`;
/** "50% off the first 12 weeks", for sentences about new customers in general. */
export const firstWeeksOfferGeneral = `${firstWeeksDiscount.percent}% off the first ${firstWeeksDiscount.weeks} weeks`;
/** "24 to 48 hours". */
export const containerDeliveryTime = `${containerDeliveryHours.from} to ${containerDeliveryHours.to} hours`;
/** "within 24 hours". */
export const replyTime = `within ${replyWithinHours} hours`;
/** "3 months free on a 12-month rental". */
export const safetyDepositFreeOffer = `${safetyDepositFreeMonths.free} months free on a ${safetyDepositFreeMonths.rental}-month rental`;
/** "25% off your first year": what the free months come to over a 12-month rental. */
export const safetyDepositFirstYearSaving = `${Math.round((safetyDepositFreeMonths.free / safetyDepositFreeMonths.rental) * 100)}% off your first year`;
