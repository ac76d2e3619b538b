/**
 * The home-page tour: a slow fly-along over a diorama strip of the facility
 * (gate and keypad, the loading bay, a cutaway corridor of units). The strip
 * repeats every PERIOD feet and the camera travels exactly one period per
 * loop, so the last frame leads seamlessly into the first.
 */
import { cuboid, drawItems, type FaceDecor, type Item, type View } from '../iso.ts';
import {
  banner,
  building,
  cctvPole,
  fence,
  gate,
  keypadPost,
  person,
  staffLook,
  tree,
  trolley,
  unitRowAlongX,
  van,
  visitorLook,
} from '../models/facility.ts';
import { box } from '../models/furniture.ts';
import { palette, shade } from '../palette.ts';
import { svgDocument } from '../render-svg.ts';
import { rect } from './common.ts';

export const TOUR_VIDEO = {
  width: 640,
  height: 360,
  fps: 24,
  seconds: 10,
  posterSecond: 0,
} as const;

const PERIOD = 100;
const STRIP_DEPTH = 44;
const COS30 = Math.cos(Math.PI / 6);

/** One period of the strip, from x = 0 to PERIOD. */
function tile(): Item[] {
  return [
    // The gate with its keypad and camera.
    fence([0, 6, 0], 'x', 8),
    gate([9, 6, 0], 14, 6.5, 'x'),
    banner([1, 6.1, 1], 7, 3, 'OPEN SOON'),
    keypadPost([25, 10, 0]),
    cctvPole([27, 2, 0], 13),
    tree([4, 30, 0], 0.9),
    // The building with a covered loading bay and a van.
    building({ at: [32, 0, 0], length: 34, depth: 14, height: 15, doors: 1, withSign: true }),
    roofCanopy(),
    van([40, 22, 0]),
    person([56, 20, 0], visitorLook, true),
    ...trolley([59, 17, 0]),
    // The cutaway corridor: units along the back, a low cut wall at the front.
    unitRowAlongX([70, 6, 0], 3, 6, 10, 1, 'C'),
    ...trolley([76, 14, 0]),
    person([84, 16, 0], staffLook),
    box([89, 10, 0], 'medium'),
    box([89, 10, 1.5], 'small'),
    tree([95, 36, 0], 1),
  ];
}

/** A canopy along the building's y face, over the loading bay. */
function roofCanopy(): Item {
  return {
    key: 'canopy',
    solids: [
      cuboid({
        at: [34, 14, 11],
        size: [30, 6, 0.7],
        color: palette.accent,
        topColor: shade(palette.concrete, 0.2),
      }),
      cuboid({ at: [34.3, 19.3, 0], size: [0.4, 0.4, 11], color: palette.steel }),
      cuboid({ at: [63.3, 19.3, 0], size: [0.4, 0.4, 11], color: palette.steel }),
    ],
  };
}

const stripTop: FaceDecor = (w, h) =>
  `<rect x="0" y="0" width="${w}" height="${h}" fill="${palette.grass}"/>` +
  `<rect x="0" y="8" width="${w}" height="24" fill="${palette.tarmac}"/>` +
  `<rect x="70" y="6" width="28" height="16" fill="${palette.concreteLight}"/>` +
  `<rect x="0" y="31.4" width="${w}" height="0.6" fill="${palette.accent}"/>`;

function drawTile(view: View, offset: number): string {
  const v: View = {
    scale: view.scale,
    ox: view.ox + offset * COS30 * view.scale,
    oy: view.oy + (offset / 2) * view.scale,
  };
  const slab = cuboid({
    at: [0, 0, -2],
    size: [PERIOD, STRIP_DEPTH, 2],
    color: shade(palette.grass, -0.1),
    top: stripTop,
  });
  const cutWall = cuboid({ at: [70, 21.5, 0], size: [28, 0.5, 1.2], color: palette.brandTint });
  return slab.svg(v) + drawItems(v, [...tile(), { key: 'cut-wall', solids: [cutWall] }]);
}

export function tourFrame(seconds: number): string {
  const { width: w, height: h } = TOUR_VIDEO;
  const scale = 6.8;
  const travel = (PERIOD * seconds) / TOUR_VIDEO.seconds;
  // The strip runs along x, towards the lower right; the camera follows it upwards.
  const view: View = {
    scale,
    ox: 110 - travel * COS30 * scale,
    oy: -70 - (travel / 2) * scale,
  };
  let tiles = '';
  for (let k = -1; k <= 2; k++) tiles += drawTile(view, k * PERIOD);
  return svgDocument(
    w,
    h,
    rect(w, h, palette.surface) +
      `<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.5}" fill="${palette.brandTint}"/>` +
      tiles,
  );
}
