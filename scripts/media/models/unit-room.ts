/**
 * A storage unit as an isometric cutaway room, and what fits in it for each
 * step of the size picker. Footprints are chosen so width × depth equals the
 * step's area in square feet; every room is 8 ft high.
 */
import { cuboid, type FaceDecor, type Item, itemBox, quad, type View } from '../iso.ts';
import { palette, shade } from '../palette.ts';
import {
  type BoxSize,
  bike,
  bookcase,
  box,
  chair,
  drawers,
  fridge,
  lamp,
  mattress,
  plant,
  sofa,
  table,
  wardrobe,
  washer,
} from './furniture.ts';

export const ROOM_HEIGHT = 8;

export type SizeStepSqft = 15 | 25 | 35 | 50 | 65 | 75 | 100 | 125 | 150 | 200;

export type RoomPlan = {
  readonly width: number;
  readonly depth: number;
  readonly items: readonly Item[];
};

/** A block of boxes: cols along x, rows along y, layers up, from a corner. */
function boxBlock(
  x: number,
  y: number,
  cols: number,
  rows: number,
  layers: number,
  size: BoxSize = 'medium',
  skip = 0,
): Item[] {
  const [dx, dy, dz] =
    size === 'large' ? [2, 1.5, 1.75] : size === 'small' ? [1.25, 1.25, 1] : [1.5, 1.5, 1.5];
  const out: Item[] = [];
  for (let l = 0; l < layers; l++)
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        out.push(box([x + c * dx, y + r * dy, l * dz], size, ((c + r + l) % 3) * 0.05 - 0.03));
  return skip ? out.slice(0, out.length - skip) : out;
}

