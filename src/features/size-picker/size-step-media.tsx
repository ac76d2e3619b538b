import { useEffect, useRef, useState } from 'react';
import { DotList } from '@/components/dot-list/dot-list';
import { InlineVideo, playVideo } from '@/components/media/inline-video';
import type { VideoAsset } from '@/content/media';
import { sizePickerCopy as copy } from '@/content/size-guide';
import styles from '@/features/size-picker/size-picker.module.css';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

type SizeStepMediaProps = {
  items: readonly VideoAsset[];
  index: number;
  onChoose: (index: number) => void;
};

/**
 * The looping, muted video of the chosen size, with a pause button (it moves
 * for longer than five seconds) and dots when a size has several videos.
 * Visitors who ask for reduced motion see the poster until they press play.
 */
export function SizeStepMedia({ items, index, onChoose }: SizeStepMediaProps) {
  const item = items[index] ?? items[0];
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new video (src) starts playing again.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    setPaused(reducedMotion);
  }, [reducedMotion, item?.src]);

  if (!item) return null;
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) playVideo(element, () => setPaused(true));
    else element.pause();
  };

  return (
    <div className={styles.media}>
      <div className={styles.videoFrame}>
        <InlineVideo
          key={item.src}
          ref={video}
          video={item}
          className={styles.video}
          preload="metadata"
          loop
          autoPlay={!reducedMotion}
          onPlayingChange={(playing) => setPaused(!playing)}
        />
        <button type="button" className={styles.playToggle} onClick={toggle}>
          <span aria-hidden="true" className={paused ? styles.playIcon : styles.pauseIcon} />
          <span className="visually-hidden">{paused ? copy.playVideo : copy.pauseVideo}</span>
        </button>
      </div>
      {items.length > 1 && (
        <DotList
          label={copy.mediaDotsLabel}
          dotLabels={items.map((_, i) => copy.mediaDotLabel(i + 1, items.length))}
          index={index}
          listClassName={styles.mediaDots}
          dotClassName={styles.mediaDot}
          onSelect={onChoose}
        />
      )}
    </div>
  );
}
