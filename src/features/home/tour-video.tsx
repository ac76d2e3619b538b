import { useEffect, useRef } from 'react';
import type { VideoAsset } from '@/content/media';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';

/** How far ahead of the viewport the video starts loading. */
const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * A muted, looping video that loads nothing but its poster until it comes
 * near the viewport; then it loads and, unless the visitor prefers reduced
 * motion, starts playing. Its controls let anyone pause it.
 */
export function TourVideo({ video, className }: { video: VideoAsset; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

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
      poster={video.poster.src}
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
