/** The logo, the icon set and the social share card. */
import { logoMark } from '../models/details.ts';
import { palette } from '../palette.ts';
import { FONT_FAMILY, svgDocument } from '../render-svg.ts';
import { escapeXml, pill } from './common.ts';

export const LOGO = { width: 180, height: 48 } as const;

/** The logo with live text; the render script turns the text into outlines. */
export function logoScene(): string {
  return svgDocument(
    LOGO.width,
    LOGO.height,
    `<g transform="translate(2 4)">${logoMark()}</g>` +
      `<text x="50" y="23" font-family="${FONT_FAMILY}" font-weight="700" font-size="20" fill="${palette.ink}">Widnes</text>` +
      `<text x="50.5" y="40" font-family="${FONT_FAMILY}" font-weight="700" font-size="11" letter-spacing="1.15" fill="${palette.brand}">SELF STORAGE</text>`,
  );
}

/** Adds an accessible name to the outlined logo SVG. */
export function labelSvg(svg: string, label: string): string {
  return svg.replace(
    /<svg([^>]*)>/,
    `<svg$1 role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>`,
  );
}

/** The mark alone on a transparent background (favicon, standard icons). */
export function iconScene(size: number): string {
  return svgDocument(size, size, `<g transform="scale(${size / 40})">${logoMark()}</g>`);
}

/**
 * The console's icon: the site's mark with its tile in ink and an accent bar
 * under it, so a member tells the console's tab from the site's at a glance.
 */
export function staffIconScene(size: number): string {
  const mark = logoMark().replace(`fill="${palette.brand}"`, `fill="${palette.ink}"`);
  return svgDocument(
    size,
    size,
    `<g transform="scale(${size / 40})">${mark}` +
      `<rect x="6" y="35" width="28" height="3" rx="1.5" fill="${palette.accent}"/></g>`,
  );
}

/** The mark on a full-bleed tile, kept inside the central safe zone (apple-touch and maskable icons). */
export function fullBleedIconScene(size: number, safe = 0.8): string {
  const inner = size * safe;
  const offset = (size - inner) / 2;
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${palette.brand}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${inner / 40})">${logoMark()}</g>`,
  );
}

export const SHARE = { width: 1200, height: 630 } as const;

/** The 1200 × 630 share card: the logo large, the promise and the "coming soon" pill. */
export function shareScene(): string {
  const { width: w, height: h } = SHARE;
  // A pyramid of storage cubes, bottom row first so the upper rows sit on top.
  let cubes = '';
  const unit = 2.4;
  for (const [row, count] of [
    [0, 4],
    [1, 3],
    [2, 2],
    [3, 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const x = 820 + row * 12 * unit + i * 24 * unit;
      const y = 470 - row * 20 * unit;
      cubes += `<g transform="translate(${x} ${y}) scale(${unit})"><path d="M20 7 L32 14 L20 21 L8 14 Z" fill="#f7c94a"/><path d="M8 14 L20 21 L20 34 L8 27 Z" fill="${palette.accent}"/><path d="M20 21 L32 14 L32 27 L20 34 Z" fill="${palette.white}"/></g>`;
    }
  }
  return svgDocument(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${palette.brandTint}"/>` +
      `<rect x="0" y="${h - 18}" width="${w}" height="18" fill="${palette.accent}"/>` +
      `<circle cx="1010" cy="470" r="260" fill="${palette.brand}" opacity="0.12"/>` +
      cubes +
      `<g transform="translate(90 150) scale(3.6)">${logoScene().replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>` +
      `<text x="96" y="420" font-family="${FONT_FAMILY}" font-weight="700" font-size="44" fill="${palette.ink}">${escapeXml('Secure self storage in Widnes')}</text>` +
      pill(96, 460, 'Coming soon', 34, palette.accent, palette.ink),
  );
}
