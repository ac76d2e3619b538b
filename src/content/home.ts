/** Copy of the home page (spec section 2, "Home"), in page order. */
import { paths } from '@/config/paths';
import { containerDeliveryTime, firstWeeksOffer, newTabNote, replyTime } from '@/content/facts';
import { storageAccess } from '@/content/hours';
import { competition, newCustomerOffer, registrationPromises } from '@/content/offers';
import { isOpen } from '@/content/opening';
import { chargesInBrief, rentInFull, weeklyFromPrice } from '@/content/price-format';
import { cheapestUnit } from '@/content/prices';
import { site } from '@/content/site';
import { sizeClaims } from '@/content/size-steps';

export const heroSlideshowCopy = {
  role: 'slideshow',
  label: 'Pictures of the new facility',
  slideRole: 'slide',
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  dotsLabel: 'Choose a slide',
  showSlide: (n: number, total: number) => `Show slide ${n} of ${total}`,
} as const;

export const homeHero = {
  cta: { label: newCustomerOffer.short, path: paths.register },
} as const;

export const offerBanner = {
  label: 'New customer offer',
  headline: newCustomerOffer.headline,
  detail: newCustomerOffer.detail,
  terms: 'firstWeeks',
  cta: { label: 'Select Location', path: paths.register },
} as const;

export const photoGrid = {
  id: 'photos',
  eyebrow: 'Inside the facility',
  title: 'Take a Look Around',
  intro:
    'Wide corridors, a covered loading bay and a keypad gate: a first look at the new Widnes facility.',
  videoLink: { label: 'Watch the video tour', href: '#video-tour' },
} as const;

export const locationBlock = {
  id: 'location',
  badge: isOpen ? 'Now Open' : 'Coming Soon',
  title: `${isOpen ? 'Now Open' : 'Opening Soon'} on ${site.address.street.replace(/^Unit \d+,\s*/, '')}`,
  text: isOpen
    ? `Our new facility is open. Register now and we reply ${replyTime} with availability and pricing.`
    : 'Our new facility is nearly ready. Register now to be first in line when the doors open, and keep the opening offer.',
  addressLabel: 'Address',
  accessLabel: 'Storage access',
  access: `Open ${storageAccess} with your own access code`,
  mapLink: 'Open the location in a map',
  newTab: newTabNote,
} as const;

export const whyChoose = {
  id: 'why-choose',
  eyebrow: 'Why us',
  title: `Why Choose ${site.brand}?`,
  reasons: [
    {
      title: `${storageAccess} access`,
      text: 'Visit your unit day or night with your own access code.',
    },
    { title: 'CCTV', text: 'Cameras cover the site, the gate and the corridors.' },
    { title: 'Drive-up access', text: 'Park beside your unit and unload straight from the van.' },
    { title: 'Month-to-month', text: 'No long-term contract: stay as long as you need.' },
    {
      title: 'Climate-controlled options',
      text: 'Units that hold a steady temperature for furniture, documents and electronics.',
    },
    {
      title: `From ${weeklyFromPrice()}`,
      text: `The cheapest unit, ${rentInFull(cheapestUnit().price)}, as a weekly price. ${chargesInBrief(cheapestUnit().price)}. Get ${firstWeeksOffer} as a new customer.`,
      terms: 'firstWeeks',
    },
    { title: 'Quick sign-up', text: registrationPromises.signUpTime },
    {
      title: `${sizeClaims.unitSizeCount} unit sizes`,
      text: `From ${sizeClaims.smallestSqft} to ${sizeClaims.largestSqft} sq ft, so you only pay for the space you use.`,
    },
  ],
} as const;

export const promoBlock = {
  id: 'competition',
  eyebrow: 'Competition',
  title: competition.headline,
  intro: 'Three steps to enter:',
  // The last step of the shared list says "on this page", which is the register page.
  steps: [...competition.steps.slice(0, -1), 'Register your interest on our registration page'],
  note: competition.note,
  terms: 'competition',
  cta: { label: 'Enter the Competition', path: paths.register },
} as const;

export const storageTypes = {
  id: 'storage-types',
  eyebrow: 'Our services',
  title: 'Storage for Every Need',
  cards: [
    {
      id: 'personal',
      title: 'Personal Storage',
      text: 'Room for furniture, boxes and keepsakes while you move, declutter or renovate.',
      link: { label: 'Explore personal storage', path: paths.personal },
    },
    {
      id: 'business',
      title: 'Business Storage',
      text: 'Flexible space for stock, equipment and archives, with a loading dock.',
      link: { label: 'Explore business storage', path: paths.business },
    },
    {
      id: 'container',
      title: 'Container Storage',
      text: `A 10ft or 20ft container delivered to your door, typically within ${containerDeliveryTime}.`,
      link: { label: 'Explore container storage', path: paths.container },
    },
    {
      id: 'safetyDepositBoxes',
      title: 'Safety Deposit Boxes',
      text: 'A private box, opened only with your key, for documents, jewellery and keepsakes.',
      link: { label: 'Explore safety deposit boxes', path: paths.safetyDepositBoxes },
    },
  ],
} as const;

export const sizeCards = {
  id: 'sizes',
  eyebrow: 'Unit sizes',
  title: 'Find the Right Size',
  intro: `${sizeClaims.unitSizeCount} unit sizes from ${sizeClaims.smallestSqft} to ${sizeClaims.largestSqft} sq ft. Here are four of the most asked for.`,
  unit: 'sq ft',
  dimensionsUnit: 'ft',
  fromPrefix: 'Starting at',
  link: { label: 'See the full size guide', path: paths.sizeGuide },
} as const;

export const videoTour = {
  id: 'video-tour',
  eyebrow: 'Video tour',
  title: 'Tour the Facility',
  intro:
    'From the keypad gate to the loading bay and the corridors of units: see the site before you visit.',
  link: { label: 'Work out your unit size', path: paths.sizeGuide },
} as const;

export const mapSection = {
  id: 'map',
  eyebrow: 'Find us',
  title: 'Where to Find Us',
} as const;

export const finalCta = {
  id: 'register-cta',
  title: 'Ready to Register Your Interest?',
  text: `${newCustomerOffer.headline}, with no minimum stay. ${registrationPromises.signUpTime}`,
  terms: 'firstWeeks',
  links: [{ label: 'Register Your Interest', path: paths.register }],
} as const;

export const faqSection = {
  id: 'faq',
} as const;
