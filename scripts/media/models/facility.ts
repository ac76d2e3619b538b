/**
 * The storage facility as isometric items: the building, its drive-up doors
 * and canopy, the gate with its keypad, CCTV, trees, a van, a trolley and
 * people. Units are feet; see iso.ts for the axes.
 */
import {
  cuboid,
  type FaceDecor,
  type Item,
  panel,
  project,
  quad,
  type Solid,
  type Vec3,
  type View,
} from '../iso.ts';
import { palette, people, shade } from '../palette.ts';
import {
  entrance,
  layers,
  openShutter,
  type Placed,
  shutter,
  sign,
  text,
  windowPane,
} from './details.ts';
import { box } from './furniture.ts';

const f = (n: number) => n.toFixed(1);

/** A flat element standing at a point, drawn facing the viewer, sorted by a small footprint. */
export function billboard(
  at: Vec3,
  footprint: number,
  height: number,
  draw: (x: number, y: number, s: number) => string,
): Solid {
  const [x, y, z] = at;
  const r = footprint / 2;
  return {
    box: { min: [x - r, y - r, z], max: [x + r, y + r, z + height] },
    svg: (view: View) => {
      const [sx, sy] = project(view, at);
      return draw(sx, sy, view.scale);
    },
  };
}

export type PersonLook = {
  readonly shirt: string;
  readonly skin: string;
  readonly hair: string;
  readonly legs?: string;
};

/** A person about 5 ft 8 in tall, optionally carrying a box. */
export function person(at: Vec3, look: PersonLook, carrying = false): Item {
  const draw = (x: number, y: number, s: number) => {
    const head = 0.45 * s;
    const top = y - 5.7 * s;
    const legs = look.legs ?? palette.ink;
    let out =
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(0.8 * s)}" ry="${f(0.26 * s)}" fill="${palette.ink}" fill-opacity="0.14"/>` +
      `<rect x="${f(x - 0.42 * s)}" y="${f(y - 2.9 * s)}" width="${f(0.84 * s)}" height="${f(2.9 * s)}" rx="${f(0.2 * s)}" fill="${legs}"/>` +
      `<rect x="${f(x - 0.04 * s)}" y="${f(y - 2.3 * s)}" width="${f(0.08 * s)}" height="${f(2.3 * s)}" fill="${shade(legs, 0.3)}"/>` +
      `<rect x="${f(x - 0.55 * s)}" y="${f(top + 2 * head)}" width="${f(1.1 * s)}" height="${f(2.2 * s)}" rx="${f(0.4 * s)}" fill="${look.shirt}"/>` +
      `<circle cx="${f(x)}" cy="${f(top + head)}" r="${f(head)}" fill="${look.skin}"/>` +
      `<path d="M${f(x - head)} ${f(top + head)} a${f(head)} ${f(head)} 0 0 1 ${f(2 * head)} 0 z" fill="${look.hair}"/>`;
    if (carrying) {
      const bx = x - 0.75 * s;
      const by = top + 2 * head + 0.6 * s;
      out +=
        `<rect x="${f(bx)}" y="${f(by)}" width="${f(1.5 * s)}" height="${f(1.1 * s)}" fill="${palette.cardboard}"/>` +
        `<rect x="${f(bx)}" y="${f(by)}" width="${f(1.5 * s)}" height="${f(0.2 * s)}" fill="${palette.cardboardLight}"/>` +
        `<rect x="${f(bx + 0.6 * s)}" y="${f(by)}" width="${f(0.3 * s)}" height="${f(1.1 * s)}" fill="${palette.tape}"/>`;
    }
    return out;
  };
  return { key: 'person', solids: [billboard(at, 1.2, 5.8, draw)] };
}

export const staffLook: PersonLook = {
  shirt: palette.brand,
  skin: people.skinMedium,
  hair: people.hairDark,
};
export const visitorLook: PersonLook = {
  shirt: palette.fabricWarm,
  skin: people.skinLight,
  hair: people.hairBrown,
  legs: palette.brandDark,
};

