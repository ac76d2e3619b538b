/**
 * Every business fact that is not in the spec lives here, so the owner can
 * replace the placeholders (brand, address, phone, email, social profiles,
 * domain) in one edit. The site origin can also be set at build time with
 * VITE_SITE_ORIGIN.
 */

export const DEFAULT_ORIGIN = 'https://www.widnes-self-storage.co.uk';

function readOrigin(): string {
  const fromEnv =
    typeof import.meta.env === 'object' ? import.meta.env.VITE_SITE_ORIGIN : undefined;
  return (fromEnv || DEFAULT_ORIGIN).replace(/\/+$/, '');
}

const blurbLead =
  'A new self-storage facility in Widnes for households, businesses and anyone between homes.';
const blurbMore =
  'Personal units, business space, portable containers and safety deposit boxes, all on month-to-month terms.';

export const site = {
  brand: 'Widnes Self Storage',
  shortBrand: 'Widnes Storage',
  origin: readOrigin(),
  locale: 'en_GB',
  language: 'en-GB',
  /** The facility's calendar: the day a move-in date is measured from is today here. */
  timeZone: 'Europe/London',
  tagline: 'Secure, flexible self storage in Widnes. Coming soon.',
  blurb: `${blurbLead} ${blurbMore}`,
  /** The blurb's first sentence, all the footer shows on a phone (its quick links name the services). */
  blurbLead,
  blurbMore,
  address: {
    street: 'Unit 4, Ditton Road',
    locality: 'Widnes',
    region: 'Cheshire',
    postcode: 'WA8 0PA',
    country: 'GB',
  },
  /** Used for the map embed and the structured data. */
  geo: { latitude: 53.3555, longitude: -2.7705 },
  /** Ofcom reserves 0151 496 0000 to 0999 for drama: a safe placeholder until the line is live. */
  phone: { display: '0151 496 0123', href: 'tel:+441514960123' },
  email: 'hello@widnes-self-storage.co.uk',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/widnesselfstorage' },
    { network: 'Facebook', href: 'https://www.facebook.com/widnesselfstorage' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/widnes-self-storage' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];

export const addressLines = [
  site.address.street,
  `${site.address.locality}, ${site.address.region}`,
  site.address.postcode,
] as const;

export const addressOneLine = `${site.address.street}, ${site.address.locality} ${site.address.postcode}`;

export function absoluteUrl(path: string): string {
  return `${site.origin}${path}`;
}
