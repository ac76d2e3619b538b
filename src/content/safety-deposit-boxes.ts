/**
 * The safety deposit box page: the box catalogue and the page's words. The
 * prices are in the price model (content/prices.ts), which this catalogue
 * does not import: the size cards and the FAQ answer
 * (safety-deposit-box-faq.ts) both read them, so the two cannot disagree.
 */
import { paths } from '@/config/paths';
import { safetyDepositHours } from '@/content/hours';
import { safetyDepositOffer } from '@/content/offers';

export const depositBoxIds = ['small', 'medium', 'large'] as const;
export type DepositBoxId = (typeof depositBoxIds)[number];

export type DepositBox = {
  readonly id: DepositBoxId;
  readonly name: string;
  /** Height x width x depth in inches. */
  readonly inches: readonly [number, number, number];
  readonly description: string;
  readonly features: readonly string[];
};

export const depositBoxes: readonly DepositBox[] = [
  {
    id: 'small',
    name: 'Small box',
    inches: [3, 5, 24],
    description: 'For passports, certificates, a will and a few pieces of jewellery.',
    features: [
      'Fits passports, certificates and rings',
      'Opened only with your key',
      'Our lowest monthly price',
    ],
  },
  {
    id: 'medium',
    name: 'Medium box',
    inches: [5, 5, 24],
    description: 'Room for documents plus watches, jewellery boxes and small keepsakes.',
    features: [
      'Room for watch and jewellery boxes',
      'Opened only with your key',
      'Fits a family’s papers',
    ],
  },
  {
    id: 'large',
    name: 'Large box',
    inches: [10, 10, 24],
    description: 'For bulkier valuables: collections, heirlooms, hard drives and photo albums.',
    features: [
      'Takes folders, albums and hard drives',
      'Opened only with your key',
      'Room for a small collection',
    ],
  },
];

export const depositBoxCopy = {
  sizesTitle: 'Three box sizes',
  sizesIntro: 'Every box is 24 inches deep. Choose the height and width that fit what you keep.',
  dimensions: ([h, w, d]: DepositBox['inches']) => `${h} x ${w} x ${d} inches`,
  dimensionsLabel: 'Size',
  priceLabel: 'Price',
  featuresLabel: (name: string) => `${name} features`,
} as const;

export const depositBoxOffer = {
  eyebrow: 'Opening offer',
  title: safetyDepositOffer.headline,
  text: `${safetyDepositOffer.detail} Rent any box for ${safetyDepositOffer.rentalMonths} months and the first ${safetyDepositOffer.freeMonths} are free.`,
  terms: 'safetyDepositBoxes',
  cta: { label: 'Register Your Interest', path: paths.register },
} as const;

export const depositBoxSecurity = {
  title: 'Security you can rely on',
  intro: 'Your box sits inside a secure room in a monitored building.',
  items: [
    'CCTV across the site',
    'Gated entry with a personal access code',
    'Boxes kept in a secure room',
    'Each box opened only with your own key',
    'Visits during staffed hours',
  ],
} as const;

export const depositBoxStorables = {
  title: 'What you can keep in a box',
  items: [
    'Passports, birth and marriage certificates',
    'Wills, deeds and contracts',
    'Jewellery and watches',
    'Coins, stamps and small collections',
    'Photographs and family keepsakes',
    'Backup drives and USB sticks',
  ],
} as const;

export const depositBoxVisit = {
  title: 'Visit us',
  intro: 'Visits to safety deposit boxes are during these hours.',
  hoursHeading: 'Visiting hours',
  hours: safetyDepositHours,
  addressHeading: 'Address',
  contactHeading: 'Get in touch',
} as const;

export const depositBoxCta = {
  id: 'sdb-cta',
  title: 'Reserve a box before we open',
  text: `Register your interest now for ${safetyDepositOffer.headline.toLowerCase()}.`,
  terms: 'safetyDepositBoxes',
  links: [{ label: 'Register Your Interest', path: paths.register }],
} as const;
