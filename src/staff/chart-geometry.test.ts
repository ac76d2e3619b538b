import { describe, expect, it } from 'vitest';
import { barLayout, CHART, ticks } from './chart-geometry';

describe('the overview charts’ geometry', () => {
  it('puts round ticks from zero to at or above the largest value', () => {
    expect(ticks(0)).toEqual([0, 1]);
    expect(ticks(3)).toEqual([0, 1, 2, 3]);
    expect(ticks(37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('stacks series so a group is as tall as its total, and sets them side by side otherwise', () => {
    const stacked = barLayout(
      [
        [2, 0],
        [2, 4],
      ],
      { stacked: true },
    );
    const [verified, unverified] = stacked.bars;
    const plot = CHART.height - CHART.top - CHART.bottom;
    expect(verified?.[0]?.height).toBeCloseTo(plot / 2);
    expect((verified?.[0]?.height ?? 0) + (unverified?.[0]?.height ?? 0)).toBeCloseTo(plot);
    expect(unverified?.[0]?.y).toBeCloseTo(CHART.top);
    const grouped = barLayout([[4], [2]]).bars;
    expect(grouped[1]?.[0]?.x).toBeGreaterThan(grouped[0]?.[0]?.x ?? 0);
    expect(grouped[1]?.[0]?.height).toBeCloseTo((grouped[0]?.[0]?.height ?? 0) / 2);
  });
});
