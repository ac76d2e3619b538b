/**
 * A small isometric drawing engine. World units are feet: x runs to the
 * lower right of the picture, y to the lower left and z up. The viewer looks
 * from +x, +y, +z, so the visible faces of a cuboid are its top, the face at
 * y = max ("left", lower left on screen) and the face at x = max ("right").
 * Everything returns SVG strings; nothing here knows about files.
 */
import { shade } from './palette.ts';

export type Vec3 = readonly [number, number, number];
export type Box3 = { readonly min: Vec3; readonly max: Vec3 };

/** scale is pixels per foot; (ox, oy) is where the world origin lands on screen. */
export type View = { readonly scale: number; readonly ox: number; readonly oy: number };

/** Draws face-local decoration in feet: u to the right along the face, v downwards. */
export type FaceDecor = (width: number, height: number) => string;

/** Anything with a world-space bounding box, drawn in one go. */
export type Solid = { readonly box: Box3; readonly svg: (view: View) => string };

/** A group of solids that appears and moves as one (a sofa, a stack of boxes). */
export type Item = { readonly solids: readonly Solid[]; readonly key?: string };

const COS30 = Math.cos(Math.PI / 6);

export function project(view: View, [x, y, z]: Vec3): [number, number] {
  return [view.ox + (x - y) * COS30 * view.scale, view.oy + ((x + y) / 2 - z) * view.scale];
}

export function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

export function points(view: View, corners: readonly Vec3[]): string {
  return corners
    .map((c) => project(view, c))
    .map(([x, y]) => `${fmt(x)},${fmt(y)}`)
    .join(' ');
}

/** An SVG transform mapping face-local (u, v) in feet onto the screen. */
export function faceTransform(view: View, origin: Vec3, u: Vec3, v: Vec3): string {
  const [e, f] = project(view, origin);
  const s = view.scale;
  const a = (u[0] - u[1]) * COS30 * s;
  const b = ((u[0] + u[1]) / 2 - u[2]) * s;
  const c = (v[0] - v[1]) * COS30 * s;
  const d = ((v[0] + v[1]) / 2 - v[2]) * s;
  return `matrix(${[a, b, c, d, e, f].map((n) => n.toFixed(4)).join(' ')})`;
}

function add(p: Vec3, q: Vec3, k = 1): Vec3 {
  return [p[0] + q[0] * k, p[1] + q[1] * k, p[2] + q[2] * k];
}

/** A flat rectangle in space, origin at its top-left as seen, with optional decoration. */
export function quad(
  origin: Vec3,
  u: Vec3,
  v: Vec3,
  width: number,
  height: number,
  fill: string,
  decor?: FaceDecor,
): (view: View) => string {
  const corners = [
    origin,
    add(origin, u, width),
    add(add(origin, u, width), v, height),
    add(origin, v, height),
  ];
  return (view) => {
    const poly = `<polygon points="${points(view, corners)}" fill="${fill}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"/>`;
    if (!decor) return poly;
    return `${poly}<g transform="${faceTransform(view, origin, u, v)}">${decor(width, height)}</g>`;
  };
}

function boundsOf(corners: readonly Vec3[]): Box3 {
  const min = [0, 1, 2].map((i) =>
    Math.min(...corners.map((c) => c[i] as number)),
  ) as unknown as Vec3;
  const max = [0, 1, 2].map((i) =>
    Math.max(...corners.map((c) => c[i] as number)),
  ) as unknown as Vec3;
  return { min, max };
}

/** A thin panel (door leaf, sign) as a solid, for depth sorting with others. */
export function panel(
  origin: Vec3,
  u: Vec3,
  v: Vec3,
  width: number,
  height: number,
  fill: string,
  decor?: FaceDecor,
): Solid {
  const corners = [
    origin,
    add(origin, u, width),
    add(add(origin, u, width), v, height),
    add(origin, v, height),
  ];
  return { box: boundsOf(corners), svg: quad(origin, u, v, width, height, fill, decor) };
}

export type CuboidSpec = {
  readonly at: Vec3;
  readonly size: Vec3;
  readonly color: string;
  readonly topColor?: string;
  readonly leftColor?: string;
  readonly rightColor?: string;
  readonly top?: FaceDecor;
  readonly left?: FaceDecor;
  readonly right?: FaceDecor;
};

/** Face tones: light from the upper left, so the top is lightest and the x face darkest. */
export function faceTones(color: string) {
  return { top: shade(color, 0.22), left: color, right: shade(color, -0.16) };
}

export function cuboid(spec: CuboidSpec): Solid {
  const [x, y, z] = spec.at;
  const [dx, dy, dz] = spec.size;
  const tones = faceTones(spec.color);
  const top = quad(
    [x, y, z + dz],
    [1, 0, 0],
    [0, 1, 0],
    dx,
    dy,
    spec.topColor ?? tones.top,
    spec.top,
  );
  const left = quad(
    [x, y + dy, z + dz],
    [1, 0, 0],
    [0, 0, -1],
    dx,
    dz,
    spec.leftColor ?? tones.left,
    spec.left,
  );
  const right = quad(
    [x + dx, y + dy, z + dz],
    [0, -1, 0],
    [0, 0, -1],
    dy,
    dz,
    spec.rightColor ?? tones.right,
    spec.right,
  );
  return {
    box: { min: [x, y, z], max: [x + dx, y + dy, z + dz] },
    svg: (view) => top(view) + left(view) + right(view),
  };
}

