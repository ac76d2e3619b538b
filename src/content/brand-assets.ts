/**
 * The logo and the default share image. The spec makes the logo the default
 * share image; social networks do not render SVG, so the share image is the
 * logo laid out on a 1200 × 630 card.
 */
export const logo = {
  src: '/media/logo.svg',
  width: 180,
  height: 48,
  alt: 'Widnes Self Storage',
} as const;

export const shareImage = {
  src: '/media/social-share.png',
  width: 1200,
  height: 630,
  alt: 'Widnes Self Storage logo: secure self storage in Widnes, coming soon',
} as const;
