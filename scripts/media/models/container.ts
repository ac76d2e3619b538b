/**
 * A portable storage container, 8 ft wide and 8.5 ft high, with its doors on
 * the x end. Doors swing open about vertical hinges; with the doors open the
 * inside is drawn clipped to the door opening, which is exactly what a viewer
 * can see through it.
 */
import {
  cuboid,
  depthSort,
  drawItems,
  type FaceDecor,
  type Item,
  moveItem,
  panel,
  points,
  type Solid,
  type Vec3,
  type View,
} from '../iso.ts';
import { palette, shade } from '../palette.ts';
import { text } from './details.ts';

export const CONTAINER_WIDTH = 8;
export const CONTAINER_HEIGHT = 8.5;

const corrugation =
  (color: string): FaceDecor =>
  (w, h) => {
    let out = '';
    for (let u = 0.3; u < w; u += 0.6)
      out += `<rect x="${u.toFixed(2)}" y="0.35" width="0.22" height="${h - 0.7}" fill="${shade(color, -0.12)}"/>`;
    return `${out}<rect x="0" y="0" width="${w}" height="0.35" fill="${shade(color, -0.25)}"/><rect x="0" y="${h - 0.35}" width="${w}" height="0.35" fill="${shade(color, -0.25)}"/>`;
  };

const doorLeaf =
  (color: string): FaceDecor =>
  (w, h) =>
    corrugation(color)(w, h) +
    [w * 0.3, w * 0.72]
      .map(
        (u) =>
          `<rect x="${u - 0.08}" y="0.4" width="0.16" height="${h - 0.8}" fill="${palette.steelLight}"/>` +
          `<rect x="${u - 0.2}" y="${h * 0.55}" width="0.4" height="0.7" rx="0.08" fill="${palette.steel}"/>`,
      )
      .join('');

export type ContainerOptions = {
  readonly at: Vec3;
  readonly length: number;
  /** 0 = closed, 1 = both doors swung open by 105°. */
  readonly open: number;
  readonly contents?: readonly Item[];
  /** How each content item is shown (for loading animations). */
  readonly pose?: (item: Item, index: number) => { lift: number; opacity: number };
};

/** Draws the container with its doors and, when open, what is inside. */
export function drawContainer(view: View, o: ContainerOptions): string {
  const [x, y, z] = o.at;
  const L = o.length;
  const W = CONTAINER_WIDTH;
  const H = CONTAINER_HEIGHT;
  const color = palette.brand;
  const side: FaceDecor = (w, h) =>
    corrugation(color)(w, h) +
    `<rect x="${w * 0.08}" y="${h * 0.32}" width="${Math.min(w * 0.84, 14)}" height="2.2" fill="${palette.brandDark}" fill-opacity="0.55"/>` +
    text(w * 0.08 + 0.5, h * 0.32 + 1.15, 'WIDNES', 1.05, palette.white) +
    text(w * 0.08 + 0.5, h * 0.32 + 1.95, 'SELF STORAGE', 0.7, palette.accent);
  const body = cuboid({
    at: [x, y, z],
    size: [L, W, H],
    color,
    top: corrugation(shade(color, 0.15)),
    left: side,
    right: corrugation(shade(color, -0.1)),
  });
  const rails = cuboid({
    at: [x + 0.3, y + 0.3, z - 0.5],
    size: [L - 0.6, W - 0.6, 0.5],
    color: palette.ink,
  });
  let out = rails.svg(view) + body.svg(view);
  if (o.open > 0) {
    const opening: Vec3[] = [
      [x + L, y + W, z + H],
      [x + L, y, z + H],
      [x + L, y, z],
      [x + L, y + W, z],
    ];
    const clipId = `opening-${Math.round(view.ox)}-${Math.round(view.oy)}-${L}`;
    const inside =
      cuboid({ at: [x, y, z - 0.2], size: [L, W, 0.2], color: palette.woodLight }).svg(view) +
      panel([x, y, z + H], [0, 1, 0], [0, 0, -1], W, H, shade(color, -0.45)).svg(view) +
      panel([x, y, z + H], [1, 0, 0], [0, 0, -1], L, H, shade(color, -0.35)).svg(view) +
      drawItems(
        view,
        (o.contents ?? []).map((item) => moveItem(item, [x, y, z])),
        o.pose,
      );
    out +=
      `<clipPath id="${clipId}"><polygon points="${points(view, opening)}"/></clipPath>` +
      `<g clip-path="url(#${clipId})"><polygon points="${points(view, opening)}" fill="${shade(color, -0.55)}"/>${inside}</g>` +
      `<polygon points="${points(view, opening)}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="${(0.25 * view.scale).toFixed(1)}"/>`;
  }
  const angle = (o.open * 105 * Math.PI) / 180;
  const leafW = W / 2;
  const far = panel(
    [x + L, y, z + H],
    [Math.sin(angle), Math.cos(angle), 0],
    [0, 0, -1],
    leafW,
    H,
    shade(color, -0.14),
    doorLeaf(shade(color, -0.14)),
  );
  const near = panel(
    [x + L, y + W, z + H],
    [Math.sin(angle), -Math.cos(angle), 0],
    [0, 0, -1],
    leafW,
    H,
    shade(color, -0.1),
    doorLeaf(shade(color, -0.1)),
  );
  const leaves: Solid[] = depthSort([far, near], (s) => s.box);
  return out + leaves.map((s) => s.svg(view)).join('');
}
