/** Offers and claims from the spec (sections 1 and 9), written once. */
import {
  competitionFreeMonths,
  firstWeeksDiscount,
  firstWeeksOffer,
  replyTime,
  safetyDepositFirstYearSaving,
  safetyDepositFreeOffer,
} from '@/content/facts';
export const newCustomerOffer = {
  headline: firstWeeksOffer,
  detail: 'No minimum stay. For new customers who register their interest before we open.',
  short: `Get ${firstWeeksDiscount.percent}% Off`,
} as const;

export const competition = {
  headline: `Win ${competitionFreeMonths} months of free storage`,
  steps: [
    'Follow us on Instagram, Facebook and LinkedIn',
    'Share one of our recent posts',
    'Register your interest on this page',
  ],
  note: 'The winner will be announced soon.',
} as const;

export const safetyDepositOffer = {
  headline: safetyDepositFreeOffer,
  detail: `That is ${safetyDepositFirstYearSaving}.`,
} as const;

export const registrationPromises = {
  confirmation: 'Your confirmation is sent to you by email straight away.',
  reply: `Our team will contact you ${replyTime} with availability and pricing.`,
  signUpTime: 'Sign-up takes under 45 seconds.',
} as const;
