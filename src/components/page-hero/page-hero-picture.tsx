import type { ImageAsset } from '@/content/media';

/**
 * The page hero shows its picture from this width up (page-hero.module.css
 * uses the same figure). Below it the text takes the whole band.
 */
export const PAGE_HERO_PICTURE_MIN_PX = 960;
const NARROW = `(max-width: ${PAGE_HERO_PICTURE_MIN_PX - 0.02}px)`;
/** A 1×1 transparent GIF: what a narrow screen "loads" instead of the picture. */
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The picture's CSS width beside the text (page-hero.module.css). */
const SIZES = '440px';

type PageHeroPictureProps = { image: ImageAsset; className?: string };

/**
 * The hero's picture, fetched at once because it is the largest thing in the
 * first screen on a wide screen. On a narrow screen, where it is hidden, the
 * first source swaps in an empty inline GIF so no file is fetched at all.
 */
export function PageHeroPicture({ image, className }: PageHeroPictureProps) {
  return (
    <picture>
      <source media={NARROW} srcSet={EMPTY_GIF} />
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SIZES} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? SIZES : undefined}
        width={image.width}
        height={image.height}
        alt={image.decorative ? '' : image.alt}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
