/**
 * The document model the three legal pages (privacy notice, offer terms,
 * accessibility statement) are written in, and every fact only the owner can
 * supply. Each `ownerToConfirm` entry shows on the page as a highlighted
 * "Owner to confirm" note until it is replaced with the real fact. Only the
 * legal pages load this module; what every page needs (the footer's links,
 * "Terms apply") is in content/legal.ts.
 */
import { weeklyFromPounds } from '@/content/facts';
import { formatPrice } from '@/content/format-price';
import { VAT_RATE_PERCENT } from '@/content/rents';
import { site } from '@/content/site';

/** A fact the owner must supply; the page shows it highlighted until it is replaced by text. */
export type OwnerPlaceholder = { readonly toConfirm: string };
export type LegalLink = { readonly text: string; readonly href: string };
export type LegalInline = string | LegalLink | OwnerPlaceholder;
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly parts: readonly LegalInline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly LegalInline[])[] }
  | { readonly kind: 'table'; readonly table: LegalTable };
/** A table whose every row is read on its own: a price with its charges, say. */
export type LegalTable = {
  readonly caption: string;
  /** What each row prices ("unit", "box"), marked on the row for its checks. */
  readonly scope?: string;
  readonly columns: readonly string[];
  /** Each row: its header cell, then one cell per remaining column. */
  readonly rows: readonly (readonly (readonly LegalInline[])[])[];
};
export type LegalSection = {
  /** The section's anchor: /terms#first-12-weeks. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
};
export type LegalDocument = {
  readonly updated: string;
  readonly sections: readonly LegalSection[];
};

export const paragraph = (...parts: LegalInline[]): LegalBlock => ({ kind: 'paragraph', parts });
export const table = (value: LegalTable): LegalBlock => ({ kind: 'table', table: value });
export const list = (...items: (LegalInline | readonly LegalInline[])[]): LegalBlock => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item as LegalInline])),
});

/**
 * Everything the spec does not say and the owner must fill in before the
 * site goes live. Replace an entry with a plain string where it is used, or
 * change its text here, and the highlight goes.
 */
export const ownerToConfirm = {
  controllerName: { toConfirm: `the legal name of the company that runs ${site.brand}` },
  companyNumber: { toConfirm: 'its company number and registered office' },
  icoRegistration: { toConfirm: 'the ICO registration number' },
  retention: { toConfirm: 'that this period suits how you work' },
  hostingProvider: { toConfirm: 'the name of the hosting company and the country of its servers' },
  widgetProviders: {
    toConfirm: 'the names of the widget providers, with links to their privacy and cookie notices',
  },
  competitionClosingDate: { toConfirm: 'the closing date and time' },
  competitionEligibility: {
    toConfirm: 'who may enter, for example UK residents aged 18 or over',
  },
  competitionDraw: {
    toConfirm: 'how the winner is chosen, for example drawn at random from all valid entries',
  },
  competitionAnnouncement: { toConfirm: 'when the winner is told and announced' },
  competitionPrizeUnit: { toConfirm: 'which unit size the prize covers' },
  reportResponseTime: { toConfirm: 'how many working days a reply takes' },
  pricesIncludeVat: {
    toConfirm: `that every rent and charge includes VAT at ${VAT_RATE_PERCENT}% and that rent is billed per calendar month`,
  },
  goodsCoverPrice: {
    toConfirm: 'that goods must be insured, and the price of our cover for each value insured',
  },
  padlockPrice: { toConfirm: 'that units must be locked, and the price of our padlock' },
  adminFee: { toConfirm: 'that there is no admin fee' },
  deposits: { toConfirm: 'the deposit for a unit and the key deposit for a box' },
  weeklyFromClaim: {
    toConfirm: `which weekly price to advertise: no unit’s rent comes to “from ${formatPrice(weeklyFromPounds * 100)} a week”, so the site states the cheapest unit’s rent as a weekly price until the rents or the claim change`,
  },
} as const satisfies Record<string, OwnerPlaceholder>;

export const isOwnerPlaceholder = (part: LegalInline): part is OwnerPlaceholder =>
  typeof part === 'object' && 'toConfirm' in part;

/**
 * How long a registration is kept (owner to confirm: ownerToConfirm.retention).
 * The privacy notice states it and `npm run registrations:purge` deletes by it.
 */
export const registrationRetentionMonths = 12;
export const registrationRetentionPeriod = `${registrationRetentionMonths} months`;

/** The date these pages were written; change it whenever their text changes. */
export const legalPagesUpdated = '22 November 2026';

const TO_CONFIRM = 'Owner to confirm:';

export const legalCopy = {
  toConfirmPrefix: TO_CONFIRM,
  toConfirm: (what: string) => `[${TO_CONFIRM} ${what}]`,
  updated: (date: string) => `Last updated ${date}.`,
  contentsLabel: 'On this page',
} as const;