/** A round tree on a trunk, flat. */
export function tree(at: Vec3, size = 1): Item {
  const draw = (x: number, y: number, s: number) => {
    const r = 3.2 * size * s;
    const trunkH = 4 * size * s;
    return (
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.8)}" ry="${f(r * 0.3)}" fill="${palette.ink}" fill-opacity="0.12"/>` +
      `<rect x="${f(x - 0.35 * size * s)}" y="${f(y - trunkH)}" width="${f(0.7 * size * s)}" height="${f(trunkH)}" fill="${palette.wood}"/>` +
      `<circle cx="${f(x)}" cy="${f(y - trunkH - r * 0.7)}" r="${f(r)}" fill="${palette.tree}"/>` +
      `<circle cx="${f(x - r * 0.35)}" cy="${f(y - trunkH - r)}" r="${f(r * 0.55)}" fill="${shade(palette.tree, 0.15)}"/>`
    );
  };
  return { key: 'tree', solids: [billboard(at, 2, 10 * size, draw)] };
}

export type BuildingOptions = {
  readonly at: Vec3;
  readonly length: number;
  readonly depth: number;
  readonly height: number;
  /** Drive-up doors on the right-hand (x) face: how many, and which are open. */
  readonly doors: number;
  readonly openDoors?: readonly number[];
  readonly withSign?: boolean;
  /** An amber "Coming soon" banner hung on the long face. */
  readonly comingSoon?: boolean;
};

/** The storage building: blue cladding, an amber band, the sign and entrance on the long face. */
export function building(o: BuildingOptions): Item {
  const [x, y, z] = o.at;
  const band = (w: number, h: number) =>
    `<rect x="0" y="${h * 0.16}" width="${w}" height="${h * 0.06}" fill="${palette.accent}"/>` +
    `<rect x="0" y="0" width="${w}" height="${h * 0.05}" fill="${shade(palette.brand, -0.2)}"/>`;
  const cladding = (w: number, h: number) => {
    let out = '';
    for (let u = 2; u < w; u += 2)
      out += `<line x1="${u}" y1="${h * 0.23}" x2="${u}" y2="${h}" stroke="${shade(palette.brand, -0.1)}" stroke-width="0.12"/>`;
    return out;
  };
  const doorWidth = 9;
  const gap = (o.depth - o.doors * doorWidth) / (o.doors + 1);
  const doorParts: Placed[] = [];
  for (let i = 0; i < o.doors; i++) {
    const dx = gap + i * (doorWidth + gap);
    const open = o.openDoors?.includes(i);
    doorParts.push(
      open
        ? openShutter(dx, 0, doorWidth, 10)
        : shutter(dx, 0, doorWidth, 10, `D${i + 1}`, palette.white),
    );
  }
  const facade: FaceDecor = layers(
    cladding,
    band,
    ...(o.withSign === false
      ? []
      : [sign(o.length * 0.08, o.height * 0.3, o.length * 0.42, o.height * 0.2)]),
    windowPane(o.length * 0.6, o.height * 0.42, 5, 4),
    windowPane(o.length * 0.6 + 6.5, o.height * 0.42, 5, 4),
    entrance(o.length * 0.82, 5, 8),
    ...(o.comingSoon
      ? [comingSoonBanner(o.length * 0.08, o.height * 0.56, o.length * 0.42, o.height * 0.17)]
      : []),
  );
  const side: FaceDecor = layers(cladding, band, ...doorParts);
  const roof: FaceDecor = (w, h) =>
    `<rect x="0.6" y="0.6" width="${w - 1.2}" height="${h - 1.2}" fill="${shade(palette.concrete, 0.25)}"/>` +
    `<rect x="${w * 0.3}" y="${h * 0.3}" width="4" height="3" fill="${palette.steel}"/>`;
  return {
    key: 'building',
    solids: [
      cuboid({
        at: [x, y, z],
        size: [o.length, o.depth, o.height],
        color: palette.brand,
        topColor: palette.concrete,
        top: roof,
        left: facade,
        right: side,
      }),
    ],
  };
}

function comingSoonBanner(x: number, y: number, w: number, h: number): Placed {
  return () =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.accent}"/>` +
    `<rect x="${x + 0.4}" y="${y + 0.4}" width="${w - 0.8}" height="${h - 0.8}" fill="none" stroke="${palette.ink}" stroke-width="0.15"/>` +
    text(x + w / 2, y + h * 0.66, 'COMING SOON', h * 0.46, palette.ink, 'middle');
}

