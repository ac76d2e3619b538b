/** Offers and claims from the spec (sections 1 and 9), written once. */
import {
  competitionFreeMonths,
  firstWeeksDiscount,
  firstWeeksOffer,
  replyTime,
  safetyDepositFirstYearSaving,
  safetyDepositFreeMonths,
  safetyDepositFreeOffer,
} from '@/content/facts';

const MINIMUM_STAY = 'No minimum stay.';
const NEW_CUSTOMERS = 'For new customers who register their interest before we open.';

export const newCustomerOffer = {
  discountPercent: firstWeeksDiscount.percent,
  weeks: firstWeeksDiscount.weeks,
  headline: firstWeeksOffer,
  minimumStay: MINIMUM_STAY,
  eligibility: NEW_CUSTOMERS,
  detail: `${MINIMUM_STAY} ${NEW_CUSTOMERS}`,
  short: `Get ${firstWeeksDiscount.percent}% Off`,
} as const;

export const competition = {
  prizeMonths: competitionFreeMonths,
  headline: `Win ${competitionFreeMonths} months of free storage`,
  steps: [
    'Follow us on Instagram, Facebook and LinkedIn',
    'Share one of our recent posts',
    'Register your interest on this page',
  ],
  note: 'The winner will be announced soon.',
} as const;

export const safetyDepositOffer = {
  freeMonths: safetyDepositFreeMonths.free,
  rentalMonths: safetyDepositFreeMonths.rental,
  headline: safetyDepositFreeOffer,
  detail: `That is ${safetyDepositFirstYearSaving}.`,
} as const;

export const registrationPromises = {
  confirmation:
    'You see a confirmation on screen straight away, and it tells you whether a copy is on its way to your email.',
  reply: `Our team will contact you ${replyTime} with availability and pricing.`,
  signUpTime: 'Sign-up takes under 45 seconds.',
} as const;
