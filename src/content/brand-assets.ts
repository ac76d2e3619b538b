/**
 * The logo and the default share image. They sit apart from the rest of the
 * media manifest (which includes them) because the header shows the logo on
 * every page: importing the whole manifest there would put it in every
 * visitor's first download. The spec makes the logo the default share image;
 * social networks do not render SVG, so the share image is the logo laid out
 * on a 1200 × 630 card.
 */
import type { ImageAsset } from '@/content/media-picture';

export const logo: ImageAsset = {
  kind: 'image',
  src: '/media/logo.svg',
  sources: [],
  width: 180,
  height: 48,
  alt: 'Widnes Self Storage',
};

export const shareImage: ImageAsset = {
  kind: 'image',
  src: '/media/social-share.png',
  sources: [],
  width: 1200,
  height: 630,
  alt: 'Widnes Self Storage logo: secure self storage in Widnes, coming soon',
};
