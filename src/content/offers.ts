/** Offers and claims from the spec (sections 1 and 9), written once. */
export const newCustomerOffer = {
  headline: '50% off your first 12 weeks',
  detail: 'No minimum stay. For new customers who register their interest before we open.',
  short: 'Get 50% Off',
} as const;

export const competition = {
  headline: 'Win 3 months of free storage',
  steps: [
    'Follow us on Instagram, Facebook and LinkedIn',
    'Share one of our recent posts',
    'Register your interest on this page',
  ],
  note: 'The winner will be announced soon.',
} as const;

export const safetyDepositOffer = {
  headline: '3 months free on a 12-month rental',
  detail: 'That is 25% off your first year.',
} as const;

export const registrationPromises = {
  confirmation: 'Your confirmation is sent to you by email straight away.',
  reply: 'Our team will contact you within 24 hours with availability and pricing.',
  signUpTime: 'Sign-up takes under 45 seconds.',
} as const;