const plans: Record<SizeStepSqft, () => RoomPlan> = {
  15: () => ({
    width: 5,
    depth: 3,
    items: [
      ...boxBlock(0, 0, 3, 1, 3),
      ...boxBlock(0, 1.55, 2, 1, 2, 'small'),
      box([2.6, 1.55, 0], 'small'),
      lamp([4, 2, 0]),
    ],
  }),
  25: () => ({
    width: 5,
    depth: 5,
    items: [
      drawers([0, 0, 0], 'y'),
      box([0.3, 0.1, 3], 'small'),
      ...boxBlock(3.3, 0, 1, 3, 3),
      chair([0.4, 1.9, 0], 'y'),
      ...boxBlock(0.2, 3.6, 2, 1, 1, 'small'),
    ],
  }),
  35: () => ({ width: 7, depth: 5, items: boxBlock(0.2, 0.2, 4, 3, 3, 'medium', 1) }),
  50: () => ({
    width: 10,
    depth: 5,
    items: [
      mattress([0, 0.3, 0], 'x', true),
      sofa([1, 0, 0], 'y'),
      ...boxBlock(8.2, 0, 1, 3, 3),
      ...boxBlock(1.2, 3.3, 4, 1, 2),
      lamp([7.3, 3.8, 0]),
    ],
  }),
  65: () => ({
    width: 10,
    depth: 6.5,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      mattress([0, 2, 0], 'x', true),
      sofa([4.4, 0, 0], 'y', palette.fabric, 5.5),
      ...boxBlock(1.2, 3.3, 4, 2, 2),
      ...boxBlock(8.3, 3.2, 1, 2, 3),
    ],
  }),
  75: () => ({
    width: 10,
    depth: 7.5,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      fridge([4.4, 0, 0], 'y'),
      washer([6.6, 0, 0], 'y'),
      mattress([0, 2.2, 0], 'x', true),
      sofa([1.2, 2.5, 0], 'y'),
      ...boxBlock(8.2, 2.4, 1, 3, 3),
      ...boxBlock(1.2, 5.8, 4, 1, 2),
    ],
  }),
  100: () => ({
    width: 10,
    depth: 10,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      bookcase([4.4, 0, 0], 'y'),
      fridge([7.6, 0, 0], 'y'),
      mattress([0, 2.2, 0], 'x', true),
      drawers([0, 7.1, 0], 'x'),
      sofa([1.4, 2.5, 0], 'y'),
      ...boxBlock(8.2, 2.4, 1, 4, 3),
      table([2, 6, 0], 'y', 4.5, 2.6),
      ...boxBlock(2.2, 8.7, 4, 1, 1, 'small'),
      plant([8.5, 8.8, 0]),
    ],
  }),
  125: () => ({
    width: 12.5,
    depth: 10,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      bookcase([4.4, 0, 0], 'y'),
      fridge([7.4, 0, 0], 'y'),
      washer([9.6, 0, 0], 'y'),
      mattress([0, 2.2, 0], 'x', true),
      drawers([0, 7.1, 0], 'x'),
      sofa([1.4, 2.5, 0], 'y'),
      ...boxBlock(8.2, 2.4, 2, 4, 3),
      table([2, 6, 0], 'y', 4.5, 2.6),
      bike([1.8, 8.4, 0], 'y'),
      ...boxBlock(8.2, 8.6, 2, 1, 1, 'small'),
      lamp([11.4, 8.9, 0]),
    ],
  }),
  150: () => ({
    width: 15,
    depth: 10,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      wardrobe([4.3, 0, 0], 'y'),
      bookcase([7.8, 0, 0], 'y'),
      fridge([10.8, 0, 0], 'y'),
      washer([12.9, 0, 0], 'y'),
      mattress([0, 2.2, 0], 'x', true),
      drawers([0, 7.1, 0], 'x'),
      sofa([1.4, 2.5, 0], 'y'),
      sofa([8.2, 2.5, 0], 'y', palette.fabricWarm, 3.2),
      ...boxBlock(11.6, 2.4, 2, 4, 3),
      table([2, 6, 0], 'y', 4.5, 2.6),
      chair([7.2, 6.3, 0], 'y'),
      chair([9, 6.3, 0], 'y'),
      bike([1.8, 8.4, 0], 'y'),
      ...boxBlock(9, 8.6, 4, 1, 1, 'small'),
    ],
  }),
  200: () => ({
    width: 20,
    depth: 10,
    items: [
      wardrobe([0.9, 0, 0], 'y'),
      wardrobe([4.3, 0, 0], 'y'),
      bookcase([7.8, 0, 0], 'y'),
      bookcase([10.7, 0, 0], 'y'),
      fridge([13.6, 0, 0], 'y'),
      washer([15.7, 0, 0], 'y'),
      plant([18.4, 0.4, 0]),
      mattress([0, 2.2, 0], 'x', true),
      drawers([0, 7.1, 0], 'x'),
      sofa([1.4, 2.5, 0], 'y'),
      sofa([8.2, 2.5, 0], 'y', palette.fabricWarm, 3.2),
      ...boxBlock(12, 2.4, 4, 2, 3),
      ...boxBlock(12, 5.6, 4, 2, 2),
      table([2, 6, 0], 'y', 4.5, 2.6),
      chair([7.2, 6.3, 0], 'y'),
      chair([9, 6.3, 0], 'y'),
      bike([1.8, 8.4, 0], 'y'),
      ...boxBlock(12, 8.7, 4, 1, 1, 'small'),
      plant([18.6, 8.8, 0]),
    ],
  }),
};

/** Throws when two items overlap or one leaves the room: a plan error, not a drawing choice. */
function checkPlan(sqft: number, plan: RoomPlan) {
  const boxes = plan.items.map(itemBox);
  boxes.forEach((a, i) => {
    if (
      a.min[0] < -1e-6 ||
      a.min[1] < -1e-6 ||
      a.max[0] > plan.width + 1e-6 ||
      a.max[1] > plan.depth + 1e-6
    ) {
      throw new Error(`${sqft} sq ft: item ${i} (${plan.items[i]?.key}) leaves the room`);
    }
    boxes.slice(i + 1).forEach((b, k) => {
      const apart = [0, 1, 2].some(
        (d) =>
          (a.max[d] as number) <= (b.min[d] as number) + 1e-6 ||
          (b.max[d] as number) <= (a.min[d] as number) + 1e-6,
      );
      if (!apart)
        throw new Error(
          `${sqft} sq ft: items ${i} (${plan.items[i]?.key}) and ${i + k + 1} (${plan.items[i + k + 1]?.key}) overlap`,
        );
    });
  });
}

