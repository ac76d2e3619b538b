import type { ImageAsset } from '@/content/media';

type ResponsiveImageProps = {
  readonly image: ImageAsset;
  /** The CSS width the image takes at each breakpoint, e.g. '(min-width: 768px) 50vw, 100vw'. */
  readonly sizes?: string;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly className?: string;
  /**
   * A media query where the image is hidden by CSS: there the first source
   * swaps in an empty inline GIF, so no file is fetched at all.
   */
  readonly notFetchedWhen?: string;
};

/** A 1×1 transparent GIF: what a screen matching `notFetchedWhen` "loads" instead. */
const EMPTY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An ImageAsset as <picture>: modern formats first, the JPEG or PNG fallback
 * last, with its intrinsic width and height so the page does not shift.
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  loading = 'lazy',
  fetchPriority,
  className,
  notFetchedWhen,
}: ResponsiveImageProps) {
  return (
    <picture>
      {notFetchedWhen && <source media={notFetchedWhen} srcSet={EMPTY_GIF} />}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.decorative ? '' : image.alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
