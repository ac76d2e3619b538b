/**
 * Which drawing makes which manifest entry. The manifest (src/content/media.ts)
 * owns file names, sizes and alt text; this file owns how each is drawn and
 * composed (landscape and portrait crops are separate compositions, not crops
 * of one picture).
 */
import {
  type ContainerId,
  type DepositBoxId,
  type ImageAsset,
  media,
  type SizeStepSqft,
  type StorageTypeId,
  sizeStepSqft,
  type VideoAsset,
} from '../../src/content/media.ts';
import type { TeamMemberId } from '../../src/content/team.ts';
import { svgDocument } from './render-svg.ts';
import {
  CONTAINER_VIDEO,
  containerFrame,
  containerImage,
  depositBoxesScene,
  depositBoxScene,
  storageCard,
} from './scenes/cards.ts';
import {
  type Composition,
  corridorScene,
  exteriorScene,
  loadingScene,
  securityScene,
} from './scenes/facility.ts';
import { portraitScene } from './scenes/portraits.ts';
import { SIZE_VIDEO, sizeStepFrame } from './scenes/size-step.ts';
import { TOUR_VIDEO, tourFrame } from './scenes/tour.ts';
import { unitSizesScene } from './scenes/unit-sizes.ts';

export type ImageJob = { readonly asset: ImageAsset; readonly svg: () => string };
export type VideoSpec = {
  readonly asset: VideoAsset;
  readonly fps: number;
  readonly posterSecond: number;
  readonly frame: (seconds: number) => string;
};

type Scene = (width: number, height: number, c: Composition) => string;

/** Design sizes: 16:9 landscape, 3:4 portrait, 4:3 grid tiles (any size with the right aspect works). */
const LANDSCAPE = { width: 1600, height: 900 };
const PORTRAIT = { width: 900, height: 1200 };
const GRID = { width: 960, height: 720 };

function composed(scene: Scene, size: { width: number; height: number }, c: Composition) {
  return () => svgDocument(size.width, size.height, scene(size.width, size.height, c));
}

/**
 * Hero compositions keep the subject to the right (landscape) or in the
 * upper half (portrait): pages lay their heading over the left and bottom.
 */
const heroCompositions: readonly [Scene, Composition, Composition][] = [
  [
    exteriorScene,
    { view: { scale: 11, ox: 1070, oy: 370 }, horizon: 430, bridgeX: 110 },
    { view: { scale: 8.5, ox: 377, oy: 470 }, horizon: 480, bridgeX: 30 },
  ],
  [
    corridorScene,
    { view: { scale: 20, ox: 1120, oy: 330 }, horizon: 0 },
    { view: { scale: 21, ox: 560, oy: 380 }, horizon: 0 },
  ],
  [
    loadingScene,
    { view: { scale: 15, ox: 747, oy: 103 }, horizon: 300, bridgeX: 80 },
    { view: { scale: 13, ox: 151, oy: 213 }, horizon: 330 },
  ],
];

const gridCompositions: readonly [Scene, Composition][] = [
  [exteriorScene, { view: { scale: 7.5, ox: 415, oy: 320 }, horizon: 330 }],
  [corridorScene, { view: { scale: 15, ox: 600, oy: 260 }, horizon: 0 }],
  [loadingScene, { view: { scale: 11, ox: 305, oy: 95 }, horizon: 260 }],
  [securityScene, { view: { scale: 28, ox: 224, oy: -60 }, horizon: 200 }],
];

export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  media.heroSlides.forEach((slide, i) => {
    const [scene, landscape, portrait] = heroCompositions[i] ?? [];
    if (!scene || !landscape || !portrait) throw new Error(`No composition for hero slide ${i}`);
    jobs.push({ asset: slide.landscape, svg: composed(scene, LANDSCAPE, landscape) });
    jobs.push({ asset: slide.portrait, svg: composed(scene, PORTRAIT, portrait) });
  });
  media.photoGrid.forEach((asset, i) => {
    const [scene, c] = gridCompositions[i] ?? [];
    if (!scene || !c) throw new Error(`No composition for photo grid ${i}`);
    jobs.push({ asset, svg: composed(scene, GRID, c) });
  });
  for (const [id, asset] of Object.entries(media.storageTypes)) {
    jobs.push({ asset, svg: () => storageCard(id as StorageTypeId) });
  }
  for (const [id, items] of Object.entries(media.containers)) {
    const [closed, open] = items;
    if (closed?.kind === 'image')
      jobs.push({ asset: closed, svg: () => containerImage(id as ContainerId, false) });
    if (open?.kind === 'image')
      jobs.push({ asset: open, svg: () => containerImage(id as ContainerId, true) });
  }
  for (const [id, asset] of Object.entries(media.safetyDepositBoxes)) {
    jobs.push({ asset, svg: () => depositBoxScene(id as DepositBoxId) });
  }
  jobs.push({ asset: media.depositBoxRange, svg: depositBoxesScene });
  jobs.push({ asset: media.unitSizeRange, svg: unitSizesScene });
  for (const [id, asset] of Object.entries(media.team)) {
    jobs.push({ asset, svg: () => portraitScene(id as TeamMemberId) });
  }
  return jobs;
}

export function videoSpecs(): VideoSpec[] {
  const specs: VideoSpec[] = [
    {
      asset: media.videoTour,
      fps: TOUR_VIDEO.fps,
      posterSecond: TOUR_VIDEO.posterSecond,
      frame: tourFrame,
    },
  ];
  for (const [id, items] of Object.entries(media.containers)) {
    const clip = items.find((m) => m.kind === 'video');
    if (clip?.kind !== 'video') continue;
    specs.push({
      asset: clip,
      fps: CONTAINER_VIDEO.fps,
      posterSecond: CONTAINER_VIDEO.posterSecond,
      frame: (s) => containerFrame(id as ContainerId, s),
    });
  }
  for (const sqft of sizeStepSqft) {
    specs.push({
      asset: media.sizeSteps[sqft as SizeStepSqft],
      fps: SIZE_VIDEO.fps,
      posterSecond: SIZE_VIDEO.posterSecond,
      frame: (s) => sizeStepFrame(sqft, s),
    });
  }
  return specs;
}
