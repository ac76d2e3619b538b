import { FIRST_PICTURE_TIMING } from '@/config/element-timing';
import type { HeroSlide } from '@/content/media';
import { MOBILE_BREAKPOINT_PX } from '@/content/ui-constants';

/** Below the breakpoint the portrait crop is used, so a phone never fetches a landscape file. */
export const PORTRAIT_MEDIA = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const SIZES = '100vw';

type HeroPictureProps = {
  slide: HeroSlide;
  /** The first slide is the page's largest image: fetched at once, first. */
  priority: boolean;
  className?: string;
};

/**
 * An art-directed picture: portrait sources behind a media query first (best
 * format first), then the landscape sources and the landscape fallback. The
 * browser picks exactly one file.
 */
export function HeroPicture({ slide, priority, className }: HeroPictureProps) {
  const { portrait, landscape } = slide;
  return (
    <picture>
      {portrait.sources.map((source) => (
        <source
          key={`portrait-${source.type}`}
          media={PORTRAIT_MEDIA}
          type={source.type}
          srcSet={source.srcSet}
          sizes={SIZES}
          width={portrait.width}
          height={portrait.height}
        />
      ))}
      <source
        media={PORTRAIT_MEDIA}
        srcSet={portrait.srcSet ?? portrait.src}
        sizes={SIZES}
        width={portrait.width}
        height={portrait.height}
      />
      {landscape.sources.map((source) => (
        <source
          key={`landscape-${source.type}`}
          type={source.type}
          srcSet={source.srcSet}
          sizes={SIZES}
        />
      ))}
      <img
        src={landscape.src}
        srcSet={landscape.srcSet}
        sizes={SIZES}
        width={landscape.width}
        height={landscape.height}
        alt={landscape.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        elementtiming={priority ? FIRST_PICTURE_TIMING : undefined}
      />
    </picture>
  );
}
