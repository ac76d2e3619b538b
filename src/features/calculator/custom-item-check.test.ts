import { describe, expect, it } from 'vitest';
import {
  type CustomItemDraft,
  checkCustomItem,
  emptyCustomItemDraft,
} from '@/features/calculator/custom-item-check';

const draft = (change: Partial<CustomItemDraft>): CustomItemDraft => ({
  ...emptyCustomItemDraft(),
  name: 'Bike rack',
  sides: [
    { cm: '120', feet: '', inches: '' },
    { cm: '60', feet: '', inches: '' },
    { cm: '45.5', feet: '', inches: '' },
  ],
  ...change,
});

describe('checkCustomItem', () => {
  it('turns good fields into an item in centimetres', () => {
    expect(checkCustomItem(draft({ quantity: '2' }))).toEqual({
      item: { name: 'Bike rack', lengthCm: 120, widthCm: 60, heightCm: 45.5, quantity: 2 },
      errors: null,
    });
  });

  it('reads feet and inches', () => {
    const result = checkCustomItem(
      draft({
        unit: 'ftin',
        sides: [
          { cm: '', feet: '6', inches: '6' },
          { cm: '', feet: '2', inches: '' },
          { cm: '', feet: '', inches: '10' },
        ],
      }),
    );
    expect(result.item?.lengthCm).toBeCloseTo(198.12, 5);
    expect(result.item?.widthCm).toBeCloseTo(60.96, 5);
    expect(result.item?.heightCm).toBeCloseTo(25.4, 5);
  });

  it('names each field that is wrong: zero, negative, absurd or missing sides, bad quantity, no name', () => {
    const result = checkCustomItem(
      draft({
        name: '  ',
        sides: [
          { cm: '0', feet: '', inches: '' },
          { cm: '-5', feet: '', inches: '' },
          { cm: '1200', feet: '', inches: '' },
        ],
        quantity: '1.5',
      }),
    );
    expect(result.item).toBeNull();
    expect(result.errors).toEqual({
      name: 'Item name: say what the item is.',
      side0: 'Length: enter a size above 0 and no more than 10 m.',
      side1: 'Width: enter a size above 0 and no more than 10 m.',
      side2: 'Height: enter a size above 0 and no more than 10 m.',
      quantity: 'Quantity: enter a whole number from 0 to 99.',
    });
    expect(checkCustomItem(draft({ quantity: '0' })).errors).toHaveProperty('quantity');
    expect(checkCustomItem(draft({ quantity: '100' })).errors).toHaveProperty('quantity');
    const blank = checkCustomItem(draft({ sides: emptyCustomItemDraft().sides }));
    expect(Object.keys(blank.errors ?? {})).toEqual(['side0', 'side1', 'side2']);
  });
});
