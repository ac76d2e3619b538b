import styles from '@/components/terms-link/terms-link.module.css';
import { type OfferTermsId, termsHref, termsLinkCopy } from '@/content/legal';

/**
 * "Terms apply", beside a statement of an offer, linking to that offer's
 * conditions on /terms. The hidden words name the offer, so two such links
 * on one page have different accessible names.
 */
export function TermsLink({ offer, className }: { offer: OfferTermsId; className?: string }) {
  return (
    <a
      href={termsHref(offer)}
      className={`${styles.link}${className ? ` ${className}` : ''}`}
      data-terms-link={offer}
    >
      {termsLinkCopy.label}
      <span className="visually-hidden">
        {termsLinkCopy.offerSuffix(termsLinkCopy.offerNames[offer])}
      </span>
    </a>
  );
}

/** A TermsLink on a line of its own, under a block that states an offer. */
export function TermsNote({ offer }: { offer: OfferTermsId }) {
  return (
    <p className={styles.note}>
      <TermsLink offer={offer} />
    </p>
  );
}
