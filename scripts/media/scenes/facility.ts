/**
 * The facility scenes used by the hero slides, the photo grid and the tour:
 * the building from the car park, an indoor corridor, the loading bay and the
 * gate security. Each takes the picture size and a View that places the
 * world in it, so landscape and portrait crops are composed separately.
 */
import { drawItems, type FaceDecor, type Item, type View } from '../iso.ts';
import {
  building,
  canopy,
  cctvPole,
  fence,
  floor,
  gate,
  keypadPost,
  person,
  staffLook,
  tree,
  trolley,
  unitRowAlongX,
  unitRowAlongY,
  van,
  visitorLook,
  wallCamera,
} from '../models/facility.ts';
import { box } from '../models/furniture.ts';
import { palette, shade } from '../palette.ts';
import { landscape } from './backdrop.ts';

export type Composition = {
  readonly view: View;
  readonly horizon: number;
  readonly bridgeX?: number;
};

const parkingLines: FaceDecor = (w, h) => {
  let out = '';
  for (let u = 4; u < w - 4; u += 9)
    out += `<rect x="${u}" y="${h - 16}" width="0.4" height="12" fill="${palette.white}" fill-opacity="0.8"/>`;
  return `${out}<rect x="0" y="${h - 2.5}" width="${w}" height="0.5" fill="${palette.accent}"/>`;
};

export function exteriorScene(width: number, height: number, c: Composition): string {
  const v = c.view;
  const items: Item[] = [
    building({ at: [0, 0, 0], length: 50, depth: 30, height: 20, doors: 2, comingSoon: true }),
    fence([-8, 62, 0], 'x', 44),
    gate([37, 62, 0], 16, 6.5, 'x'),
    fence([54, 62, 0], 'x', 26),
    keypadPost([58, 64.5, 0]),
    cctvPole([60, 38, 0], 14),
    tree([-14, 12, 0], 1.1),
    tree([-10, -6, 0], 0.9),
    tree([68, -6, 0], 1),
    tree([84, 22, 0], 1.2),
    person([40, 35, 0], staffLook),
  ];
  return (
    landscape(width, height, c.horizon, c.bridgeX === undefined ? {} : { bridgeX: c.bridgeX }) +
    floor(v, [-8, -8, 0], 88, 70, palette.tarmac, parkingLines) +
    floor(v, [37, 62, 0], 16, 12, palette.tarmac) +
    drawItems(v, items)
  );
}

const corridorFloor: FaceDecor = (w, h) =>
  `<rect x="0" y="0" width="${w}" height="${h}" fill="${shade(palette.concreteLight, -0.04)}"/>` +
  `<rect x="9" y="9" width="${w - 9}" height="0.35" fill="${palette.accent}"/>` +
  `<rect x="9" y="9" width="0.35" height="${h - 9}" fill="${palette.accent}"/>`;

export function corridorScene(width: number, height: number, c: Composition): string {
  const v = c.view;
  const items: Item[] = [
    unitRowAlongX([0, 0, 0], 7, 6, 14, 1, 'A'),
    unitRowAlongY([0, 0, 0], 7, 6, 14, 1, 'B'),
    ...trolley([14, 5, 0]),
    person([20, 7.5, 0], visitorLook),
    box([4, 3, 0], 'large'),
    box([4.2, 3.2, 1.75], 'medium', 0.05),
    person([5, 14, 0], staffLook, true),
  ];
  const backWall = `<rect x="0" y="0" width="${width}" height="${height}" fill="${shade(palette.brandTint, 0.2)}"/>`;
  const ceilingLights = [0.2, 0.45, 0.7]
    .map(
      (t) =>
        `<rect x="${width * t}" y="${height * 0.04}" width="${width * 0.12}" height="${height * 0.012}" rx="3" fill="${palette.white}"/>`,
    )
    .join('');
  return (
    backWall +
    ceilingLights +
    floor(v, [0, 0, 0], 120, 120, palette.concreteLight, corridorFloor) +
    drawItems(v, items)
  );
}

export function loadingScene(width: number, height: number, c: Composition): string {
  const v = c.view;
  const items: Item[] = [
    building({
      at: [0, 0, 0],
      length: 34,
      depth: 44,
      height: 16,
      doors: 3,
      openDoors: [1],
      withSign: false,
    }),
    canopy([34, 2, 12], 8, 40),
    van([44, 16, 0]),
    ...trolley([36, 10, 0]),
    person([38, 22, 0], visitorLook, true),
    person([36.5, 6.2, 0], staffLook),
    box([35, 14, 0], 'large'),
    tree([-8, 40, 0], 1),
    tree([20, 56, 0], 0.9),
  ];
  const bay: FaceDecor = (_w, h) =>
    `<rect x="0" y="0" width="12" height="${h}" fill="${shade(palette.concrete, -0.05)}"/>` +
    `<rect x="12" y="0" width="0.5" height="${h}" fill="${palette.accent}"/>`;
  return (
    landscape(width, height, c.horizon, c.bridgeX === undefined ? {} : { bridgeX: c.bridgeX }) +
    floor(v, [34, -20, 0], 50, 90, palette.tarmac, bay) +
    drawItems(v, items)
  );
}

export function securityScene(width: number, height: number, c: Composition): string {
  const v = c.view;
  const items: Item[] = [
    building({ at: [0, 0, 0], length: 20, depth: 14, height: 16, doors: 1, withSign: false }),
    wallCamera([14, 14, 9]),
    gate([30, 6, 0], 14),
    keypadPost([25, 22, 0]),
    cctvPole([34, 26, 0], 13),
    fence([30, -12, 0], 'y', 18),
    tree([44, 0, 0], 0.9),
  ];
  return (
    landscape(width, height, c.horizon) +
    floor(v, [-10, -20, 0], 70, 70, palette.tarmac) +
    floor(v, [29.4, 6, 0], 0.6, 14, palette.accent) +
    drawItems(v, items)
  );
}
