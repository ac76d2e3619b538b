import { useEffect, useRef, useState } from 'react';
import type { VideoAsset } from '@/content/media';
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
  const [poster, setPoster] = useState<string | undefined>(undefined);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setPoster(video.poster.src);
      },
      { rootMargin: POSTER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [video.poster.src]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        element.muted = true;
        element.preload = 'auto';
        if (reducedMotion) element.load();
        // Autoplay can be refused (data saver, browser policy); the controls remain.
        else element.play().catch(() => undefined);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className={className}
      width={video.width}
      height={video.height}
      poster={poster}
      aria-label={video.label}
      preload="none"
      muted
      loop
      playsInline
      controls
    >
      <source src={video.src} type={video.type} />
    </video>
  );
}
