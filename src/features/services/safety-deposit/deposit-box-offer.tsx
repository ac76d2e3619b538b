import { ButtonLink } from '@/components/button/button-link';
import { TermsNote } from '@/components/terms-link/terms-link';
import { depositBoxOffer } from '@/content/safety-deposit-boxes';
import styles from '@/features/services/safety-deposit/deposit-box-offer.module.css';

/** The 3-months-free offer, set apart from the rest of the page. */
export function DepositBoxOffer() {
  return (
    <section className="section" aria-labelledby="offer-heading">
      <div className="container">
        <div className={styles.panel}>
          <p className="eyebrow">{depositBoxOffer.eyebrow}</p>
          <h2 id="offer-heading" className={styles.title}>
            {depositBoxOffer.title}
          </h2>
          <p className={styles.text}>{depositBoxOffer.text}</p>
          <TermsNote offer={depositBoxOffer.terms} />
          <ButtonLink to={depositBoxOffer.cta.path}>{depositBoxOffer.cta.label}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
