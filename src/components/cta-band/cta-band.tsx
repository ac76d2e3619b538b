import type { ReactNode } from 'react';
import styles from '@/components/cta-band/cta-band.module.css';

type CtaBandProps = { id: string; title: string; text: string; children: ReactNode };

/** The closing call to action of a page: a dark band with a heading, a line and buttons. */
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby={`${id}-heading`}>
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-heading`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
