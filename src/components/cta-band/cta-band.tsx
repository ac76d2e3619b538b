import type { ReactNode } from 'react';
import styles from '@/components/cta-band/cta-band.module.css';
import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';

type CtaBandProps = {
  id: string;
  title: string;
  text: string;
  /** The offer the text states, whose terms it links to. */
  terms?: OfferTermsId;
  children: ReactNode;
};

/** The closing call to action of a page: a dark band with a heading, a line and buttons. */
export function CtaBand({ id, title, text, terms, children }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-heading`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {terms && <TermsNote offer={terms} />}
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