/** A flat canopy over the drive-up doors on a building's x face. */
export function canopy(at: Vec3, reach: number, length: number): Item {
  const [x, y, z] = at;
  const post = (px: number, py: number) =>
    cuboid({ at: [px, py, 0], size: [0.5, 0.5, z], color: palette.steel });
  return {
    key: 'canopy',
    solids: [
      cuboid({
        at: [x, y, z],
        size: [reach, length, 0.8],
        color: palette.accent,
        topColor: shade(palette.concrete, 0.2),
      }),
      post(x + reach - 0.7, y + 0.2),
      post(x + reach - 0.7, y + length - 0.7),
    ],
  };
}

/** A post-and-rail fence segment along x or y, drawn as a thin panel of railings. */
export function fence(at: Vec3, along: 'x' | 'y', length: number, height = 6): Item {
  const rails: FaceDecor = (w, h) => {
    let out = `<rect x="0" y="0.2" width="${w}" height="0.3" fill="${palette.inkSoft}"/><rect x="0" y="${h - 0.8}" width="${w}" height="0.3" fill="${palette.inkSoft}"/>`;
    for (let u = 0.2; u < w; u += 0.7)
      out += `<rect x="${u.toFixed(2)}" y="0" width="0.14" height="${h}" fill="${palette.inkSoft}"/>`;
    return out;
  };
  const [x, y, z] = at;
  const solid =
    along === 'x'
      ? panel([x, y, z + height], [1, 0, 0], [0, 0, -1], length, height, 'none', rails)
      : panel([x, y + length, z + height], [0, -1, 0], [0, 0, -1], length, height, 'none', rails);
  return { key: 'fence', solids: [solid] };
}

/** A banner hung on the fence: a rectangle of text facing +y. */
export function banner(at: Vec3, length: number, height: number, message: string): Item {
  const [x, y, z] = at;
  const decor: FaceDecor = (w, h) =>
    `<rect x="0" y="0" width="${w}" height="${h}" fill="${palette.accent}"/>` +
    `<rect x="0.3" y="0.3" width="${w - 0.6}" height="${h - 0.6}" fill="none" stroke="${palette.ink}" stroke-width="0.12"/>` +
    text(
      w / 2,
      h * 0.64,
      message,
      Math.min(h * 0.45, (w - 0.8) / (message.length * 0.68)),
      palette.ink,
      'middle',
    );
  return {
    key: 'banner',
    solids: [
      panel([x, y, z + height], [1, 0, 0], [0, 0, -1], length, height, palette.accent, decor),
    ],
  };
}

/** The keypad post at the gate: a grey pillar with a keypad and a small screen on its x face. */
export function keypadPost(at: Vec3): Item {
  const pad: FaceDecor = (w) => {
    let keys =
      `<rect x="0.15" y="0.5" width="${w - 0.3}" height="2.1" rx="0.12" fill="${palette.ink}"/>` +
      `<rect x="0.3" y="0.65" width="${w - 0.6}" height="0.45" fill="${palette.available}"/>`;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++)
        keys += `<rect x="${(0.3 + c * ((w - 0.6) / 3) + 0.04).toFixed(2)}" y="${(1.25 + r * 0.32).toFixed(2)}" width="${((w - 0.6) / 3 - 0.08).toFixed(2)}" height="0.24" rx="0.04" fill="${palette.steelLight}"/>`;
    return keys;
  };
  const [x, y, z] = at;
  return {
    key: 'keypad',
    solids: [
      cuboid({ at: [x, y, z], size: [1, 1.2, 4.2], color: palette.steel, right: pad, left: pad }),
      cuboid({ at: [x - 0.1, y - 0.1, z + 4.2], size: [1.2, 1.4, 0.2], color: palette.inkSoft }),
    ],
  };
}

