import { useEffect, useRef } from 'react';
import { InlineVideo, playVideo } from '@/components/media/inline-video';
import type { VideoAsset } from '@/content/media';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** How far ahead of the viewport the video starts loading. */
const NEAR_VIEWPORT_MARGIN = '300px 0px';
/**
 * How far ahead the poster is set. A browser fetches a poster as soon as the
 * attribute is there, so the prerendered page has none: a phone's first
 * bytes go to the hero picture, not to a picture far below the fold.
 */
const POSTER_MARGIN = '1200px 0px';

/**
 * A muted, looping video that loads nothing until it comes towards the
 * viewport: first its poster, then, near it, the video, which starts playing
 * unless the visitor prefers reduced motion. Its controls let anyone pause it.
 */
export function TourVideo({ video, className }: { video: VideoAsset; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const posterNear = useNearViewport(ref, POSTER_MARGIN);
  const videoNear = useNearViewport(ref, NEAR_VIEWPORT_MARGIN);

  useEffect(() => {
    const element = ref.current;
    if (!videoNear || !element) return;
    element.muted = true;
    element.preload = 'auto';
    if (reducedMotion) element.load();
    // Autoplay can be refused; the controls remain.
    else playVideo(element);
  }, [videoNear, reducedMotion]);

  return (
    <InlineVideo
      ref={ref}
      video={video}
      className={className}
      showPoster={posterNear}
      preload="none"
      loop
      controls
    />
  );
}
