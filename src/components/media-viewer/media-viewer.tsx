import { type FocusEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { MediaNav } from '@/components/media-viewer/media-nav';
import { MediaStage } from '@/components/media-viewer/media-stage';
import styles from '@/components/media-viewer/media-viewer.module.css';
import type { MediaViewerCopy } from '@/components/media-viewer/media-viewer-copy';
import type { MediaAsset } from '@/content/media';
import { useAutoAdvance } from '@/hooks/use-auto-advance';
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
 * caller keeps the index (in the store). It advances every intervalMs and
 * holds still while the pointer is over it, while focus is inside it (so
 * nothing moves under a keyboard or screen reader user) and while a video
 * plays. With reduced motion it starts paused and swaps items without fading;
 * the pause button lets anyone stop or start it.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { label, items, index, listKey, intervalMs, copy, userPaused } = props;
  const stageId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoPlaying, setVideoPlaying] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused && !videoPlaying && items.length > 1;

  // A video that was playing is gone once another item shows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the item changes.
  useEffect(() => setVideoPlaying(false), [index, listKey]);

  useAutoAdvance({
    intervalMs,
    paused: !rotating,
    onAdvance: props.onNext,
    resetKey: `${listKey}-${index}`,
  });

  // Touch and pen also fire pointer events; only a hovering mouse pauses.
  const onPointer = (hover: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(hover);
  };
  // Focus on the pause/play button itself does not pause: pressing Play must start the rotation.
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocused(event.target !== rotationButton.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={styles.viewer}
      aria-roledescription={copy.roleDescription}
      aria-label={label}
      data-rotating={rotating}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={onFocus}
      onBlur={onBlur}
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
          ref={rotationButton}
          type="button"
          className={styles.pause}
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
