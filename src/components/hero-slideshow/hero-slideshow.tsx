import { useCallback, useEffect, useState } from 'react';
import { HeroSlide } from '@/components/hero-slideshow/hero-slide';
import styles from '@/components/hero-slideshow/hero-slideshow.module.css';
import { SlideshowControls } from '@/components/hero-slideshow/slideshow-controls';
import { SlideshowProgress } from '@/components/hero-slideshow/slideshow-progress';
import { useSlideFade } from '@/components/hero-slideshow/use-slide-fade';
import { heroSlideshowCopy as copy } from '@/content/home';
import type { HeroSlide as Slide } from '@/content/media';
import { SLIDE_INTERVAL_MS } from '@/content/ui-constants';
import { useCarouselRotation } from '@/hooks/use-carousel-rotation';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useAppStore } from '@/store/app-store';
import { selectSlideIndex, selectSlideshowPaused } from '@/store/slideshow-slice';

const SLIDES_ID = 'hero-slides';

/**
 * The hero slideshow (WAI-ARIA carousel pattern). It advances every
 * SLIDE_INTERVAL_MS and wraps, by the site's one rotation rule
 * (hooks/use-carousel-rotation.ts), and the pause button stops it until
 * played again. With reduced motion it starts paused and changes slides
 * without fading.
 */
export function HeroSlideshow({ slides }: { slides: readonly Slide[] }) {
  const count = slides.length;
  const index = useAppStore(selectSlideIndex);
  const paused = useAppStore(selectSlideshowPaused);
  const showSlide = useAppStore((s) => s.showSlide);
  const showNext = useAppStore((s) => s.showNextSlide);
  const showPrevious = useAppStore((s) => s.showPreviousSlide);
  const togglePaused = useAppStore((s) => s.toggleSlideshowPaused);
  const pauseSlideshow = useAppStore((s) => s.pauseSlideshow);
  const reducedMotion = usePrefersReducedMotion();
  const { slideRefs, initialIndex } = useSlideFade(index, reducedMotion);
  // Until the slideshow runs, only the current slide is displayed, so the
  // other slides' (lazy) pictures do not download alongside the first one.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);

  useEffect(() => {
    if (reducedMotion) pauseSlideshow();
  }, [reducedMotion, pauseSlideshow]);

  const advance = useCallback(() => showNext(count), [showNext, count]);
  const {
    rotating: running,
    rotationControl,
    holdHandlers,
  } = useCarouselRotation({
    count,
    paused,
    intervalMs: SLIDE_INTERVAL_MS,
    onAdvance: advance,
    resetKey: index,
  });

  return (
    <section
      className={styles.slideshow}
      aria-roledescription={copy.role}
      aria-label={copy.label}
      {...holdHandlers}
    >
      <SlideshowControls
        slidesId={SLIDES_ID}
        rotationControl={rotationControl}
        count={count}
        index={index}
        paused={paused}
        onTogglePaused={togglePaused}
        onPrevious={() => showPrevious(count)}
        onNext={() => showNext(count)}
        onShow={(i) => showSlide(i, count)}
      />
      <div
        id={SLIDES_ID}
        className={styles.slides}
        aria-live={running ? 'off' : 'polite'}
        data-started={started}
      >
        {slides.map((slide, position) => (
          <HeroSlide
            key={slide.landscape.src}
            ref={(element) => {
              slideRefs.current[position] = element;
            }}
            slide={slide}
            position={position}
            count={count}
            current={position === index}
            initiallyShown={position === initialIndex}
          />
        ))}
      </div>
      <SlideshowProgress index={index} running={running} />
    </section>
  );
}
