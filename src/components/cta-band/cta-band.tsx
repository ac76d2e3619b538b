import { ButtonLinks } from '@/components/button/button-links';
import styles from '@/components/cta-band/cta-band.module.css';
import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';
import type { NavItem } from '@/content/navigation';

export type CtaBandCopy = {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** The offer the text states, whose terms it links to. */
  readonly terms?: OfferTermsId;
  /** Its buttons: the first is the main action. */
  readonly links: readonly NavItem[];
};

/** The closing call to action of a page: a dark band with a heading, a line and buttons. */
export function CtaBand({ copy }: { copy: CtaBandCopy }) {
  const { id, title, text, terms, links } = copy;
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-heading`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        {terms && <TermsNote offer={terms} />}
        <div className={styles.actions}>
          <ButtonLinks links={links} variant="onDark" />
        </div>
      </div>
    </section>
  );
}
