/**
 * A safety deposit box: a long steel tray with a hinged lid, drawn open with
 * a few valuables inside. Sizes are in inches in the product and converted
 * to feet here.
 */
import {
  cuboid,
  drawItems,
  type FaceDecor,
  type Item,
  moveItem,
  panel,
  type Vec3,
  type View,
} from '../iso.ts';
import { palette, shade } from '../palette.ts';

export type DepositBoxSize = {
  readonly heightIn: number;
  readonly widthIn: number;
  readonly lengthIn: number;
};

const IN = 1 / 12;

/** Contents sized to each box, kept inside its walls. */
function contents(widthFt: number, heightFt: number, lengthFt: number): Item[] {
  const wall = 0.04;
  const inner = widthFt - 2 * wall;
  const items: Item[] = [];
  // A stack of documents along most of the tray.
  const docH = Math.min(heightFt * 0.55, 0.25);
  items.push({
    key: 'documents',
    solids: [
      cuboid({
        at: [wall + 0.05, wall + 0.02, wall],
        size: [Math.min(lengthFt * 0.5, 0.95), inner - 0.04, docH],
        color: palette.white,
        top: (w, h) =>
          `<rect x="${w * 0.1}" y="${h * 0.2}" width="${w * 0.6}" height="${h * 0.08}" fill="${palette.steelLight}"/><rect x="${w * 0.1}" y="${h * 0.45}" width="${w * 0.5}" height="${h * 0.08}" fill="${palette.steelLight}"/>`,
      }),
    ],
  });
  // A passport-coloured wallet or jewellery case.
  const caseX = Math.min(lengthFt * 0.5, 0.95) + 0.12;
  const caseW = Math.min(0.45, inner - 0.04);
  items.push({
    key: 'case',
    solids: [
      cuboid({
        at: [caseX, wall + 0.02, wall],
        size: [0.4, caseW, Math.min(heightFt * 0.6, 0.28)],
        color: palette.reserved,
      }),
    ],
  });
  // A watch (small box with a face) near the front end.
  items.push({
    key: 'watch',
    solids: [
      cuboid({
        at: [caseX + 0.5, wall + 0.02, wall],
        size: [0.22, Math.min(0.22, inner - 0.04), 0.06],
        color: palette.accent,
        top: (w, h) =>
          `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.38}" fill="${palette.white}"/>`,
      }),
    ],
  });
  if (heightFt > 0.6) {
    // The large box has room for ring binders standing up.
    items.push({
      key: 'folders',
      solids: [0, 1, 2].map((i) =>
        cuboid({
          at: [caseX + 0.02, wall + 0.34 + i * 0.14, wall],
          size: [0.65, 0.12, heightFt * 0.85],
          color: [palette.brand, palette.available, palette.accent][i] ?? palette.brand,
        }),
      ),
    });
  }
  return items;
}

/** Draws the open box with its length along x, the lid standing open at the back. */
export function drawDepositBox(view: View, size: DepositBoxSize, at: Vec3 = [0, 0, 0]): string {
  const L = size.lengthIn * IN;
  const W = size.widthIn * IN;
  const H = size.heightIn * IN;
  const wall = 0.04;
  const steel = palette.steel;
  const [x, y, z] = at;
  const handle: FaceDecor = (w, h) =>
    `<rect x="${w * 0.02}" y="${h * 0.3}" width="0.05" height="${h * 0.4}" fill="${palette.ink}"/>`;
  const front: FaceDecor = (w, h) =>
    `<rect x="${w - 0.18}" y="${h * 0.25}" width="0.1" height="${Math.max(0.06, h * 0.35)}" rx="0.02" fill="${palette.accentDark}"/>`;
  const lidAngle = (100 * Math.PI) / 180;
  const lid = panel(
    [x, y, z + H],
    [1, 0, 0],
    [0, Math.cos(lidAngle), Math.sin(lidAngle)],
    L,
    W,
    shade(steel, -0.08),
    (w, h) =>
      `<rect x="0.06" y="0.06" width="${w - 0.12}" height="${h - 0.12}" fill="none" stroke="${shade(steel, -0.25)}" stroke-width="0.02"/>`,
  );
  const parts: Item[] = [
    {
      key: 'base',
      solids: [cuboid({ at: [x, y, z], size: [L, W, wall], color: shade(steel, -0.3) })],
    },
    {
      key: 'back',
      solids: [cuboid({ at: [x, y, z + wall], size: [L, wall, H - wall], color: steel })],
    },
    {
      key: 'end-far',
      solids: [
        cuboid({
          at: [x, y + wall, z + wall],
          size: [wall, W - 2 * wall, H - wall],
          color: steel,
          right: handle,
        }),
      ],
    },
  ];
  const front3: Item[] = [
    {
      key: 'front',
      solids: [
        cuboid({
          at: [x, y + W - wall, z + wall],
          size: [L, wall, H - wall],
          color: steel,
          left: front,
        }),
      ],
    },
    {
      key: 'end-near',
      solids: [
        cuboid({
          at: [x + L - wall, y + wall, z + wall],
          size: [wall, W - 2 * wall, H - wall],
          color: steel,
        }),
      ],
    },
  ];
  const inside = contents(W, H, L).map((item) => moveItem(item, at));
  // The lid and back first, then the contents, then the walls nearest the viewer.
  return lid.svg(view) + drawItems(view, parts) + drawItems(view, inside) + drawItems(view, front3);
}
