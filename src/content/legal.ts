/**
 * What every page needs of the legal pages: the footer's links to them, and
 * the anchor of each offer's terms that "Terms apply" links to. The pages'
 * own text and document model are in content/legal-documents.ts.
 */
import { paths } from '@/config/paths';
import { competition, newCustomerOffer, safetyDepositOffer } from '@/content/offers';

/** The offers whose significant conditions /terms sets out, each at its own anchor. */
export const termsAnchors = {
  firstWeeks: 'first-12-weeks',
  competition: 'competition',
  safetyDepositBoxes: 'safety-deposit-boxes',
} as const;
export type OfferTermsId = keyof typeof termsAnchors;

/** The address of one offer's terms, e.g. /terms#first-12-weeks. */
export function termsHref(offer: OfferTermsId): string {
  return `${paths.terms}#${termsAnchors[offer]}`;
}

/** The footer's row of legal links. */
export const legalLinks = {
  label: 'Legal',
  links: [
    { label: 'Privacy notice', path: paths.privacy },
    { label: 'Offer terms', path: paths.terms },
    { label: 'Accessibility', path: paths.accessibility },
  ],
} as const;

/** "Terms apply" beside each statement of an offer; the hidden part tells links on one page apart. */
export const termsLinkCopy = {
  label: 'Terms apply',
  /** Read after the label by screen readers only: "Terms apply to" and the offer's headline. */
  offerSuffix: (offerName: string) => ` to ${offerName}`,
  offerNames: {
    firstWeeks: newCustomerOffer.headline,
    competition: `the competition to ${competition.headline.toLowerCase()}`,
    safetyDepositBoxes: safetyDepositOffer.headline,
  } satisfies Record<OfferTermsId, string>,
} as const;
