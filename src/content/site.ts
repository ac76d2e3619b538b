/**
 * The site's identity and contact details. The owner's facts (brand,
 * address, phone, email, social profiles, the site's address) are read from
 * data/site/contact.json, which the build checks against the one schema
 * (content/site-facts-schema.ts) before rendering; the pages take it as
 * checked and never load the schema. VITE_SITE_ORIGIN can set the origin at
 * build time instead.
 */
import { isOpen } from '@/content/opening';
import type { SiteFacts } from '@/content/site-facts-schema';
import contactData from '../../data/site/contact.json' with { type: 'json' };
import webJson from '../../data/site/web.json' with { type: 'json' };

const { origin } = webJson;

/** VITE_SITE_ORIGIN at build time, else the site's address in the data. */
function readOrigin(): string {
  const fromEnv =
    typeof import.meta.env === 'object' ? import.meta.env.VITE_SITE_ORIGIN : undefined;
  return (fromEnv || origin).replace(/\/+$/, '');
}

const blurbLead =
  'A new self-storage facility in Widnes for households, businesses and anyone between homes.';
const blurbMore =
  'Personal units, business space, portable containers and safety deposit boxes, all on month-to-month terms.';

export const site = {
  /** brand, shortBrand, address, geo (for the map embed and the structured data), phone, email, social. */
  // The data's one object, spread (not copied) so a page's bundle holds each value once.
  ...(contactData as SiteFacts['contact']),
  origin: readOrigin(),
  locale: 'en_GB',
  language: 'en-GB',
  /** The facility's calendar: the day a move-in date is measured from is today here. */
  timeZone: 'Europe/London',
  tagline: `Secure, flexible self storage in Widnes. ${isOpen ? 'Now open' : 'Coming soon'}.`,
  blurb: `${blurbLead} ${blurbMore}`,
  /** The blurb's first sentence, all the footer shows on a phone (its quick links name the services). */
  blurbLead,
  blurbMore,
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
