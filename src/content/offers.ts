/** Offers and claims from the spec (sections 1 and 9), written once. */
const FIRST_WEEKS_DISCOUNT_PERCENT = 50;
const FIRST_WEEKS = 12;
const MINIMUM_STAY = 'No minimum stay.';
const NEW_CUSTOMERS = 'For new customers who register their interest before we open.';
const COMPETITION_FREE_MONTHS = 3;
const DEPOSIT_FREE_MONTHS = 3;
const DEPOSIT_RENTAL_MONTHS = 12;

export const newCustomerOffer = {
  discountPercent: FIRST_WEEKS_DISCOUNT_PERCENT,
  weeks: FIRST_WEEKS,
  headline: `${FIRST_WEEKS_DISCOUNT_PERCENT}% off your first ${FIRST_WEEKS} weeks`,
  minimumStay: MINIMUM_STAY,
  eligibility: NEW_CUSTOMERS,
  detail: `${MINIMUM_STAY} ${NEW_CUSTOMERS}`,
  short: `Get ${FIRST_WEEKS_DISCOUNT_PERCENT}% Off`,
} as const;

export const competition = {
  prizeMonths: COMPETITION_FREE_MONTHS,
  headline: `Win ${COMPETITION_FREE_MONTHS} months of free storage`,
  steps: [
    'Follow us on Instagram, Facebook and LinkedIn',
    'Share one of our recent posts',
    'Register your interest on this page',
  ],
  note: 'The winner will be announced soon.',
} as const;

export const safetyDepositOffer = {
  freeMonths: DEPOSIT_FREE_MONTHS,
  rentalMonths: DEPOSIT_RENTAL_MONTHS,
  headline: `${DEPOSIT_FREE_MONTHS} months free on a ${DEPOSIT_RENTAL_MONTHS}-month rental`,
  detail: 'That is 25% off your first year.',
} as const;

export const registrationPromises = {
  confirmation: 'Your confirmation is sent to you by email straight away.',
  reply: 'Our team will contact you within 24 hours with availability and pricing.',
  signUpTime: 'Sign-up takes under 45 seconds.',
} as const;
