/**
 * Household and business contents as isometric items, in feet. Each builder
 * takes the corner nearest the world origin and, where it matters, which way
 * the front faces: 'y' puts the front on the lower-left face, 'x' on the
 * lower-right one.
 */
import { cuboid, type FaceDecor, type Item, panel, type Solid, type Vec3 } from '../iso.ts';
import { palette, shade } from '../palette.ts';

export type Facing = 'x' | 'y';

/** Along/across/up sizes turned into world sizes for a facing. */
function dims(facing: Facing, along: number, across: number, up: number): Vec3 {
  return facing === 'y' ? [along, across, up] : [across, along, up];
}

/** A part placed in item-local along/across/up coordinates. */
function part(
  at: Vec3,
  facing: Facing,
  local: Vec3,
  size: Vec3,
  color: string,
  front?: FaceDecor,
  top?: FaceDecor,
  side?: FaceDecor,
): Solid {
  const [a, c, u] = local;
  const [da, dc, du] = size;
  const origin: Vec3 =
    facing === 'y' ? [at[0] + a, at[1] + c, at[2] + u] : [at[0] + c, at[1] + a, at[2] + u];
  return cuboid({
    at: origin,
    size: dims(facing, da, dc, du),
    color,
    top,
    left: facing === 'y' ? front : side,
    right: facing === 'y' ? side : front,
  });
}

const line = (x1: number, y1: number, x2: number, y2: number, color: string, w = 0.06) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;

export type BoxSize = 'small' | 'medium' | 'large';

/** Removal boxes: small 1.25 × 1.25 × 1, medium 1.5 cube, large 2 × 1.5 × 1.75 ft. */
export const boxSizes: Record<BoxSize, Vec3> = {
  small: [1.25, 1.25, 1],
  medium: [1.5, 1.5, 1.5],
  large: [2, 1.5, 1.75],
};

export function box(at: Vec3, size: BoxSize = 'medium', tint = 0): Item {
  const [dx, dy, dz] = boxSizes[size];
  const color = shade(palette.cardboard, tint);
  const tape: FaceDecor = (w, h) =>
    `<rect x="0" y="${h / 2 - 0.12}" width="${w}" height="0.24" fill="${palette.tape}"/>`;
  const label: FaceDecor = (w, h) =>
    `<rect x="${w * 0.18}" y="${h * 0.3}" width="${w * 0.35}" height="${h * 0.22}" fill="${palette.white}" fill-opacity="0.85"/>` +
    `<rect x="0" y="0" width="${w}" height="0.14" fill="${palette.tape}"/>`;
  const side: FaceDecor = (w) =>
    `<rect x="0" y="0" width="${w}" height="0.14" fill="${palette.tape}"/>`;
  return {
    key: 'box',
    solids: [cuboid({ at, size: [dx, dy, dz], color, top: tape, left: label, right: side })],
  };
}

export function sofa(at: Vec3, facing: Facing, color: string = palette.fabric, length = 6.5): Item {
  const cushions: FaceDecor = (w) =>
    [1, 2].map((i) => line((w * i) / 3, 0.1, (w * i) / 3, 0.6, shade(color, -0.3), 0.05)).join('');
  return {
    key: 'sofa',
    solids: [
      part(at, facing, [0.6, 0.7, 0], [length - 1.2, 2.3, 1.5], color, cushions),
      part(at, facing, [0.6, 0, 0], [length - 1.2, 0.7, 2.8], shade(color, -0.05)),
      part(at, facing, [0, 0, 0], [0.6, 3, 2.1], shade(color, -0.08)),
      part(at, facing, [length - 0.6, 0, 0], [0.6, 3, 2.1], shade(color, -0.08)),
    ],
  };
}

/** A double mattress stood on edge: on its long side by default, or on its end. */
export function mattress(at: Vec3, facing: Facing, onEnd = false): Item {
  const [along, up] = onEnd ? [4.5, 6.2] : [6.2, 4.5];
  const quilt: FaceDecor = (w, h) => {
    let dots = '';
    for (let u = 0.6; u < w - 0.3; u += 0.9)
      for (let v = 0.6; v < h - 0.3; v += 0.9)
        dots += `<circle cx="${u.toFixed(2)}" cy="${v.toFixed(2)}" r="0.08" fill="${palette.steelLight}"/>`;
    return `${dots}<rect x="0" y="0" width="${w}" height="${h}" fill="none" stroke="${palette.brandTint}" stroke-width="0.12"/>`;
  };
  return {
    key: 'mattress',
    solids: [part(at, facing, [0, 0, 0], [along, 0.8, up], palette.mattress, quilt)],
  };
}

