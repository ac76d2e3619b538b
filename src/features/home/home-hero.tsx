import { ButtonLink } from '@/components/button/button-link';
import { HeroSlideshow } from '@/components/hero-slideshow/hero-slideshow';
import { Island } from '@/components/island/island';
import { TermsNote } from '@/components/terms-link/terms-link';
import { homeHero } from '@/content/home';
import { media } from '@/content/media';
import { pageIntros } from '@/content/page-intros';
import styles from '@/features/home/home-hero.module.css';
import { OpeningDay } from '@/features/home/opening-day';

const intro = pageIntros.home;

/** The page's h1 with the "Coming Soon" (or "Now Open") badge, the opening day once set and the offer button, over the slideshow on wide screens. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${styles.layer}`}>
        <div className={styles.panel}>
          <p className={styles.badge}>{intro.eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {intro.title}
          </h1>
          <OpeningDay />
          <p className={styles.intro}>{intro.intro}</p>
          {intro.terms && <TermsNote offer={intro.terms} />}
          <ButtonLink to={homeHero.cta.path}>{homeHero.cta.label}</ButtonLink>
        </div>
      </div>
      <Island
        name="hero-slideshow"
        strategy="load"
        component={HeroSlideshow}
        props={{ slides: media.heroSlides }}
      />
    </section>
  );
}
