/**
 * How a picture in the media manifest names its files: a small module of its
 * own so that a page needing one or two pictures does not load the whole
 * manifest (src/content/media.ts, which re-exports what others use).
 */

export type ImageSource = { type: 'image/avif' | 'image/webp'; srcSet: string };

export type ImageAsset = {
  kind: 'image';
  /** Fallback file (JPEG, PNG or SVG), path from the site root. */
  src: string;
  /** The fallback format's widths. */
  srcSet?: string;
  /** Modern formats, best first. */
  sources: readonly ImageSource[];
  /** Intrinsic size of the largest rendition (the aspect ratio for layout). */
  width: number;
  height: number;
  /** What the picture shows; '' only when decorative. */
  alt: string;
  decorative?: boolean;
};

export type Size = { readonly width: number; readonly height: number };
type FallbackFormat = 'jpg' | 'png';

export const FOUR_THREE: Size = { width: 4, height: 3 };

/** Rendition widths each layout slot uses (CSS width × 1 and × 2). */
export const mediaWidths = {
  heroLandscape: [768, 1280, 1920, 2560],
  heroPortrait: [390, 780],
  photoGrid: [480, 960],
  card: [400, 800],
  container: [640, 1280],
  portrait: [320, 640],
  tourPoster: [1280],
} as const;

const heightAt = (size: Size, width: number) => Math.round((size.height * width) / size.width);

/** Files are named `/media/{name}-{width}.{ext}`; the largest width is the intrinsic size. */
export function picture(
  name: string,
  aspect: Size,
  widths: readonly number[],
  alt: string,
  fallback: FallbackFormat = 'jpg',
): ImageAsset {
  const largest = Math.max(...widths);
  const set = (ext: string) => widths.map((w) => `/media/${name}-${w}.${ext} ${w}w`).join(', ');
  return {
    kind: 'image',
    src: `/media/${name}-${largest}.${fallback}`,
    srcSet: set(fallback),
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
    width: largest,
    height: heightAt(aspect, largest),
    alt,
  };
}