/** Furniture and boxes for a step, in loading order: back to front, bottom to top. */
export function roomPlan(sqft: SizeStepSqft): RoomPlan {
  const plan = plans[sqft]();
  checkPlan(sqft, plan);
  const order = (item: Item) => {
    const b = item.solids[0]?.box;
    if (!b) return 0;
    return b.min[2] * 40 + b.min[0] + b.min[1];
  };
  return { ...plan, items: [...plan.items].sort((a, b) => order(a) - order(b)) };
}

export const wallPanels: FaceDecor = (w, h) => {
  let out = '';
  for (let u = 1; u < w; u += 1) {
    out += `<line x1="${u}" y1="0.3" x2="${u}" y2="${h}" stroke="${shade(palette.brandTint, -0.12)}" stroke-width="0.06"/>`;
  }
  return `${out}<rect x="0" y="0" width="${w}" height="0.3" fill="${shade(palette.brandTint, -0.2)}"/>`;
};

export const floorGrid: FaceDecor = (w, h) => {
  let out = '';
  const stroke = shade(palette.concreteLight, -0.1);
  for (let u = 1; u < w; u += 1)
    out += `<line x1="${u}" y1="0" x2="${u}" y2="${h}" stroke="${stroke}" stroke-width="0.04"/>`;
  for (let v = 1; v < h; v += 1)
    out += `<line x1="0" y1="${v}" x2="${w}" y2="${v}" stroke="${stroke}" stroke-width="0.04"/>`;
  return out;
};

/** The empty room: slab, floor grid, two back walls of corrugated steel partition. */
export function roomShell(view: View, width: number, depth: number): string {
  const t = 0.35;
  const slab = cuboid({
    at: [-t, -t, -0.5],
    size: [width + t, depth + t, 0.5],
    color: palette.concrete,
  });
  const floor = quad(
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    width,
    depth,
    palette.concreteLight,
    floorGrid,
  );
  const leftWall = cuboid({
    at: [-t, -t, 0],
    size: [t, depth + t, ROOM_HEIGHT],
    color: palette.steelLight,
    rightColor: shade(palette.brandTint, -0.06),
    right: wallPanels,
  });
  const rightWall = cuboid({
    at: [0, -t, 0],
    size: [width, t, ROOM_HEIGHT],
    color: palette.brandTint,
    left: wallPanels,
  });
  return slab.svg(view) + floor(view) + leftWall.svg(view) + rightWall.svg(view);
}

/** A simple standing figure, drawn flat and facing the viewer, for a sense of scale. */
export function scalePerson(view: View, footX: number, footY: number): string {
  const s = view.scale;
  const h = 5.7 * s;
  const head = 0.45 * s;
  const body = `<rect x="${(footX - 0.55 * s).toFixed(1)}" y="${(footY - h + 2 * head).toFixed(1)}" width="${(1.1 * s).toFixed(1)}" height="${(2.2 * s).toFixed(1)}" rx="${(0.4 * s).toFixed(1)}" fill="${palette.brand}"/>`;
  const legs = `<rect x="${(footX - 0.42 * s).toFixed(1)}" y="${(footY - 2.9 * s).toFixed(1)}" width="${(0.84 * s).toFixed(1)}" height="${(2.9 * s).toFixed(1)}" rx="${(0.2 * s).toFixed(1)}" fill="${palette.ink}"/>`;
  const gap = `<rect x="${(footX - 0.04 * s).toFixed(1)}" y="${(footY - 2.3 * s).toFixed(1)}" width="${(0.08 * s).toFixed(1)}" height="${(2.3 * s).toFixed(1)}" fill="${palette.surface}"/>`;
  const face = `<circle cx="${footX.toFixed(1)}" cy="${(footY - h + head).toFixed(1)}" r="${head.toFixed(1)}" fill="#c98e63"/>`;
  const hair = `<path d="M${(footX - head).toFixed(1)} ${(footY - h + head).toFixed(1)} a${head.toFixed(1)} ${head.toFixed(1)} 0 0 1 ${(2 * head).toFixed(1)} 0 z" fill="${palette.ink}"/>`;
  const shadow = `<ellipse cx="${footX.toFixed(1)}" cy="${footY.toFixed(1)}" rx="${(0.8 * s).toFixed(1)}" ry="${(0.25 * s).toFixed(1)}" fill="${palette.ink}" fill-opacity="0.12"/>`;
  return shadow + legs + gap + body + face + hair;
}
