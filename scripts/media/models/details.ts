/**
 * Face decorations shared by the building drawings: roller shutters, doors,
 * windows, signs. Each is drawn in face-local feet (u right, v down).
 */
import type { FaceDecor } from '../iso.ts';
import { palette, shade } from '../palette.ts';
import { FONT_FAMILY } from '../render-svg.ts';

export type Placed = (w: number, h: number) => string;

/** A closed roller shutter: housing box on top, slats, handle and a number plate. */
export function shutter(
  x: number,
  bottom: number,
  width: number,
  height: number,
  label?: string,
  color: string = palette.brand,
): Placed {
  return (_w, h) => {
    const top = h - bottom - height;
    let slats = '';
    for (let v = top + 0.9; v < h - bottom - 0.15; v += 0.45) {
      slats += `<line x1="${x + 0.1}" y1="${v.toFixed(2)}" x2="${x + width - 0.1}" y2="${v.toFixed(2)}" stroke="${shade(color, -0.25)}" stroke-width="0.07"/>`;
    }
    const plate = label
      ? `<rect x="${x + width / 2 - 1}" y="${top + 0.15}" width="2" height="0.55" rx="0.1" fill="${palette.accent}"/>` +
        `<text x="${x + width / 2}" y="${top + 0.58}" text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" font-size="0.45" fill="${palette.ink}">${label}</text>`
      : '';
    return (
      `<rect x="${x - 0.15}" y="${top - 0.1}" width="${width + 0.3}" height="${height + 0.1}" fill="${shade(palette.steelLight, -0.1)}"/>` +
      `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${color}"/>` +
      `<rect x="${x}" y="${top}" width="${width}" height="0.8" fill="${shade(color, -0.3)}"/>` +
      slats +
      `<rect x="${x + width / 2 - 0.35}" y="${h - bottom - 0.5}" width="0.7" height="0.14" fill="${palette.steelLight}"/>` +
      plate
    );
  };
}

/** An open roller shutter: rolled up at the top, the unit's dark interior below. */
export function openShutter(
  x: number,
  bottom: number,
  width: number,
  height: number,
  inside: string = palette.brandDark,
): Placed {
  return (_w, h) => {
    const top = h - bottom - height;
    return (
      `<rect x="${x - 0.15}" y="${top - 0.1}" width="${width + 0.3}" height="${height + 0.1}" fill="${shade(palette.steelLight, -0.1)}"/>` +
      `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${shade(inside, -0.35)}"/>` +
      `<rect x="${x}" y="${top}" width="${width}" height="${height * 0.35}" fill="${shade(inside, -0.5)}"/>` +
      `<rect x="${x}" y="${top}" width="${width}" height="1" fill="${shade(palette.brand, -0.3)}"/>`
    );
  };
}

export function windowPane(x: number, y: number, width: number, height: number): Placed {
  return () =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${palette.brandDark}"/>` +
    `<rect x="${x + 0.2}" y="${y + 0.2}" width="${width - 0.4}" height="${height - 0.4}" fill="${palette.skyHigh}"/>` +
    `<path d="M${x + width * 0.55} ${y + 0.2} l${-width * 0.35} ${height - 0.4} h${width * 0.18} l${width * 0.35} ${-(height - 0.4)} z" fill="${palette.white}" fill-opacity="0.45"/>`;
}

/** A glazed entrance door with a canopy line. */
export function entrance(x: number, width: number, height: number): Placed {
  return (_w, h) =>
    `<rect x="${x - 0.3}" y="${h - height - 0.4}" width="${width + 0.6}" height="0.4" fill="${palette.ink}"/>` +
    windowPane(x, h - height, width, height)(_w, h) +
    `<line x1="${x + width / 2}" y1="${h - height}" x2="${x + width / 2}" y2="${h}" stroke="${palette.brandDark}" stroke-width="0.2"/>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  weight = 700,
): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT_FAMILY}" font-weight="${weight}" font-size="${size}" fill="${fill}">${content}</text>`;
}

/** The facade sign: the logo mark and the name on a dark panel. */
export function sign(x: number, y: number, width: number, height: number): Placed {
  return () => {
    const mark = height * 0.7;
    return (
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height * 0.12}" fill="${palette.ink}"/>` +
      `<g transform="translate(${x + height * 0.15} ${y + height * 0.15}) scale(${mark / 40})">${logoMark()}</g>` +
      text(x + height * 1.0, y + height * 0.48, 'WIDNES', height * 0.3, palette.white) +
      text(x + height * 1.0, y + height * 0.82, 'SELF STORAGE', height * 0.22, palette.accent)
    );
  };
}

/** The brand mark in a 40 × 40 box: a storage cube with a roller door on a blue tile. */
export function logoMark(): string {
  return (
    `<rect x="0" y="0" width="40" height="40" rx="9" fill="${palette.brand}"/>` +
    '<path d="M20 7 L32 14 L20 21 L8 14 Z" fill="#f7c94a"/>' +
    `<path d="M8 14 L20 21 L20 34 L8 27 Z" fill="${palette.accent}"/>` +
    `<path d="M20 21 L32 14 L32 27 L20 34 Z" fill="${palette.white}"/>` +
    `<path d="M22.5 22.9 L29.5 18.8 M22.5 25.6 L29.5 21.5 M22.5 28.3 L29.5 24.2" stroke="${palette.brand}" stroke-width="1.4" stroke-linecap="round"/>`
  );
}

/** Combines decorations for one face. */
export function layers(...parts: readonly Placed[]): FaceDecor {
  return (w, h) => parts.map((p) => p(w, h)).join('');
}
