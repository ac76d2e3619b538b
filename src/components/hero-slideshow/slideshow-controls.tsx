import type { Ref } from 'react';
import { DotList } from '@/components/dot-list/dot-list';
import styles from '@/components/hero-slideshow/hero-slideshow.module.css';
import { SlideshowIcon } from '@/components/hero-slideshow/slideshow-icons';
import { heroSlideshowCopy as copy } from '@/content/home';

type SlideshowControlsProps = {
  slidesId: string;
  /** The pause/play button, which the rotation rule must recognise. */
  rotationControl: Ref<HTMLButtonElement>;
  count: number;
  index: number;
  paused: boolean;
  onTogglePaused: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onShow: (index: number) => void;
};

/**
 * The rotation control comes first in the tab order (WAI-ARIA carousel
 * pattern), then previous, the dots and next.
 */
export function SlideshowControls({
  slidesId,
  rotationControl,
  count,
  index,
  paused,
  onTogglePaused,
  onPrevious,
  onNext,
  onShow,
}: SlideshowControlsProps) {
  return (
    <div className={styles.controls}>
      <button
        ref={rotationControl}
        type="button"
        className={styles.control}
        aria-label={paused ? copy.play : copy.pause}
        onClick={onTogglePaused}
      >
        <SlideshowIcon glyph={paused ? 'play' : 'pause'} />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={copy.previous}
        aria-controls={slidesId}
        onClick={onPrevious}
      >
        <SlideshowIcon glyph="previous" />
      </button>
      <DotList
        label={copy.dotsLabel}
        dotLabels={Array.from({ length: count }, (_, i) => copy.showSlide(i + 1, count))}
        index={index}
        controls={slidesId}
        listClassName={styles.dots}
        dotClassName={styles.dot}
        onSelect={onShow}
      />
      <button
        type="button"
        className={styles.control}
        aria-label={copy.next}
        aria-controls={slidesId}
        onClick={onNext}
      >
        <SlideshowIcon glyph="next" />
      </button>
    </div>
  );
}
