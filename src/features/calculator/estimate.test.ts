import { describe, expect, it } from 'vitest';
import { calculatorModel } from '@/content/calculator';
import { calculatorItemById, calculatorItems } from '@/content/calculator-items';
import { sizeSteps } from '@/content/size-steps';
import {
  type EstimateLine,
  estimateStorage,
  longerSideFt,
  recommendationRank,
} from '@/features/calculator/estimate';

const CU_FT_PER_SQ_FT = calculatorModel.stackingHeightFt * calculatorModel.packingEfficiency;
const noAisle = { aisle: false };

/** One line whose volume needs exactly `areaSqFt` of floor, and is short enough for any unit. */
const needing = (areaSqFt: number, name = 'Boxes'): EstimateLine => ({
  name,
  quantity: 1,
  cuFt: areaSqFt * CU_FT_PER_SQ_FT,
  longestFt: 1,
});

const catalogueLine = (id: string, quantity: number): EstimateLine => {
  const item = calculatorItemById(id);
  if (!item) throw new Error(id);
  return { ...item, quantity };
};

function fits(lines: EstimateLine[], options = noAisle) {
  const estimate = estimateStorage(lines, options);
  if (estimate.kind !== 'fits') throw new Error(`expected a size, got ${estimate.kind}`);
  return estimate;
}

describe('estimateStorage', () => {
  it('is empty with no items, or only zero quantities', () => {
    expect(estimateStorage([], noAisle)).toEqual({ kind: 'empty' });
    expect(estimateStorage([catalogueLine('sofa-3', 0)], noAisle)).toEqual({ kind: 'empty' });
  });

  it('divides the volume by stacking height times packing efficiency (7 × 0.75)', () => {
    const estimate = fits([catalogueLine('box-medium', 20), catalogueLine('armchair', 1)]);
    expect(estimate.totalCuFt).toBe(80);
    expect(estimate.areaSqFt).toBeCloseTo(80 / 5.25, 10);
    expect(estimate.totalCubicMetres).toBeCloseTo(80 * 0.0283168, 10);
    expect(estimate.step.sqft).toBe(25);
    expect(estimate.fill).toBeCloseTo(80 / 5.25 / 25, 10);
  });

  it('recommends the smallest step that holds the area, at every step boundary', () => {
    for (const [index, step] of sizeSteps.entries()) {
      expect(fits([needing(step.sqft)]).step.sqft).toBe(step.sqft);
      const justOver = estimateStorage([needing(step.sqft + 0.01)], noAisle);
      const next = sizeSteps[index + 1];
      if (next) expect(justOver.kind === 'fits' && justOver.step.sqft).toBe(next.sqft);
      else expect(justOver.kind).toBe('over');
    }
  });

  it('never lowers the recommendation when an item is added, with or without an aisle', () => {
    for (const aisle of [false, true]) {
      let lines: EstimateLine[] = [];
      let rank = recommendationRank(estimateStorage(lines, { aisle }));
      // Walk the catalogue several times in a scrambled but fixed order.
      for (let n = 0; n < calculatorItems.length * 4; n++) {
        const item = calculatorItems[(n * 17) % calculatorItems.length];
        if (!item) throw new Error('catalogue index');
        lines = [...lines, { ...item, quantity: 1 + (n % 3) }];
        const next = recommendationRank(estimateStorage(lines, { aisle }));
        expect(next).toBeGreaterThanOrEqual(rank);
        rank = next;
      }
      expect(rank).toBe(sizeSteps.length);
    }
  });

  it('adds 20% for an aisle when the visitor wants to walk in', () => {
    const without = fits([needing(25)]);
    const withAisle = fits([needing(25)], { aisle: true });
    expect(withAisle.areaSqFt).toBeCloseTo(without.areaSqFt * 1.2, 10);
    expect(without.step.sqft).toBe(25);
    expect(withAisle.step.sqft).toBe(35);
  });

  it('moves up to a unit whose longer side takes a long item, and says which item', () => {
    const kayak = fits([catalogueLine('kayak', 1)]);
    expect(kayak.areaSqFt).toBeLessThan(15);
    expect(kayak.step.sqft).toBe(125);
    expect(longerSideFt(kayak.step)).toBeGreaterThanOrEqual(12);
    expect(kayak.longItem?.name).toBe('Kayak or canoe');

    const ladder = fits([catalogueLine('box-medium', 2), catalogueLine('ladder', 1)]);
    expect(ladder.step.sqft).toBe(50);
    expect(ladder.longItem?.name).toBe('Ladder');

    const short = fits([catalogueLine('box-medium', 2)]);
    expect(short.longItem).toBeNull();
  });

  it('says plainly when the list needs more than the largest unit', () => {
    const over = estimateStorage([needing(201)], noAisle);
    expect(over).toMatchObject({ kind: 'over', reason: 'space', unitsOfLargest: 2 });
    const long = estimateStorage([{ name: 'Mast', quantity: 1, cuFt: 10, longestFt: 25 }], noAisle);
    expect(long).toMatchObject({ kind: 'over', reason: 'length', longItem: { name: 'Mast' } });
  });

  it('suggests the next size up only when the fill is over 85%', () => {
    expect(fits([needing(25 * 0.85)]).nextStep).toBeNull();
    expect(fits([needing(25 * 0.86)]).nextStep?.sqft).toBe(35);
    expect(fits([needing(200 * 0.95)]).nextStep).toBeNull();
  });

  it('never shows NaN, Infinity or a negative total from bad quantities or volumes', () => {
    const bad: EstimateLine[] = [
      { name: 'a', quantity: Number.NaN, cuFt: 3, longestFt: 1 },
      { name: 'b', quantity: -4, cuFt: 3, longestFt: 1 },
      { name: 'c', quantity: Number.POSITIVE_INFINITY, cuFt: 3, longestFt: 1 },
      { name: 'd', quantity: 2, cuFt: Number.NaN, longestFt: Number.NaN },
      { name: 'e', quantity: 2.7, cuFt: -5, longestFt: 1 },
    ];
    expect(estimateStorage(bad, noAisle)).toEqual({ kind: 'empty' });
    const mixed = fits([...bad, catalogueLine('box-medium', 1)]);
    expect(mixed.totalCuFt).toBe(3);
    expect(Number.isFinite(mixed.areaSqFt)).toBe(true);
    expect(fits([catalogueLine('box-medium', 150)]).totalCuFt).toBe(3 * 99);
  });
});