export function wardrobe(at: Vec3, facing: Facing): Item {
  const doors: FaceDecor = (w, h) =>
    line(w / 2, 0.3, w / 2, h - 0.3, shade(palette.wood, -0.35), 0.05) +
    line(w / 2 - 0.25, h * 0.45, w / 2 - 0.25, h * 0.55, palette.ink, 0.08) +
    line(w / 2 + 0.25, h * 0.45, w / 2 + 0.25, h * 0.55, palette.ink, 0.08);
  return {
    key: 'wardrobe',
    solids: [part(at, facing, [0, 0, 0], [3.3, 2, 6.2], palette.wood, doors)],
  };
}

export function drawers(at: Vec3, facing: Facing): Item {
  const fronts: FaceDecor = (w, h) =>
    [1, 2, 3]
      .map((i) => {
        const y = (h * i) / 4;
        return (
          line(0.12, y, w - 0.12, y, shade(palette.woodLight, -0.3), 0.05) +
          line(w / 2 - 0.25, y - h / 8, w / 2 + 0.25, y - h / 8, palette.ink, 0.07)
        );
      })
      .join('') + line(w / 2 - 0.25, (h * 7) / 8, w / 2 + 0.25, (h * 7) / 8, palette.ink, 0.07);
  return {
    key: 'drawers',
    solids: [part(at, facing, [0, 0, 0], [2.6, 1.5, 3], palette.woodLight, fronts)],
  };
}

export function fridge(at: Vec3, facing: Facing): Item {
  const doors: FaceDecor = (w, h) =>
    line(0.08, h * 0.38, w - 0.08, h * 0.38, palette.steel, 0.05) +
    line(w - 0.3, h * 0.12, w - 0.3, h * 0.3, palette.steel, 0.1) +
    line(w - 0.3, h * 0.45, w - 0.3, h * 0.7, palette.steel, 0.1);
  return {
    key: 'fridge',
    solids: [part(at, facing, [0, 0, 0], [2, 2.1, 6], '#eef2f6', doors)],
  };
}

export function washer(at: Vec3, facing: Facing): Item {
  const door: FaceDecor = (w, h) =>
    `<rect x="0.15" y="0.15" width="${w - 0.3}" height="0.35" fill="${palette.steelLight}"/>` +
    `<circle cx="${w / 2}" cy="${h * 0.6}" r="0.68" fill="${palette.steel}"/>` +
    `<circle cx="${w / 2}" cy="${h * 0.6}" r="0.5" fill="${palette.brandDark}"/>`;
  return {
    key: 'washer',
    solids: [part(at, facing, [0, 0, 0], [2, 2, 2.8], '#f4f6f8', door)],
  };
}

export function table(at: Vec3, facing: Facing, length = 5, depth = 3): Item {
  const leg = shade(palette.wood, -0.15);
  return {
    key: 'table',
    solids: [
      part(at, facing, [0, 0, 2.3], [length, depth, 0.2], palette.wood),
      part(at, facing, [0.15, 0.15, 0], [0.25, 0.25, 2.3], leg),
      part(at, facing, [length - 0.4, 0.15, 0], [0.25, 0.25, 2.3], leg),
      part(at, facing, [0.15, depth - 0.4, 0], [0.25, 0.25, 2.3], leg),
      part(at, facing, [length - 0.4, depth - 0.4, 0], [0.25, 0.25, 2.3], leg),
    ],
  };
}

export function chair(at: Vec3, facing: Facing, color: string = palette.woodLight): Item {
  const leg = shade(color, -0.2);
  return {
    key: 'chair',
    solids: [
      part(at, facing, [0, 0, 1.4], [1.5, 1.5, 0.18], color),
      part(at, facing, [0, 0, 1.58], [1.5, 0.2, 1.5], color),
      part(at, facing, [0.05, 0.05, 0], [0.18, 0.18, 1.4], leg),
      part(at, facing, [1.27, 0.05, 0], [0.18, 0.18, 1.4], leg),
      part(at, facing, [0.05, 1.27, 0], [0.18, 0.18, 1.4], leg),
      part(at, facing, [1.27, 1.27, 0], [0.18, 0.18, 1.4], leg),
    ],
  };
}

