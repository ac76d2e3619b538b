// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitSizeRange } from '../../../src/content/media-storage.ts';
import { homeSizeCardSqft, sizeStepBySqft } from '../../../src/content/size-steps.ts';
import { rasterise, webSvg } from '../render-svg.ts';
import { footprint, unitSizeBays, unitSizesScene } from './unit-sizes.ts';

describe('the size guide’s unit sizes picture', () => {
  it('draws each of the home page’s sizes from its step’s dimensions, in one row without overlap', () => {
    const bays = unitSizeBays();
    expect(bays.map((bay) => bay.sqft)).toEqual([...homeSizeCardSqft]);
    for (const bay of bays) {
      expect(bay.width * bay.depth, `${bay.sqft} sq ft`).toBe(bay.sqft);
      expect(footprint(sizeStepBySqft(bay.sqft).dimensions)).toEqual({
        width: bay.width,
        depth: bay.depth,
      });
    }
    bays.slice(1).forEach((bay, i) => {
      const before = bays[i];
      expect(bay.x).toBeGreaterThan((before?.x ?? 0) + (before?.width ?? 0));
    });
  });

  it('labels every unit with its size and its length and width', () => {
    const svg = unitSizesScene();
    for (const bay of unitSizeBays()) {
      expect(svg).toContain(`>${bay.sqft} sq ft</text>`);
      expect(svg).toContain(`>${bay.width} × ${bay.depth} ft</text>`);
    }
  });

  it('fits the picture: nothing drawn touches its edges', () => {
    const { width, height } = unitSizeRange;
    const raster = rasterise(unitSizesScene(), width);
    expect([raster.width, raster.height]).toEqual([width, height]);
    const background = [...raster.data.subarray(0, 4)];
    const edge: number[] = [];
    for (let x = 0; x < width; x++) edge.push(x, (height - 1) * width + x);
    for (let y = 0; y < height; y++) edge.push(y * width, y * width + width - 1);
    const differing = edge.filter((p) =>
      background.some((value, c) => raster.data[p * 4 + c] !== value),
    );
    expect(differing).toEqual([]);
  });

  it('is the file in public/media (run npm run media -- --only size-guide/ after changing it)', () => {
    const file = join(resolve(__dirname, '../../../public'), unitSizeRange.src);
    const same = readFileSync(file, 'utf8') === `${webSvg(unitSizesScene())}\n`;
    expect(same, `${unitSizeRange.src} differs from the drawing`).toBe(true);
  });
});
