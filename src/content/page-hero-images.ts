import type { RouteId } from '@/config/paths';
import { type ImageAsset, media } from '@/content/media';

function gridPicture(index: number): ImageAsset {
  const image = media.photoGrid[index];
  if (!image) throw new Error(`The photo grid has no picture ${index}`);
  return image;
}

/**
 * The picture beside each inner page's heading: the kind of storage, or the
 * part of the facility, the page is about, from the media set.
 */
export const pageHeroImages = {
  personal: media.storageTypes.personal,
  business: media.storageTypes.business,
  container: media.storageTypes.container,
  safetyDepositBoxes: media.depositBoxRange,
  /** A corridor of units of several sizes: what the calculator chooses between. */
  calculator: gridPicture(1),
  /** The building that is about to open. */
  register: gridPicture(0),
  about: gridPicture(2),
} as const satisfies Partial<Record<RouteId, ImageAsset>>;
