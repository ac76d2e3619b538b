import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';
import { emptyCalculatorList } from '@/store/calculator-slice';

const crate = { name: 'Crate', lengthCm: 30, widthCm: 20, heightCm: 10, quantity: 2 };

describe('calculator slice', () => {
  it('starts with an empty list and nothing to undo', () => {
    const store = createAppStore();
    expect(store.getState().calculatorList).toEqual(emptyCalculatorList);
    expect(store.getState().calculatorUndo).toBeNull();
  });

  it('holds quantities to whole numbers from 0 to 99 and drops items set to 0', () => {
    const store = createAppStore();
    const { setCalculatorQuantity } = store.getState();
    setCalculatorQuantity('lamp', 3);
    setCalculatorQuantity('desk', 250);
    setCalculatorQuantity('bookcase', 2.8);
    setCalculatorQuantity('armchair', -4);
    setCalculatorQuantity('cot', Number.NaN);
    expect(store.getState().calculatorList.quantities).toEqual({ lamp: 3, desk: 99, bookcase: 2 });
    setCalculatorQuantity('lamp', 0);
    expect(store.getState().calculatorList.quantities).toEqual({ desk: 99, bookcase: 2 });
  });

  it('adds and removes the visitor’s own items and sets the aisle option', () => {
    const store = createAppStore();
    store.getState().addCalculatorCustomItem(crate);
    store.getState().addCalculatorCustomItem({ ...crate, name: 'Rack', quantity: 500 });
    store.getState().setCalculatorAisle(true);
    expect(store.getState().calculatorList.custom.map((i) => [i.name, i.quantity])).toEqual([
      ['Crate', 2],
      ['Rack', 99],
    ]);
    store.getState().removeCalculatorCustomItem(0);
    expect(store.getState().calculatorList).toEqual({
      quantities: {},
      custom: [{ ...crate, name: 'Rack', quantity: 99 }],
      aisle: true,
    });
  });

  it('clears with undo, and an edit after clearing forgets the undo', () => {
    const store = createAppStore();
    store.getState().setCalculatorQuantity('lamp', 3);
    const before = store.getState().calculatorList;
    store.getState().replaceCalculatorList(emptyCalculatorList);
    expect(store.getState().calculatorList).toEqual(emptyCalculatorList);
    store.getState().undoCalculatorReplace();
    expect(store.getState().calculatorList).toBe(before);
    expect(store.getState().calculatorUndo).toBeNull();

    store.getState().replaceCalculatorList(emptyCalculatorList);
    store.getState().setCalculatorQuantity('desk', 1);
    expect(store.getState().calculatorUndo).toBeNull();
    store.getState().undoCalculatorReplace();
    expect(store.getState().calculatorList.quantities).toEqual({ desk: 1 });
  });

  it('restores a list from a link with nothing to undo', () => {
    const store = createAppStore();
    const list = { quantities: { lamp: 1 }, custom: [crate], aisle: false };
    store.getState().restoreCalculatorList(list);
    expect(store.getState().calculatorList).toBe(list);
    expect(store.getState().calculatorUndo).toBeNull();
  });
});
