/**
 * Every image and video the site shows, in one place. Pages read from here
 * and never name a media file. The files under public/media are rendered by
 * `npm run media` (scripts/media/) from the drawings kept in the repository;
 * a real photograph can replace any of them as long as its entry here keeps
 * the same width and height. This module is pure TypeScript because the
 * render script imports it too. The pictures of the kinds of storage and of
 * the facility are written in media-storage.ts and gathered here, so a page
 * heading can load those alone.
 */
import { logo, shareImage } from '@/content/brand-assets';
import {
  FOUR_THREE,
  type ImageAsset,
  mediaWidths,
  picture,
  type Size,
} from '@/content/media-picture';
import { depositBoxRange, photoGrid, storageTypes, unitSizeRange } from '@/content/media-storage';
import { type SizeStepSqft, sizeStepSqft } from '@/content/size-step-sqft';
import type { TeamMemberId } from '@/content/team';

export type VideoAsset = {
  kind: 'video';
  src: string;
  type: 'video/mp4';
  width: number;
  height: number;
  poster: ImageAsset;
  /** What the video shows, for aria-label (the videos have no speech or captions). */
  label: string;
  durationSeconds: number;
};

export type MediaAsset = ImageAsset | VideoAsset;

export { type ImageAsset, type ImageSource, mediaWidths } from '@/content/media-picture';

export type HeroSlide = { readonly landscape: ImageAsset; readonly portrait: ImageAsset };

/** Size-picker steps in square feet (spec section 9). */
export { type SizeStepSqft, sizeStepSqft } from '@/content/size-step-sqft';

export type ContainerId = '10ft' | '20ft';
export type DepositBoxId = 'small' | 'medium' | 'large';
export type { StorageTypeId } from '@/content/media-storage';

/** Byte budgets that src/content/media.test.ts enforces (1 KB = 1000 bytes). */
export const mediaBudgets = {
  imageBytes: 100_000,
  /** The portrait rendition of the first hero slide, which a phone fetches first. */
  firstHeroPortraitBytes: 60_000,
  videoBytes: 500_000,
  totalBytes: 8_000_000,
} as const;
function video(
  name: string,
  size: Size,
  durationSeconds: number,
  label: string,
  posterAlt: string,
  /** Poster rendition widths; the largest is the one the video element shows. */
  posterWidths: readonly number[] = [size.width],
): VideoAsset {
  return {
    kind: 'video',
    src: `/media/video/${name}.mp4`,
    type: 'video/mp4',
    width: size.width,
    height: size.height,
    poster: picture(`video/${name}-poster`, size, posterWidths, posterAlt),
    label,
    durationSeconds,
  };
}

const LANDSCAPE: Size = { width: 16, height: 9 };
const PORTRAIT: Size = { width: 3, height: 4 };
const SIXTEEN_TEN: Size = { width: 16, height: 10 };
const SQUARE: Size = { width: 1, height: 1 };
const VIDEO_SIZE: Size = { width: 640, height: 400 };
const TOUR_SIZE: Size = { width: 640, height: 360 };

function heroSlide(name: string, alt: string): HeroSlide {
  return {
    landscape: picture(`hero/${name}-landscape`, LANDSCAPE, mediaWidths.heroLandscape, alt),
    portrait: picture(`hero/${name}-portrait`, PORTRAIT, mediaWidths.heroPortrait, alt),
  };
}

const heroSlides: readonly HeroSlide[] = [
  heroSlide(
    'exterior',
    'Illustration of the new Widnes Self Storage building, blue with an amber stripe, behind a gate with a "Coming soon" banner',
  ),
  heroSlide(
    'corridor',
    'Illustration of a bright indoor corridor lined with blue roller-shutter storage units and a trolley of boxes',
  ),
  heroSlide(
    'loading',
    'Illustration of a van parked at an open drive-up storage unit under a canopy, with boxes being unloaded',
  ),
];

function containerMedia(id: ContainerId, lengthFeet: number): MediaAsset[] {
  const name = `containers/container-${id}`;
  return [
    picture(
      `${name}-closed`,
      SIXTEEN_TEN,
      mediaWidths.container,
      `Illustration of a ${lengthFeet} ft blue storage container, doors closed and locked, on the yard`,
    ),
    picture(
      `${name}-open`,
      SIXTEEN_TEN,
      mediaWidths.container,
      `Illustration of a ${lengthFeet} ft storage container with both doors open and boxes and furniture inside`,
    ),
    video(
      `container-${id}`,
      VIDEO_SIZE,
      8,
      `Animation: the doors of a ${lengthFeet} ft storage container open, boxes and furniture are loaded, and the doors close`,
      `A ${lengthFeet} ft storage container with its doors open`,
    ),
  ];
}

const containers: Record<ContainerId, readonly MediaAsset[]> = {
  '10ft': containerMedia('10ft', 10),
  '20ft': containerMedia('20ft', 20),
};

