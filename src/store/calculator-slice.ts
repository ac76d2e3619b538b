import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';

/**
 * The calculator's list: quantities by catalogue item id, the visitor's own
 * items, and the aisle option. Every page loads the store, so the slice only
 * holds the list and swaps it; the edits themselves are pure functions in
 * features/calculator/calculator-list.ts, loaded with the calculator.
 */
export type CustomItem = {
  readonly name: string;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
  readonly quantity: number;
};

export type CalculatorList = {
  readonly quantities: Readonly<Record<string, number>>;
  readonly custom: readonly CustomItem[];
  readonly aisle: boolean;
};

export type CalculatorSlice = {
  calculatorList: CalculatorList;
  /** The list before the last "Clear all" or quick start, until the next edit. */
  calculatorUndo: CalculatorList | null;
  /** An edit (or a list read from a link): nothing to undo afterwards. */
  editCalculatorList: (list: CalculatorList) => void;
  /** Replaces the whole list (a quick start, "Clear all") and keeps the old one for undo. */
  replaceCalculatorList: (list: CalculatorList) => void;
  undoCalculatorReplace: () => void;
};

export const emptyCalculatorList: CalculatorList = { quantities: {}, custom: [], aisle: false };

export const createCalculatorSlice: StateCreator<AppState, [], [], CalculatorSlice> = (set) => ({
  calculatorList: emptyCalculatorList,
  calculatorUndo: null,
  editCalculatorList: (list) => set({ calculatorList: list, calculatorUndo: null }),
  replaceCalculatorList: (list) =>
    set((s) => ({ calculatorList: list, calculatorUndo: s.calculatorList })),
  undoCalculatorReplace: () =>
    set((s) =>
      s.calculatorUndo ? { calculatorList: s.calculatorUndo, calculatorUndo: null } : {},
    ),
});

export const selectCalculatorList = (s: AppState) => s.calculatorList;
export const selectCalculatorUndo = (s: AppState) => s.calculatorUndo;