/** A sliding gate of vertical bars between two posts, along x or y. */
export function gate(at: Vec3, length: number, height = 6.5, along: 'x' | 'y' = 'y'): Item {
  const bars: FaceDecor = (w, h) => {
    let out = `<rect x="0" y="0" width="${w}" height="0.35" fill="${palette.brandDark}"/><rect x="0" y="${h - 0.6}" width="${w}" height="0.35" fill="${palette.brandDark}"/>`;
    for (let u = 0.3; u < w; u += 0.55)
      out += `<rect x="${u.toFixed(2)}" y="0" width="0.16" height="${h - 0.25}" fill="${palette.brandDark}"/>`;
    return out;
  };
  const [x, y, z] = at;
  const post = (px: number, py: number) =>
    cuboid({ at: [px, py, z], size: [0.8, 0.8, height + 0.6], color: palette.brandDark });
  if (along === 'x') {
    return {
      key: 'gate',
      solids: [
        post(x - 0.8, y - 0.4),
        panel([x, y, z + height], [1, 0, 0], [0, 0, -1], length, height, 'none', bars),
        post(x + length, y - 0.4),
      ],
    };
  }
  return {
    key: 'gate',
    solids: [
      post(x - 0.4, y - 0.8),
      panel([x, y + length, z + height], [0, -1, 0], [0, 0, -1], length, height, 'none', bars),
      post(x - 0.4, y + length),
    ],
  };
}

/** A CCTV camera on a pole. */
export function cctvPole(at: Vec3, height = 12): Item {
  const [x, y, z] = at;
  const lens: FaceDecor = (w, h) =>
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.3}" fill="${palette.ink}"/><circle cx="${w / 2 - 0.05}" cy="${h / 2 - 0.05}" r="0.06" fill="${palette.skyHigh}"/>`;
  return {
    key: 'cctv',
    solids: [
      cuboid({ at: [x, y, z], size: [0.5, 0.5, height], color: palette.steel }),
      cuboid({ at: [x + 0.5, y, z + height - 0.9], size: [0.9, 0.5, 0.3], color: palette.steel }),
      cuboid({
        at: [x + 0.6, y - 0.25, z + height - 1.9],
        size: [1.8, 1, 1],
        color: palette.white,
        right: lens,
      }),
      cuboid({
        at: [x + 2.4, y - 0.3, z + height - 1.75],
        size: [0.25, 1.1, 0.95],
        color: palette.ink,
      }),
    ],
  };
}

/** A wall-mounted CCTV camera on a building's y face, pointing along +y. */
export function wallCamera(at: Vec3): Item {
  const [x, y, z] = at;
  const lens: FaceDecor = (w, h) =>
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.32}" fill="${palette.ink}"/><circle cx="${w / 2 - 0.06}" cy="${h / 2 - 0.06}" r="0.07" fill="${palette.skyHigh}"/>`;
  return {
    key: 'camera',
    solids: [
      cuboid({ at: [x, y, z], size: [0.6, 0.8, 0.8], color: palette.steel }),
      cuboid({
        at: [x - 0.05, y + 0.8, z - 0.3],
        size: [1, 2, 1],
        color: palette.white,
        left: lens,
      }),
    ],
  };
}

/** A panel van with the brand stripe, pointing +x. */
export function van(at: Vec3): Item {
  const [x, y, z] = at;
  const body = palette.white;
  const wheel =
    (u: number): Placed =>
    (_w, h) =>
      `<circle cx="${u}" cy="${h}" r="1.25" fill="${palette.ink}"/><circle cx="${u}" cy="${h}" r="0.55" fill="${palette.steel}"/>`;
  const stripe: Placed = (w, h) =>
    `<rect x="0" y="${h * 0.55}" width="${w}" height="0.7" fill="${palette.brand}"/><rect x="0" y="${h * 0.55 + 0.7}" width="${w}" height="0.3" fill="${palette.accent}"/>` +
    text(1, h * 0.42, 'WIDNES SELF STORAGE', 0.9, palette.brand);
  const cabSide: Placed = (_w, h) =>
    `<path d="M0.4 0.5 h2.3 v${h * 0.38} h-2.3 z" fill="${palette.brandDark}"/>` +
    `<rect x="0" y="${h * 0.6}" width="3.5" height="0.55" fill="${palette.brand}"/>`;
  const front: FaceDecor = (w, h) =>
    `<rect x="0.3" y="0.3" width="${w - 0.6}" height="${h * 0.4}" fill="${palette.brandDark}"/>` +
    `<rect x="0.4" y="${h * 0.72}" width="0.9" height="0.45" fill="${palette.accentTint}"/><rect x="${w - 1.3}" y="${h * 0.72}" width="0.9" height="0.45" fill="${palette.accentTint}"/>` +
    `<rect x="0" y="${h - 0.6}" width="${w}" height="0.6" fill="${palette.inkSoft}"/>`;
  const solids: readonly Solid[] = [
    cuboid({
      at: [x, y, z + 1],
      size: [10, 6.4, 7.5],
      color: body,
      left: layers(stripe, wheel(2.2)),
    }),
    cuboid({
      at: [x + 10, y, z + 1],
      size: [3.5, 6.4, 5],
      color: body,
      left: layers(cabSide, wheel(1.6)),
      right: front,
    }),
  ];
  return { key: 'van', solids };
}

