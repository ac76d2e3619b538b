import type { Ref } from 'react';
import { DotList } from '@/components/dot-list/dot-list';
import styles from '@/components/hero-slideshow/hero-slideshow.module.css';
import { SlideshowIcon } from '@/components/hero-slideshow/slideshow-icons';
import { IconButton } from '@/components/icon-button/icon-button';
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
      <IconButton
        ref={rotationControl}
        label={paused ? copy.play : copy.pause}
        className={styles.control}
        onClick={onTogglePaused}
      >
        <SlideshowIcon glyph={paused ? 'play' : 'pause'} />
      </IconButton>
      <IconButton
        label={copy.previous}
        className={styles.control}
        controls={slidesId}
        onClick={onPrevious}
      >
        <SlideshowIcon glyph="previous" />
      </IconButton>
      <DotList
        label={copy.dotsLabel}
        dotLabels={Array.from({ length: count }, (_, i) => copy.showSlide(i + 1, count))}
        index={index}
        controls={slidesId}
        listClassName={styles.dots}
        dotClassName={styles.dot}
        onSelect={onShow}
      />
      <IconButton label={copy.next} className={styles.control} controls={slidesId} onClick={onNext}>
        <SlideshowIcon glyph="next" />
      </IconButton>
    </div>
  );
}
