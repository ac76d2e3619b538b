import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';
import { emptyCalculatorList, withCalculatorSlice } from '@/store/calculator-slice';

const withLamp = { quantities: { lamp: 3 }, custom: [], aisle: false };
const withDesk = { quantities: { desk: 1 }, custom: [], aisle: true };

describe('calculator slice', () => {
  it('is added to the app store once, keeping the rest of its state', () => {
    const app = createAppStore();
    app.getState().chooseSizeStep(5);
    const store = withCalculatorSlice(app);
    expect(store.getState().sizeStepIndex).toBe(5);
    store.getState().editCalculatorList(withLamp);
    expect(withCalculatorSlice(app).getState().calculatorList).toBe(withLamp);
  });

  it('starts with an empty list and nothing to undo', () => {
    const store = withCalculatorSlice(createAppStore());
    expect(store.getState().calculatorList).toEqual(emptyCalculatorList);
    expect(store.getState().calculatorUndo).toBeNull();
  });

  it('replaces the list with undo, and undo brings the old list back once', () => {
    const store = withCalculatorSlice(createAppStore());
    store.getState().editCalculatorList(withLamp);
    store.getState().replaceCalculatorList(emptyCalculatorList);
    expect(store.getState().calculatorList).toBe(emptyCalculatorList);
    expect(store.getState().calculatorUndo).toBe(withLamp);
    store.getState().undoCalculatorReplace();
    expect(store.getState().calculatorList).toBe(withLamp);
    expect(store.getState().calculatorUndo).toBeNull();
    store.getState().undoCalculatorReplace();
    expect(store.getState().calculatorList).toBe(withLamp);
  });

  it('forgets the undo on the next edit', () => {
    const store = withCalculatorSlice(createAppStore());
    store.getState().editCalculatorList(withLamp);
    store.getState().replaceCalculatorList(emptyCalculatorList);
    store.getState().editCalculatorList(withDesk);
    expect(store.getState().calculatorUndo).toBeNull();
    store.getState().undoCalculatorReplace();
    expect(store.getState().calculatorList).toBe(withDesk);
  });
});
