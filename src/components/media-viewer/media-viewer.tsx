import { useEffect, useId, useState } from 'react';
import { MediaNav } from '@/components/media-viewer/media-nav';
import { MediaStage } from '@/components/media-viewer/media-stage';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';
import { useCarouselRotation } from '@/hooks/use-carousel-rotation';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

type MediaViewerProps = {
  label: string;
  items: readonly MediaAsset[];
  index: number;
  listKey: string;
  intervalMs: number;
  copy: MediaViewerCopy;
  /** The visitor's pause/play choice, or null before they make one. */
  userPaused: boolean | null;
  onUserPausedChange: (paused: boolean) => void;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * A rotating viewer of images and videos (WAI-ARIA carousel pattern). The
 * caller keeps the index (in the store). It rotates by the site's one
 * rotation rule (hooks/use-carousel-rotation.ts) and also holds still while a
 * video plays. With reduced motion it starts paused and swaps items without
 * fading; the pause button lets anyone stop or start it.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { label, items, index, listKey, intervalMs, copy, userPaused } = props;
  const stageId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [videoPlaying, setVideoPlaying] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const { rotating, rotationControl, holdHandlers } = useCarouselRotation({
    count: items.length,
    paused,
    busy: videoPlaying,
    intervalMs,
    onAdvance: props.onNext,
    resetKey: `${listKey}-${index}`,
  });

  // A video that was playing is gone once another item shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the item changes.
  useEffect(() => setVideoPlaying(false), [index, listKey]);

  return (
    <section
      className={styles.viewer}
      aria-roledescription={copy.roleDescription}
      aria-label={label}
      data-rotating={rotating}
      {...holdHandlers}
    >
      <MediaStage
        id={stageId}
        items={items}
        index={index}
        listKey={listKey}
        copy={copy}
        rotating={rotating}
        instant={reducedMotion}
        onPlayingChange={setVideoPlaying}
      />
      <div className={styles.controls}>
        <button
          ref={rotationControl}
          type="button"
          className={`${styles.arrow} ${styles.pause}`}
          aria-controls={stageId}
          onClick={() => props.onUserPausedChange(!paused)}
        >
          <span className={paused ? styles.playIcon : styles.pauseIcon} aria-hidden="true" />
          {paused ? copy.play : copy.pause}
        </button>
        <MediaNav
          stageId={stageId}
          items={items}
          index={index}
          copy={copy}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          onSelect={props.onSelect}
        />
      </div>
    </section>
  );
}
