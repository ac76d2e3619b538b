import { ButtonLink } from '@/components/button/button-link';
import { TermsNote } from '@/components/terms-link/terms-link';
import { offerBanner } from '@/content/home';
import styles from '@/features/home/offer-banner.module.css';

/** The new-customer offer, with the button to choose the (one) location. */
export function OfferBanner() {
  return (
    <section className={styles.banner} aria-labelledby="offer-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.label}>{offerBanner.label}</p>
          <h2 id="offer-heading" className={styles.headline}>
            {offerBanner.headline}
          </h2>
          <p className={styles.detail}>{offerBanner.detail}</p>
          <TermsNote offer={offerBanner.terms} />
        </div>
        <ButtonLink to={offerBanner.cta.path} variant="secondary">
          {offerBanner.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
