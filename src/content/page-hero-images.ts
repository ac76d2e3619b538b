import type { RouteId } from '@/config/paths';
import type { ImageAsset } from '@/content/media';
import { depositBoxRange, photoGrid, storageTypes, unitSizeRange } from '@/content/media-storage';

function gridPicture(index: number): ImageAsset {
  const image = photoGrid[index];
  if (!image) throw new Error(`The photo grid has no picture ${index}`);
  return image;
}

/**
 * The picture beside each inner page's heading: the kind of storage, or the
 * part of the facility, the page is about, from the media set. It reads the
 * pictures' own module rather than the whole manifest, to keep each page's
 * JavaScript small.
 */
export const pageHeroImages = {
  personal: storageTypes.personal,
  business: storageTypes.business,
  container: storageTypes.container,
  safetyDepositBoxes: depositBoxRange,
  /** A corridor of units of several sizes: what the calculator chooses between. */
  calculator: gridPicture(1),
  /** The building that is about to open. */
  register: gridPicture(0),
  about: gridPicture(2),
  /** Units of several sizes side by side at one scale: what the guide helps choose between. */
  sizeGuide: unitSizeRange,
} as const satisfies Partial<Record<RouteId, ImageAsset>>;
