import type { ReactNode } from 'react';
import styles from '@/components/section/section.module.css';

type SectionProps = {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tint?: boolean;
  centred?: boolean;
  children?: ReactNode;
};

/** A page section: a labelled landmark with its h2 and optional eyebrow and intro. */
export function Section({ id, title, eyebrow, intro, tint, centred, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section${tint ? ' section--tint' : ''}`}
    >
      <div className="container">
        <header className={centred ? styles.centred : styles.header}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
