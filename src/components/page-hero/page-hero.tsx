import type { ReactNode } from 'react';
import styles from '@/components/page-hero/page-hero.module.css';
import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro: string;
  /** The offer the intro states, whose terms it links to. */
  terms?: OfferTermsId;
  children?: ReactNode;
};

/** The heading band at the top of a page: its one h1 and a short introduction. */
export function PageHero({ eyebrow, title, intro, terms, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {terms && <TermsNote offer={terms} />}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
