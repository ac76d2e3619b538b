/**
 * The logo and the default share image, kept under their old import path for
 * the header and the page head. They live in the media manifest with every
 * other asset. The spec makes the logo the default share image; social
 * networks do not render SVG, so the share image is the logo laid out on a
 * 1200 × 630 card.
 */
import { media } from './media.ts';

export const logo = media.logo;
export const shareImage = media.shareImage;
