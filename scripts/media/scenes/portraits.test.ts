// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { team } from '../../../src/content/team.ts';
import { rasterise } from '../render-svg.ts';
import { portraitScene } from './portraits.ts';

const SIZE = 160;
const centre = SIZE / 2;

/**
 * The About page crops each portrait to its inscribed circle. Between the
 * halo and the circle's edge, above the shoulders, only the plain
 * background may show: any shape there is cut in half by the crop.
 */
describe.each(team.map((member) => member.id))('the %s portrait', (id) => {
  it('draws nothing near the edge of the circle it is cropped to', () => {
    const { data, width } = rasterise(portraitScene(id), SIZE);
    const at = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return `${data[i]},${data[i + 1]},${data[i + 2]}`;
    };
    const background = at(0, 0);
    const stray: string[] = [];
    for (let y = 0; y < centre; y++)
      for (let x = 0; x < SIZE; x++) {
        const r = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
        if (r > SIZE * 0.42 && r < SIZE * 0.5 && at(x, y) !== background) stray.push(`${x},${y}`);
      }
    expect(stray).toEqual([]);
  });
});
