/**
 * The pictures of the kinds of storage and of the facility, part of the media
 * manifest (src/content/media.ts). Kept apart so the inner pages' headings
 * can show one without loading the whole manifest.
 */
import { FOUR_THREE, type ImageAsset, mediaWidths, picture } from '@/content/media-picture';

export type StorageTypeId = 'personal' | 'business' | 'container';

export const photoGrid: readonly ImageAsset[] = [
  picture(
    'grid/exterior',
    FOUR_THREE,
    mediaWidths.photoGrid,
    'Illustration of the storage building from the car park, with its sign and a row of drive-up doors',
  ),
  picture(
    'grid/corridor',
    FOUR_THREE,
    mediaWidths.photoGrid,
    'Illustration of an indoor corridor of numbered roller-shutter units',
  ),
  picture(
    'grid/loading-bay',
    FOUR_THREE,
    mediaWidths.photoGrid,
    'Illustration of the covered loading bay with a van and a trolley of boxes',
  ),
  picture(
    'grid/security',
    FOUR_THREE,
    mediaWidths.photoGrid,
    'Illustration of the keypad entry post at the gate and a CCTV camera on the wall',
  ),
];

export const storageTypes: Record<StorageTypeId, ImageAsset> = {
  personal: picture(
    'storage/personal',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a personal storage unit holding a sofa, a bookcase and moving boxes',
  ),
  business: picture(
    'storage/business',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a business storage unit with shelving of archive boxes and a pallet of stock',
  ),
  container: picture(
    'storage/container',
    FOUR_THREE,
    mediaWidths.card,
    'Illustration of a blue portable storage container with its doors open',
  ),
};

/** The three boxes side by side at one scale, for the page's heading. */
export const depositBoxRange = picture(
  'deposit-boxes/all-sizes',
  FOUR_THREE,
  mediaWidths.card,
  'Illustration of the large, medium and small safety deposit boxes side by side, open, before a wall of box doors',
);

/**
 * The home page's four unit sizes side by side at one scale, each floor drawn
 * from its step's dimensions, for the size guide's heading. A drawing of
 * lines and labels, so an SVG: sharp at any width and a few kilobytes.
 */
export const unitSizeRange: ImageAsset = {
  kind: 'image',
  src: '/media/size-guide/unit-sizes.svg',
  sources: [],
  width: 880,
  height: 660,
  alt: 'Drawing of four storage units side by side at one scale, from the smallest to the largest, each floor marked in square feet with its size and length and width, and a person for scale',
};
