import { ResponsiveImage } from '@/components/media/responsive-image';
import type { ImageAsset } from '@/content/media';

/**
 * The page hero shows its picture from this width up (page-hero.module.css
 * uses the same figure). Below it the text takes the whole band.
 */
export const PAGE_HERO_PICTURE_MIN_PX = 960;
const NARROW = `(max-width: ${PAGE_HERO_PICTURE_MIN_PX - 0.02}px)`;
/** The picture's CSS width beside the text (page-hero.module.css). */
const SIZES = '440px';

type PageHeroPictureProps = { image: ImageAsset; className?: string };

/**
 * The hero's picture, fetched at once because it is the largest thing in the
 * first screen on a wide screen. On a narrow screen, where it is hidden, no
 * file is fetched at all.
 */
export function PageHeroPicture({ image, className }: PageHeroPictureProps) {
  return (
    <ResponsiveImage
      image={image}
      sizes={SIZES}
      loading="eager"
      fetchPriority="high"
      notFetchedWhen={NARROW}
      className={className}
    />
  );
}
