import type { Ref } from 'react';
import type { VideoAsset } from '@/content/media';

type InlineVideoProps = {
  video: VideoAsset;
  ref?: Ref<HTMLVideoElement>;
  className?: string;
  /** False until the poster may be fetched (a browser fetches it as soon as the attribute is there). */
  showPoster?: boolean;
  preload: 'none' | 'metadata' | 'auto';
  loop?: boolean;
  controls?: boolean;
  autoPlay?: boolean;
  /** Told true when the video starts playing, false when it pauses or ends. */
  onPlayingChange?: (playing: boolean) => void;
};

/**
 * The site's one video element. Every video here is an animation with no
 * sound track, so it is muted, plays inline on phones, has no captions track
 * and is named by its label; it takes its size and poster from the media
 * manifest so the page does not move as it loads.
 */
export function InlineVideo({
  video,
  ref,
  className,
  showPoster = true,
  preload,
  loop,
  controls,
  autoPlay,
  onPlayingChange,
}: InlineVideoProps) {
  return (
    <video
      ref={ref}
      className={className}
      width={video.width}
      height={video.height}
      poster={showPoster ? video.poster.src : undefined}
      aria-label={video.label}
      preload={preload}
      muted
      loop={loop}
      playsInline
      controls={controls}
      autoPlay={autoPlay}
      onPlay={onPlayingChange && (() => onPlayingChange(true))}
      onPause={onPlayingChange && (() => onPlayingChange(false))}
      onEnded={onPlayingChange && (() => onPlayingChange(false))}
    >
      <source src={video.src} type={video.type} />
    </video>
  );
}

/**
 * Starts a video. A browser may refuse (data saver, autoplay policy): then
 * `onRefused` runs and the video stays paused with its controls, never an
 * unhandled error.
 */
export function playVideo(element: HTMLVideoElement, onRefused: () => void = () => undefined) {
  element.play().catch(onRefused);
}