/** A flatbed trolley loaded with boxes. */
export function trolley(at: Vec3): Item[] {
  const [x, y, z] = at;
  return [
    {
      key: 'trolley',
      solids: [
        cuboid({ at: [x, y, z + 0.5], size: [3.5, 2, 0.3], color: palette.brand }),
        cuboid({ at: [x, y, z + 0.8], size: [0.2, 2, 2.8], color: palette.steel }),
        cuboid({ at: [x + 0.2, y + 0.2, z], size: [0.4, 0.4, 0.5], color: palette.ink }),
        cuboid({ at: [x + 2.9, y + 1.4, z], size: [0.4, 0.4, 0.5], color: palette.ink }),
      ],
    },
    box([x + 0.4, y + 0.25, z + 0.8], 'medium'),
    box([x + 2, y + 0.35, z + 0.8], 'small'),
    box([x + 0.4, y + 0.25, z + 2.3], 'small', 0.05),
  ];
}

/** A wall of indoor units along x, doors facing +y, as one long panel on the y = at.y plane. */
export function unitRowAlongX(
  at: Vec3,
  count: number,
  doorWidth: number,
  height: number,
  firstNumber: number,
  prefix: string,
): Item {
  const [x, y, z] = at;
  const pitch = doorWidth + 1.2;
  const length = count * pitch + 1.2;
  const doors: Placed[] = [];
  for (let i = 0; i < count; i++)
    doors.push(
      shutter(
        1.2 + i * pitch,
        0,
        doorWidth,
        7.5,
        `${prefix}${String(firstNumber + i).padStart(2, '0')}`,
      ),
    );
  const wall: FaceDecor = layers(
    (w, h) =>
      `<rect x="0" y="0" width="${w}" height="${h - 8.2}" fill="${shade(palette.brandTint, -0.05)}"/>`,
    ...doors,
  );
  return {
    key: 'unit-row',
    solids: [
      cuboid({
        at: [x, y - 0.4, z],
        size: [length, 0.4, height],
        color: palette.brandTint,
        left: wall,
      }),
    ],
  };
}

/** A wall of indoor units along y, doors facing +x. */
export function unitRowAlongY(
  at: Vec3,
  count: number,
  doorWidth: number,
  height: number,
  firstNumber: number,
  prefix: string,
): Item {
  const [x, y, z] = at;
  const pitch = doorWidth + 1.2;
  const length = count * pitch + 1.2;
  const doors: Placed[] = [];
  for (let i = 0; i < count; i++)
    doors.push(
      shutter(
        1.2 + i * pitch,
        0,
        doorWidth,
        7.5,
        `${prefix}${String(firstNumber + i).padStart(2, '0')}`,
      ),
    );
  const wall: FaceDecor = layers(
    (w, h) =>
      `<rect x="0" y="0" width="${w}" height="${h - 8.2}" fill="${shade(palette.brandTint, -0.1)}"/>`,
    ...doors,
  );
  return {
    key: 'unit-row',
    solids: [
      cuboid({
        at: [x - 0.4, y, z],
        size: [0.4, length, height],
        color: palette.brandTint,
        rightColor: shade(palette.brandTint, -0.04),
        right: wall,
      }),
    ],
  };
}

/** A floor area as a flat quad (not sorted; draw it before the items). */
export function floor(
  view: View,
  at: Vec3,
  length: number,
  depth: number,
  color: string,
  decor?: FaceDecor,
): string {
  return quad(at, [1, 0, 0], [0, 1, 0], length, depth, color, decor)(view);
}
