import { HeroPicture } from '@/components/hero-slideshow/hero-picture';
import styles from '@/components/hero-slideshow/hero-slideshow.module.css';
import { heroSlideshowCopy as copy } from '@/content/home';
import type { HeroSlide as Slide } from '@/content/media';

type HeroSlideProps = {
  slide: Slide;
  position: number;
  count: number;
  current: boolean;
  /** Opacity when first rendered; after that useSlideFade alone changes it. */
  initiallyShown: boolean;
  ref: (element: HTMLDivElement | null) => void;
};

/** One slide of the stack, labelled "n of N" (WAI-ARIA carousel pattern). */
export function HeroSlide({
  slide,
  position,
  count,
  current,
  initiallyShown,
  ref,
}: HeroSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset is for form controls.
    <div
      ref={ref}
      role="group"
      aria-roledescription={copy.slideRole}
      aria-label={copy.slideLabel(position + 1, count)}
      aria-hidden={current ? undefined : true}
      className={styles.slide}
      data-current={current}
      style={{ opacity: initiallyShown ? 1 : 0 }}
    >
      <HeroPicture slide={slide} priority={position === 0} className={styles.image} />
    </div>
  );
}
