/** Turns an SVG string into pixels with resvg, using the fonts the drawings name. */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { LIBERATION_SANS_FILES as FONT_FILES } from './font-files.ts';

export const FONT_FAMILY = 'Liberation Sans';

function fontOptions() {
  const files = FONT_FILES.filter((f) => existsSync(f));
  if (files.length < FONT_FILES.length) {
    console.warn(
      'Liberation Sans is missing; text falls back to a system font. Install it with: apt-get install -y fonts-liberation',
    );
  }
  return {
    loadSystemFonts: files.length < FONT_FILES.length,
    fontFiles: files,
    defaultFontFamily: FONT_FAMILY,
  };
}

const fonts = fontOptions();

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

export type Raster = { readonly data: Buffer; readonly width: number; readonly height: number };

/** Renders an SVG document to RGBA pixels at the given output width. */
export function rasterise(svg: string, width: number): Raster {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: fonts }).render();
  return { data: Buffer.from(image.pixels), width: image.width, height: image.height };
}

/** The SVG with every text run turned into outlines, so it needs no font where it is shown. */
export function outlineText(svg: string): string {
  return compactSvg(exactOutlines(svg));
}

/** resvg's own output: the outlines at full precision. */
export function exactOutlines(svg: string): string {
  return new Resvg(svg, { font: fonts }).toString();
}

/**
 * The same drawing in fewer bytes: resvg writes outlines with six decimals
 * and indents every element. Two decimals of a user unit are finer than a
 * device pixel at any size the logo or favicon is shown (the logo's 180
 * units across are never drawn wider than about 800 pixels), and path
 * commands need no spaces around them. Every page fetches the logo first
 * thing, so its bytes compete with the page's own first picture.
 */
export function compactSvg(svg: string): string {
  return svg
    .replace(/>\s+</g, '><')
    .replace(/<defs\/>/g, '')
    .replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(2))))
    .replace(/ d="([^"]*)"/g, (_, path: string) => ` d="${compactPath(path)}"`)
    .trim();
}

/** "M 9 0 L 31 0 C -0 4 ..." as "M9 0L31 0C0 4...". */
function compactPath(path: string): string {
  return path
    .replace(/\s*([MLHVCSQTAZmlhvcsqtaz])\s*/g, '$1')
    .replace(/(^|[^\d.])-0(?![\d.])/g, '$10')
    .replace(/\s+/g, ' ')
    .replace(/ -/g, '-');
}

/**
 * A drawing to ship as an SVG file, its text kept as text: outlining the
 * glyphs would make a labelled line drawing four times larger. Liberation
 * Sans has Arial's metrics, so where it is missing Arial or Helvetica set
 * the labels at the same widths and they stay inside their pills.
 */
export function webSvg(svg: string): string {
  return compactSvg(svg).replaceAll(
    `font-family="${FONT_FAMILY}"`,
    `font-family="${FONT_FAMILY}, Arial, Helvetica, sans-serif"`,
  );
}
