import { ButtonLink } from '@/components/button/button-link';
import { TermsNote } from '@/components/terms-link/terms-link';
import { promoBlock as copy } from '@/content/home';
import styles from '@/features/home/promo-block.module.css';

/** The competition promotion: three numbered steps and the button to enter. */
export function PromoBlock() {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-heading`} className="section">
      <div className="container">
        <div className={styles.card}>
          <div>
            <p className={styles.eyebrow}>{copy.eyebrow}</p>
            <h2 id={`${copy.id}-heading`} className={styles.title}>
              {copy.title}
            </h2>
            <p className={styles.note}>{copy.note}</p>
            <TermsNote offer={copy.terms} />
            <ButtonLink to={copy.cta.path}>{copy.cta.label}</ButtonLink>
          </div>
          <div>
            <p className={styles.intro}>{copy.intro}</p>
            <ol className={styles.steps}>
              {copy.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
