/**
 * The document model the three legal pages (privacy notice, offer terms,
 * accessibility statement) are written in, and every fact only the owner can
 * supply. The facts are the owner's data (data/site/); a field listed in
 * data/site/unconfirmed.json is a placeholder, and its `ownerToConfirm`
 * entry shows on the page as a highlighted "Owner to confirm" note until the
 * owner saves a real value and takes it off the list. Only the legal pages
 * load this module; what every page needs (the footer's links, "Terms
 * apply") is in content/legal.ts.
 */
import { weeklyFromPounds } from '@/content/facts';
import { formatPrice } from '@/content/format-price';
import { VAT_RATE_PERCENT } from '@/content/rents';
import { site } from '@/content/site';
import legalJson from '../../data/site/legal.json' with { type: 'json' };

const { pagesUpdated, retentionMonths } = legalJson;

import unconfirmedFields from '../../data/site/unconfirmed.json' with { type: 'json' };

/** A fact the owner must supply; the page shows it highlighted until it is replaced by text. */
export type OwnerPlaceholder = {
  readonly toConfirm: string;
  /** The fields of data/site/ it stands for: "company.legalName". */
  readonly fields?: readonly string[];
};
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
 * site goes live, each with the fields of the owner's data it stands for.
 * The note's words are what the page shows until the owner confirms them.
 */
export const ownerFacts = {
  controllerName: {
    fields: ['company.legalName'],
    toConfirm: `the legal name of the company that runs ${site.brand}`,
  },
  companyNumber: {
    fields: ['company.companyNumber', 'company.registeredOffice'],
    toConfirm: 'its company number and registered office',
  },
  icoRegistration: {
    fields: ['company.icoRegistration'],
    toConfirm: 'the ICO registration number',
  },
  retention: {
    fields: ['legal.retentionMonths'],
    toConfirm: 'that this period suits how you work',
  },
  hostingProvider: {
    fields: ['legal.hostingProvider'],
    toConfirm: 'the name of the hosting company and the country of its servers',
  },
  widgetProviders: {
    fields: ['legal.widgetProviders'],
    toConfirm: 'the names of the widget providers, with links to their privacy and cookie notices',
  },
  competitionClosingDate: {
    fields: ['competition.closingDate'],
    toConfirm: 'the closing date and time',
  },
  competitionEligibility: {
    fields: ['competition.eligibility'],
    toConfirm: 'who may enter, for example UK residents aged 18 or over',
  },
  competitionDraw: {
    fields: ['competition.draw'],
    toConfirm: 'how the winner is chosen, for example drawn at random from all valid entries',
  },
  competitionAnnouncement: {
    fields: ['competition.announcement'],
    toConfirm: 'when the winner is told and announced',
  },
  competitionPrizeUnit: {
    fields: ['competition.prizeUnit'],
    toConfirm: 'which unit size the prize covers',
  },
  reportResponseTime: {
    fields: ['legal.reportResponseTime'],
    toConfirm: 'how many working days a reply takes',
  },
  pricesIncludeVat: {
    fields: ['rents.pricesIncludeVat'],
    toConfirm: `that every rent and charge includes VAT at ${VAT_RATE_PERCENT}% and that rent is billed per calendar month`,
  },
  goodsCoverPrice: {
    fields: ['charges.goodsCoverPounds'],
    toConfirm: 'that goods must be insured, and the price of our cover for each value insured',
  },
  padlockPrice: {
    fields: ['charges.padlockPounds'],
    toConfirm: 'that units must be locked, and the price of our padlock',
  },
  adminFee: { fields: ['charges.adminFeePounds'], toConfirm: 'that there is no admin fee' },
  deposits: {
    fields: ['charges.unitDepositPounds', 'charges.boxKeyDepositPounds'],
    toConfirm: 'the deposit for a unit and the key deposit for a box',
  },
  weeklyFromClaim: {
    fields: ['offers.weeklyFromPounds'],
    toConfirm: `which weekly price to advertise: no unit’s rent comes to “from ${formatPrice(weeklyFromPounds * 100)} a week”, so the site states the cheapest unit’s rent as a weekly price until the rents or the claim change`,
  },
} as const satisfies Record<string, OwnerPlaceholder & { fields: readonly string[] }>;

export type OwnerFactId = keyof typeof ownerFacts;

/** Whether any of a fact's fields is listed as still to confirm in `unconfirmed`. */
export const isUnconfirmed = (id: OwnerFactId, unconfirmed: readonly string[]) =>
  ownerFacts[id].fields.some((field) => unconfirmed.includes(field));

/** The facts still to confirm in the site's data, each the one placeholder its pages show. */
export const ownerToConfirm: Readonly<Partial<Record<OwnerFactId, OwnerPlaceholder>>> =
  Object.fromEntries(
    Object.entries(ownerFacts).filter(([id]) =>
      isUnconfirmed(id as OwnerFactId, unconfirmedFields),
    ),
  );

/**
 * An owner's fact where it stands in a sentence: its value once confirmed,
 * the highlighted placeholder while it is listed as still to confirm (or
 * has no value).
 */
export function ownerFact(id: OwnerFactId, value: string | null): LegalInline {
  return ownerFactParts(id, value === null ? null : [value])[0] ?? '';
}

/** ownerFact for a value of several parts, such as names with links. */
export function ownerFactParts(
  id: OwnerFactId,
  parts: readonly LegalInline[] | null,
): readonly LegalInline[] {
  const placeholder = ownerToConfirm[id];
  if (placeholder) return [placeholder];
  return parts ?? [ownerFacts[id]];
}

/** A note beside a stated fact, "(Owner to confirm: …)", there only while it is unconfirmed. */
export type OwnerNote = { readonly noteFor: OwnerFactId };
export const ownerNote = (id: OwnerFactId): OwnerNote => ({ noteFor: id });

/**
 * The parts of a sentence with owner notes in it: each note becomes
 * " (" placeholder ")" while its fact is unconfirmed and nothing once it is,
 * and neighbouring text runs are joined, so a confirmed fact leaves a clean
 * sentence.
 */
export function withOwnerNotes(...segments: (LegalInline | OwnerNote)[]): LegalInline[] {
  const parts: LegalInline[] = [];
  const push = (part: LegalInline) => {
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  for (const segment of segments) {
    if (typeof segment === 'object' && 'noteFor' in segment) {
      const placeholder = ownerToConfirm[segment.noteFor];
      if (placeholder) for (const part of [' (', placeholder, ')']) push(part);
    } else push(segment);
  }
  return parts;
}

export const isOwnerPlaceholder = (part: LegalInline): part is OwnerPlaceholder =>
  typeof part === 'object' && 'toConfirm' in part;

/**
 * How long a registration is kept (the owner's, legal.retentionMonths).
 * The privacy notice states it and `npm run registrations:purge` deletes by it.
 */
export const registrationRetentionMonths: number = retentionMonths;
export const registrationRetentionPeriod = `${registrationRetentionMonths} months`;

/** The date these pages were written; change it whenever their text changes. */
export const legalPagesUpdated: string = pagesUpdated;

const TO_CONFIRM = 'Owner to confirm:';

export const legalCopy = {
  toConfirmPrefix: TO_CONFIRM,
  toConfirm: (what: string) => `[${TO_CONFIRM} ${what}]`,
  updated: (date: string) => `Last updated ${date}.`,
  contentsLabel: 'On this page',
} as const;