const safetyDepositBoxes: Record<DepositBoxId, ImageAsset> = {
  small: picture(
    'deposit-boxes/small',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a small safety deposit box, 3 by 5 by 24 inches, open with documents and a watch inside, before a wall of box doors of three sizes with one of its own size open',
  ),
  medium: picture(
    'deposit-boxes/medium',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a medium safety deposit box, 5 by 5 by 24 inches, open with papers and jewellery inside, before a wall of box doors of three sizes with one of its own size open',
  ),
  large: picture(
    'deposit-boxes/large',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a large safety deposit box, 10 by 10 by 24 inches, open with folders and keepsakes inside, before a wall of box doors of three sizes with one of its own size open',
  ),
};

const team: Record<TeamMemberId, ImageAsset> = {
  director: picture(
    'team/director',
    SQUARE,
    mediaWidths.portrait,
    'Illustrated portrait of Sarah Whitfield, smiling, with shoulder-length brown hair and a navy blazer',
  ),
  manager: picture(
    'team/manager',
    SQUARE,
    mediaWidths.portrait,
    'Illustrated portrait of James Okafor, smiling, with short black hair, a beard and a blue staff polo shirt',
  ),
  customer: picture(
    'team/customer',
    SQUARE,
    mediaWidths.portrait,
    'Illustrated portrait of Priya Desai, smiling, with long dark hair and a headset',
  ),
};

const videoTour = video(
  'facility-tour',
  TOUR_SIZE,
  10,
  'Animated tour of the facility: the keypad gate, the loading bay with a van, and a corridor of roller-shutter units',
  'The keypad entrance gate of the storage facility',
  // Shown up to 896 px wide on the home page, so the poster is drawn larger than the video.
  mediaWidths.tourPoster,
);

/** Contents shown in each size-picker video, for its label and poster text. */
const sizeStepContents: Record<SizeStepSqft, string> = {
  15: 'about a dozen boxes and a lamp',
  25: 'a chest of drawers, a chair and boxes',
  35: 'about 35 medium boxes',
  50: 'a sofa, a mattress and boxes: a one-bedroom flat',
  65: 'a wardrobe, a sofa, a mattress and boxes',
  75: 'a wardrobe, a fridge, a washing machine, a sofa, a mattress and boxes',
  100: 'the furniture of a two-bedroom home with boxes',
  125: 'the furniture of a two- to three-bedroom home with boxes',
  150: 'the furniture of a three-bedroom home with boxes',
  200: 'the furniture of a four-bedroom home with boxes',
};

const sizeSteps = Object.fromEntries(
  sizeStepSqft.map((sqft) => [
    sqft,
    video(
      `size-${sqft}`,
      VIDEO_SIZE,
      6,
      `Animation: a ${sqft} sq ft storage unit fills with ${sizeStepContents[sqft]}`,
      `A ${sqft} sq ft storage unit holding ${sizeStepContents[sqft]}`,
    ),
  ]),
) as Record<SizeStepSqft, VideoAsset>;

export const media = {
  logo,
  shareImage,
  heroSlides,
  photoGrid,
  storageTypes,
  containers,
  safetyDepositBoxes,
  depositBoxRange,
  unitSizeRange,
  team,
  videoTour,
  sizeSteps,
} as const;

export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png' | 'svg';

export type Rendition = {
  readonly src: string;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
};

function formatOf(src: string): ImageFormat {
  const ext = src.slice(src.lastIndexOf('.') + 1);
  if (ext === 'avif' || ext === 'webp' || ext === 'jpg' || ext === 'png' || ext === 'svg')
    return ext;
  throw new Error(`Unknown image format: ${src}`);
}

function parseSrcSet(srcSet: string, asset: ImageAsset): Rendition[] {
  return srcSet.split(',').map((entry) => {
    const [src = '', descriptor = ''] = entry.trim().split(/\s+/);
    const width = Number.parseInt(descriptor, 10);
    return {
      src,
      format: formatOf(src),
      width,
      height: Math.round((asset.height * width) / asset.width),
    };
  });
}

/** Every file an image asset refers to, with the size it must have. */
export function imageRenditions(asset: ImageAsset): Rendition[] {
  const all = [
    ...asset.sources.flatMap((s) => parseSrcSet(s.srcSet, asset)),
    ...(asset.srcSet ? parseSrcSet(asset.srcSet, asset) : []),
  ];
  if (!all.some((r) => r.src === asset.src)) {
    all.push({
      src: asset.src,
      format: formatOf(asset.src),
      width: asset.width,
      height: asset.height,
    });
  }
  return all;
}

/** Every asset in the manifest, flattened (videos, not their posters). */
export function allMediaAssets(): MediaAsset[] {
  return [
    media.logo,
    media.shareImage,
    ...media.heroSlides.flatMap((s) => [s.landscape, s.portrait]),
    ...media.photoGrid,
    ...Object.values(media.storageTypes),
    ...Object.values(media.containers).flat(),
    ...Object.values(media.safetyDepositBoxes),
    media.depositBoxRange,
    media.unitSizeRange,
    ...Object.values(media.team),
    media.videoTour,
    ...Object.values(media.sizeSteps),
  ];
}
