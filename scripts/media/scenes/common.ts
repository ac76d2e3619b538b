/** Pieces shared by the scenes: easing, labels and backgrounds. */

import { palette } from '../palette.ts';
import { FONT_FAMILY } from '../render-svg.ts';

export const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
export const easeOutCubic = (t: number) => 1 - (1 - clamp01(t)) ** 3;
export const easeInOut = (t: number) => {
  const c = clamp01(t);
  return c < 0.5 ? 4 * c * c * c : 1 - (-2 * c + 2) ** 3 / 2;
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A rounded label like the site's pills: brand blue with white bold text. */
export function pill(
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string = palette.brand,
  color: string = palette.white,
): string {
  const width = text.length * size * 0.58 + size * 1.2;
  const height = size * 1.7;
  return (
    `<rect x="${x}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${fill}"/>` +
    `<text x="${(x + width / 2).toFixed(1)}" y="${(y + height * 0.66).toFixed(1)}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="${size}" fill="${color}">${escapeXml(text)}</text>`
  );
}

export function rect(width: number, height: number, fill: string): string {
  return `<rect x="0" y="0" width="${width}" height="${height}" fill="${fill}"/>`;
}
