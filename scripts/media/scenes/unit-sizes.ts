/**
 * The size guide's heading picture: the home page's four unit sizes side by
 * side at one scale, each floor drawn from its step's dimensions in
 * src/content/size-steps.ts (a 1 ft grid on every floor), under its own
 * stretch of back wall with its size on a sign, and a person for scale.
 */
import { unitSizeRange } from '../../../src/content/media-storage.ts';
import {
  homeSizeCardSqft,
  type SizeStepSqft,
  sizeStepBySqft,
} from '../../../src/content/size-steps.ts';
import { cuboid, project, quad, type View } from '../iso.ts';
import { floorGrid, ROOM_HEIGHT, scalePerson, wallPanels } from '../models/unit-room.ts';
import { palette } from '../palette.ts';
import { svgDocument } from '../render-svg.ts';
import { pill, rect } from './common.ts';

/** Feet between one unit and the next. */
const GAP_FT = 2;
const WALL_FT = 0.35;
const COS30 = Math.cos(Math.PI / 6);

type Bay = {
  readonly sqft: SizeStepSqft;
  readonly x: number;
  readonly width: number;
  readonly depth: number;
};

/** "10x7.5" (width x depth in feet, as size-steps.ts writes them) as numbers. */
export function footprint(dimensions: string): { width: number; depth: number } {
  const [width, depth] = dimensions.split('x').map(Number);
  if (!width || !depth) throw new Error(`Cannot read the dimensions "${dimensions}"`);
  return { width, depth };
}

/** The bays in a row along x, backs in line at y = 0. */
export function unitSizeBays(): Bay[] {
  let x = 0;
  return homeSizeCardSqft.map((sqft) => {
    const { width, depth } = footprint(sizeStepBySqft(sqft).dimensions);
    const bay = { sqft, x, width, depth };
    x += width + GAP_FT;
    return bay;
  });
}

/** One scale for the whole row, fitted to the picture with room for the signs above. */
function rowView(bays: readonly Bay[]): View {
  const { width: w, height: h } = unitSizeRange;
  const last = bays[bays.length - 1];
  const length = last ? last.x + last.width : 0;
  const depth = Math.max(...bays.map((b) => b.depth));
  // Screen extent in feet: x from -depth·cos30 to length·cos30; y from -wall height to (length + depth) / 2.
  const spanX = (length + depth + 2 * WALL_FT) * COS30;
  const spanY = (length + depth + 2 * WALL_FT) / 2 + ROOM_HEIGHT + 0.5;
  // Room above for the signs, and a margin all round.
  const signs = 70;
  const margin = 16;
  const scale = Math.min((w - 2 * margin) / spanX, (h - signs - 2 * margin) / spanY);
  const left = -(depth + WALL_FT) * COS30 * scale;
  const top = -(ROOM_HEIGHT + WALL_FT / 2) * scale;
  return {
    scale,
    ox: (w - spanX * scale) / 2 - left,
    oy: signs + margin + (h - signs - 2 * margin - spanY * scale) / 2 - top,
  };
}

function bayDrawing(view: View, bay: Bay): string {
  const slab = cuboid({
    at: [bay.x - WALL_FT, -WALL_FT, -0.5],
    size: [bay.width + 2 * WALL_FT, bay.depth + WALL_FT, 0.5],
    color: palette.concrete,
  });
  const floor = quad(
    [bay.x, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    bay.width,
    bay.depth,
    palette.concreteLight,
    floorGrid,
  );
  const wall = cuboid({
    at: [bay.x - WALL_FT, -WALL_FT, 0],
    size: [bay.width + 2 * WALL_FT, WALL_FT, ROOM_HEIGHT],
    color: palette.brandTint,
    left: wallPanels,
  });
  return slab.svg(view) + floor(view) + wall.svg(view);
}

const pillWidth = (text: string, fontSize: number) =>
  text.length * fontSize * 0.58 + fontSize * 1.2;

/** The unit's size on a sign above its back wall. */
function baySign(view: View, bay: Bay): string {
  const [x, y] = project(view, [bay.x + bay.width / 2, -WALL_FT, ROOM_HEIGHT + 0.4]);
  const text = `${bay.sqft} sq ft`;
  const fontSize = 34;
  return pill(x - pillWidth(text, fontSize) / 2, y - fontSize * 1.7, text, fontSize);
}

/** Its length and width on the floor, by the open front. */
function bayFootprint(view: View, bay: Bay): string {
  const [x, y] = project(view, [bay.x + bay.width / 2, bay.depth - 0.2, 0]);
  const text = `${bay.width} × ${bay.depth} ft`;
  const fontSize = 24;
  return pill(
    x - pillWidth(text, fontSize) / 2,
    y - fontSize * 0.6,
    text,
    fontSize,
    palette.white,
    palette.ink,
  );
}

export function unitSizesScene(): string {
  const { width: w, height: h } = unitSizeRange;
  const bays = unitSizeBays();
  const view = rowView(bays);
  const first = bays[0];
  // The person stands on the smallest unit's floor, near its open front.
  const [personX, personY] = first
    ? project(view, [first.x + first.width * 0.6, first.depth * 0.35, 0])
    : [0, 0];
  const body =
    rect(w, h, palette.surface) +
    bays.map((bay) => bayDrawing(view, bay)).join('') +
    scalePerson(view, personX, personY) +
    bays.map((bay) => bayFootprint(view, bay) + baySign(view, bay)).join('');
  return svgDocument(w, h, body);
}
