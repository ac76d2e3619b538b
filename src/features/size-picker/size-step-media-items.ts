import { media, type VideoAsset } from '@/content/media';
import type { SizeStepSqft } from '@/content/size-steps';

/**
 * The media shown for a size step, in order. Each size has one video today;
 * the picker shows dots to switch between items as soon as a size has more.
 */
export function sizeStepMedia(sqft: SizeStepSqft): readonly VideoAsset[] {
  return [media.sizeSteps[sqft]];
}