export function unionBox(boxes: readonly Box3[]): Box3 {
  return boundsOf(boxes.flatMap((b) => [b.min, b.max]));
}

function screenRect(box: Box3): [number, number, number, number] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const x of [box.min[0], box.max[0]])
    for (const y of [box.min[1], box.max[1]])
      for (const z of [box.min[2], box.max[2]]) {
        xs.push(x - y);
        ys.push((x + y) / 2 - z);
      }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const EPS = 1e-6;

/** True when box a lies wholly behind box b along some axis (so a is drawn first). */
function behind(a: Box3, b: Box3): boolean {
  return a.max[0] <= b.min[0] + EPS || a.max[1] <= b.min[1] + EPS || a.max[2] <= b.min[2] + EPS;
}

/**
 * Painter's order for axis-aligned boxes that do not intersect: a
 * topological sort over the "behind" relation for pairs whose screen
 * rectangles overlap, falling back to the depth of the box centre.
 */
export function depthSort<T>(list: readonly T[], boxOf: (t: T) => Box3): T[] {
  const n = list.length;
  const boxes = list.map(boxOf);
  const rects = boxes.map(screenRect);
  const depth = boxes.map((b) => b.min[0] + b.max[0] + b.min[1] + b.max[1] + b.min[2] + b.max[2]);
  const after: number[][] = list.map(() => []);
  const incoming = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ri = rects[i] as number[];
      const rj = rects[j] as number[];
      const overlap =
        (ri[0] as number) < (rj[2] as number) &&
        (rj[0] as number) < (ri[2] as number) &&
        (ri[1] as number) < (rj[3] as number) &&
        (rj[1] as number) < (ri[3] as number);
      if (!overlap) continue;
      const bi = boxes[i] as Box3;
      const bj = boxes[j] as Box3;
      const iFirst = behind(bi, bj);
      const jFirst = behind(bj, bi);
      if (iFirst && !jFirst) {
        after[i]?.push(j);
        incoming[j] = (incoming[j] as number) + 1;
      } else if (jFirst && !iFirst) {
        after[j]?.push(i);
        incoming[i] = (incoming[i] as number) + 1;
      }
    }
  }
  const done = new Array<boolean>(n).fill(false);
  const order: T[] = [];
  for (let k = 0; k < n; k++) {
    let pick = -1;
    for (let i = 0; i < n; i++) {
      if (done[i] || incoming[i] !== 0) continue;
      if (pick < 0 || (depth[i] as number) < (depth[pick] as number)) pick = i;
    }
    if (pick < 0) {
      // A cycle (only from screen rectangles that overlap but shapes that do not): take the shallowest.
      for (let i = 0; i < n; i++) {
        if (!done[i] && (pick < 0 || (depth[i] as number) < (depth[pick] as number))) pick = i;
      }
    }
    done[pick] = true;
    order.push(list[pick] as T);
    for (const j of after[pick] ?? []) incoming[j] = (incoming[j] as number) - 1;
  }
  return order;
}

export function itemBox(item: Item): Box3 {
  return unionBox(item.solids.map((s) => s.box));
}

/** How an item is shown in one frame of an animation. */
export type ItemPose = { readonly lift: number; readonly opacity: number };

/** Draws items in painter's order; pose lets a video drop items in or fade them out. */
export function drawItems(
  view: View,
  items: readonly Item[],
  pose?: (item: Item, index: number) => ItemPose,
): string {
  const indexed = items.map((item, index) => ({ item, index }));
  const sorted = depthSort(indexed, (e) => itemBox(e.item));
  return sorted
    .map(({ item, index }) => {
      const solids = depthSort(item.solids, (s) => s.box)
        .map((s) => s.svg(view))
        .join('');
      const p = pose?.(item, index) ?? { lift: 0, opacity: 1 };
      if (p.opacity <= 0) return '';
      const attrs = [
        p.lift ? `transform="translate(0 ${fmt(-p.lift * view.scale)})"` : '',
        p.opacity < 1 ? `opacity="${p.opacity.toFixed(3)}"` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return attrs ? `<g ${attrs}>${solids}</g>` : solids;
    })
    .join('');
}

/** The item moved by an offset in feet. */
export function moveItem(item: Item, [mx, my, mz]: Vec3): Item {
  return {
    key: item.key,
    solids: item.solids.map((s) => ({
      box: { min: add(s.box.min, [mx, my, mz]), max: add(s.box.max, [mx, my, mz]) },
      svg: (view: View) =>
        s.svg({
          scale: view.scale,
          ox: view.ox + (mx - my) * COS30 * view.scale,
          oy: view.oy + ((mx + my) / 2 - mz) * view.scale,
        }),
    })),
  };
}
