// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { media } from '../../src/content/media.ts';
import { compactSvg, exactOutlines, outlineText, rasterise } from './render-svg.ts';
import { iconScene, labelSvg, logoScene } from './scenes/brand.ts';

/**
 * How far two drawings' pixels are apart at a width: the mean and the largest
 * difference of any colour channel (0 to 255). resvg's edges move by a shade
 * even for changes in the fourth decimal, so a few edge pixels always differ
 * a little; a visible change moves whole edges and raises the mean.
 */
function pixelDistance(a: string, b: string, width: number) {
  const one = rasterise(a, width);
  const other = rasterise(b, width);
  expect([other.width, other.height]).toEqual([one.width, one.height]);
  let sum = 0;
  let max = 0;
  for (let i = 0; i < one.data.length; i++) {
    const difference = Math.abs((one.data[i] ?? 0) - (other.data[i] ?? 0));
    sum += difference;
    max = Math.max(max, difference);
  }
  return { mean: sum / one.data.length, max };
}

// Outlining the logo's text and rasterising it at up to 800 px are CPU work:
// up to 0.8 s a test in a full run here, several times that on a busy
// machine, so room of their own.
describe('compactSvg', { timeout: 30_000 }, () => {
  // The logo is shown 180 CSS px wide: on a 1×, a 3× and a 4.4× screen.
  it.each([180, 540, 800])(
    'draws the outlined logo as the full-precision outlines do at %i px, in far fewer bytes',
    (width) => {
      const exact = exactOutlines(logoScene());
      const compact = compactSvg(exact);
      expect(compact.length).toBeLessThan(exact.length * 0.7);
      // One decimal instead of two gives a mean of 0.15 to 0.23 here.
      const { mean, max } = pixelDistance(exact, compact, width);
      expect(mean).toBeLessThan(0.05);
      expect(max).toBeLessThanOrEqual(64);
    },
  );

  it('draws the favicon mark as the full-precision outlines do', () => {
    const exact = exactOutlines(iconScene(40));
    expect(pixelDistance(exact, compactSvg(exact), 256).mean).toBeLessThan(0.05);
  });

  it('writes path commands without spaces and numbers with at most two decimals', () => {
    expect(
      compactSvg(
        '<svg>\n    <defs/>\n    <path d="M 9 0 L 31.123456 -0 C -0 4.029437 4.029437 -1.5 9 0 Z"/>\n</svg>',
      ),
    ).toBe('<svg><path d="M9 0L31.12 0C0 4.03 4.03-1.5 9 0Z"/></svg>');
  });

  it('is what the logo in public/media was rendered with', () => {
    // `npm run media` writes it through outlineText; a file written any
    // other way (by hand, by an editor's optimiser) would differ here.
    expect(readFileSync('public/media/logo.svg', 'utf8').trim()).toBe(
      labelSvg(outlineText(logoScene()), media.logo.alt),
    );
  });
});
