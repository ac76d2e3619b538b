import { describe, expect, it } from 'vitest';
import { facilityLayout } from '@/layout/facility-layout';
import { parseLayout } from '@/layout/layout-schema';
import { readTrustedLayout, UntrustedLayoutError } from '@/layout/trusted-layout';
import unitsJson from '../../data/units.json';

describe('readTrustedLayout', () => {
  it('reads the committed units.json as the full validator does', () => {
    const validated = parseLayout(unitsJson);
    expect(validated.ok).toBe(true);
    if (validated.ok) expect(facilityLayout).toEqual(validated.layout);
  });

  it('reads a missing features list as no features', () => {
    const layout = readTrustedLayout({ canvas: { width: 10, height: 5 }, units: [] });
    expect(layout).toEqual({ canvas: { width: 10, height: 5 }, units: [], features: [] });
  });

  it.each([
    [null, 'The floor-plan layout is not an object; run npm run layout:validate.'],
    [
      { units: [] },
      'The floor-plan layout has no canvas width and height; run npm run layout:validate.',
    ],
    [
      { canvas: { width: 0, height: 5 }, units: [] },
      'The floor-plan layout has no canvas width and height; run npm run layout:validate.',
    ],
    [
      { canvas: { width: 10, height: 5 } },
      'The floor-plan layout has no units list; run npm run layout:validate.',
    ],
    [
      { canvas: { width: 10, height: 5 }, units: [], features: {} },
      'The floor-plan layout has a features field that is not a list; run npm run layout:validate.',
    ],
  ])('refuses a file that is not a layout: %j', (json, message) => {
    expect(() => readTrustedLayout(json)).toThrow(UntrustedLayoutError);
    expect(() => readTrustedLayout(json)).toThrow(message);
  });
});