export function bookcase(at: Vec3, facing: Facing): Item {
  const books = [palette.brand, palette.accent, palette.reserved, palette.available, palette.ink];
  const shelves: FaceDecor = (w, h) => {
    let out = '';
    const rows = 4;
    for (let r = 0; r < rows; r++) {
      const top = 0.2 + (r * (h - 0.3)) / rows;
      const bottom = top + (h - 0.3) / rows - 0.15;
      out += `<rect x="0.15" y="${top.toFixed(2)}" width="${w - 0.3}" height="${(bottom - top).toFixed(2)}" fill="${shade(palette.wood, -0.45)}"/>`;
      let u = 0.25;
      let k = r * 2;
      while (u < w - 0.6) {
        const bw = 0.18 + ((k * 7) % 3) * 0.06;
        const bh = (bottom - top) * (0.7 + ((k * 5) % 3) * 0.1);
        out += `<rect x="${u.toFixed(2)}" y="${(bottom - bh).toFixed(2)}" width="${bw.toFixed(2)}" height="${bh.toFixed(2)}" fill="${books[k % books.length]}"/>`;
        u += bw + 0.04;
        k++;
      }
    }
    return out;
  };
  return {
    key: 'bookcase',
    solids: [part(at, facing, [0, 0, 0], [2.8, 1, 6], palette.wood, shelves)],
  };
}

export function lamp(at: Vec3): Item {
  return {
    key: 'lamp',
    solids: [
      cuboid({ at, size: [0.8, 0.8, 0.12], color: palette.ink }),
      cuboid({
        at: [at[0] + 0.33, at[1] + 0.33, at[2] + 0.12],
        size: [0.14, 0.14, 4.2],
        color: palette.ink,
      }),
      cuboid({
        at: [at[0] + 0.05, at[1] + 0.05, at[2] + 4.3],
        size: [0.7, 0.7, 0.8],
        color: palette.accent,
      }),
    ],
  };
}

export function plant(at: Vec3): Item {
  const pot = cuboid({ at, size: [1, 1, 1], color: palette.fabricWarm });
  const [x, y, z] = at;
  const leaves: Solid = {
    box: { min: [x, y, z + 1], max: [x + 1, y + 1, z + 2.4] },
    svg: (view) => {
      const cx = view.ox + (x + 0.5 - (y + 0.5)) * Math.cos(Math.PI / 6) * view.scale;
      const cy = view.oy + ((x + y + 1) / 2 - (z + 1.7)) * view.scale;
      const r = view.scale * 0.75;
      return (
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${palette.plant}"/>` +
        `<circle cx="${(cx - r * 0.35).toFixed(1)}" cy="${(cy - r * 0.3).toFixed(1)}" r="${(r * 0.45).toFixed(1)}" fill="${shade(palette.plant, 0.2)}"/>`
      );
    },
  };
  return { key: 'plant', solids: [pot, leaves] };
}

export function bike(at: Vec3, facing: Facing): Item {
  // A bicycle as a thin frame with its wheels drawn on the front face.
  const wheels: FaceDecor = (w, h) =>
    `<circle cx="0.95" cy="${h - 0.95}" r="0.9" fill="none" stroke="${palette.ink}" stroke-width="0.14"/>` +
    `<circle cx="${w - 0.95}" cy="${h - 0.95}" r="0.9" fill="none" stroke="${palette.ink}" stroke-width="0.14"/>` +
    `<path d="M0.95 ${h - 0.95} L2 ${h - 2.1} L${w - 1.6} ${h - 2.1} L${w - 0.95} ${h - 0.95} M2 ${h - 2.1} L2.7 ${h - 0.95} L${w - 1.6} ${h - 2.1} M1.8 ${h - 2.45} h0.7 M${w - 1.6} ${h - 2.1} l-0.2 -0.55 h0.5" fill="none" stroke="${palette.reserved}" stroke-width="0.14" stroke-linejoin="round" stroke-linecap="round"/>`;
  const [x, y, z] = at;
  const solid =
    facing === 'y'
      ? panel([x, y + 0.4, z + 3], [1, 0, 0], [0, 0, -1], 5.6, 3, 'none', wheels)
      : panel([x + 0.4, y + 5.6, z + 3], [0, -1, 0], [0, 0, -1], 5.6, 3, 'none', wheels);
  return { key: 'bike', solids: [solid] };
}
