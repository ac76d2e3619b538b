import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button/button-link';
import styles from '@/components/section/section.module.css';
import type { NavItem } from '@/content/navigation';

type SectionProps = {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  tint?: boolean;
  centred?: boolean;
  children?: ReactNode;
  /** A way on from the section, as a button centred under its content. */
  next?: { link: NavItem; variant: 'secondary' | 'outline' };
  /** A class of the page's own, added to the section's. */
  className?: string;
};

/** A page section: a labelled landmark with its h2 and optional eyebrow and intro. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  tint,
  centred,
  children,
  next,
  className,
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`section${tint ? ' section--tint' : ''}${className ? ` ${className}` : ''}`}
    >
      <div className="container">
        <header className={centred ? styles.centred : styles.header}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {children}
        {next && (
          <div className={styles.next}>
            <ButtonLink to={next.link.path} variant={next.variant}>
              {next.link.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
