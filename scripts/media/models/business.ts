/** Business stock: shelving of archive boxes and a wrapped pallet. */
import { cuboid, type FaceDecor, type Item, type Solid, type Vec3 } from '../iso.ts';
import { palette, shade } from '../palette.ts';

/** A steel shelving bay along x, 1.5 ft deep, with archive boxes on four shelves. */
export function shelving(at: Vec3, length: number, height = 7): Item {
  const [x, y, z] = at;
  const solids: Solid[] = [];
  const depth = 1.6;
  const upright = (ux: number, uy: number) =>
    cuboid({ at: [ux, uy, z], size: [0.15, 0.15, height], color: palette.brandDark });
  solids.push(
    upright(x, y),
    upright(x + length - 0.15, y),
    upright(x, y + depth - 0.15),
    upright(x + length - 0.15, y + depth - 0.15),
  );
  const label: FaceDecor = (w, h) =>
    `<rect x="${w * 0.3}" y="${h * 0.25}" width="${w * 0.4}" height="${h * 0.3}" fill="${palette.white}"/>`;
  const shelves = 4;
  for (let i = 0; i < shelves; i++) {
    const sz = z + 0.4 + (i * (height - 0.6)) / shelves;
    solids.push(
      cuboid({ at: [x + 0.15, y, sz], size: [length - 0.3, depth, 0.12], color: palette.steel }),
    );
    let bx = x + 0.25;
    let k = i;
    while (bx + 1.1 < x + length - 0.2) {
      const tone =
        k % 3 === 0 ? palette.brandTint : k % 3 === 1 ? palette.cardboardLight : palette.white;
      solids.push(
        cuboid({
          at: [bx, y + 0.15, sz + 0.12],
          size: [1.05, 1.3, 0.95],
          color: tone,
          left: label,
        }),
      );
      bx += 1.15;
      k++;
    }
  }
  return { key: 'shelving', solids };
}

/** A wooden pallet with a shrink-wrapped load. */
export function pallet(at: Vec3, load = 3.5): Item {
  const [x, y, z] = at;
  const wrap: FaceDecor = (w, h) =>
    `<path d="M0 ${h * 0.2} L${w} ${h * 0.05} M0 ${h * 0.55} L${w} ${h * 0.4} M0 ${h * 0.9} L${w} ${h * 0.75}" stroke="${palette.white}" stroke-width="0.08" stroke-opacity="0.7"/>`;
  return {
    key: 'pallet',
    solids: [
      cuboid({ at: [x, y, z], size: [4, 3.3, 0.5], color: palette.woodLight }),
      cuboid({
        at: [x + 0.1, y + 0.1, z + 0.5],
        size: [3.8, 3.1, load],
        color: shade(palette.cardboard, 0.1),
        left: wrap,
        right: wrap,
      }),
    ],
  };
}

/** A small desk with a monitor, for a business unit used as a stock room. */
export function desk(at: Vec3): Item[] {
  const [x, y, z] = at;
  const screen: FaceDecor = (w, h) =>
    `<rect x="0.1" y="0.1" width="${w - 0.2}" height="${h - 0.2}" fill="${palette.brand}"/>`;
  return [
    {
      key: 'desk',
      solids: [
        cuboid({ at: [x, y, z + 2.3], size: [4, 2.2, 0.15], color: palette.woodLight }),
        cuboid({ at: [x, y, z], size: [0.15, 2.2, 2.3], color: palette.steel }),
        cuboid({ at: [x + 3.85, y, z], size: [0.15, 2.2, 2.3], color: palette.steel }),
      ],
    },
    {
      key: 'monitor',
      solids: [
        cuboid({ at: [x + 1.2, y + 0.4, z + 2.45], size: [0.6, 0.5, 0.5], color: palette.ink }),
        cuboid({
          at: [x + 0.6, y + 0.5, z + 2.95],
          size: [1.8, 0.15, 1.1],
          color: palette.ink,
          left: screen,
        }),
      ],
    },
  ];
}
