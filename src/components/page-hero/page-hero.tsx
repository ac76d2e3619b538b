import type { ReactNode } from 'react';
import styles from '@/components/page-hero/page-hero.module.css';
import { PageHeroPicture } from '@/components/page-hero/page-hero-picture';
import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';
import type { ImageAsset } from '@/content/media';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro: string;
  /** The offer the intro states, whose terms it links to. */
  terms?: OfferTermsId;
  /** A picture of the page's kind of storage, beside the text on a wide screen. */
  image?: ImageAsset;
  children?: ReactNode;
};

/** The heading band at the top of a page: its one h1 and a short introduction. */
export function PageHero({ eyebrow, title, intro, terms, image, children }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={image ? `container ${styles.withPicture}` : 'container'}>
        <div className={styles.text}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
          {terms && <TermsNote offer={terms} />}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {image && <PageHeroPicture image={image} className={styles.picture} />}
      </div>
    </section>
  );
}
