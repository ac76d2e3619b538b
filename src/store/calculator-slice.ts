import type { StateCreator } from 'zustand';
import { MAX_ITEM_QUANTITY } from '@/content/calculator-limits';
import type { AppState } from '@/store/app-store';

/**
 * The calculator's list: quantities by catalogue item id, the visitor's own
 * items, and the aisle option. The catalogue and the estimate are not in the
 * store (every page loads the store; only /calculator loads those).
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
  /** Sets one item's quantity, held to a whole number from 0 to the maximum. */
  setCalculatorQuantity: (id: string, quantity: number) => void;
  setCalculatorAisle: (aisle: boolean) => void;
  addCalculatorCustomItem: (item: CustomItem) => void;
  removeCalculatorCustomItem: (index: number) => void;
  /** Replaces the list (a quick start, "Clear all") and keeps the old one for undo. */
  replaceCalculatorList: (list: CalculatorList) => void;
  /** Puts back a list read from a link, with nothing to undo. */
  restoreCalculatorList: (list: CalculatorList) => void;
  undoCalculatorReplace: () => void;
};

export const emptyCalculatorList: CalculatorList = { quantities: {}, custom: [], aisle: false };

const clampQuantity = (quantity: number) =>
  Math.min(MAX_ITEM_QUANTITY, Math.max(0, Math.floor(quantity)));

export const createCalculatorSlice: StateCreator<AppState, [], [], CalculatorSlice> = (set) => {
  const edit = (change: (list: CalculatorList) => CalculatorList) =>
    set((s) => ({ calculatorList: change(s.calculatorList), calculatorUndo: null }));
  return {
    calculatorList: emptyCalculatorList,
    calculatorUndo: null,
    setCalculatorQuantity: (id, quantity) => {
      if (!Number.isFinite(quantity)) return;
      edit((list) => {
        const { [id]: _, ...rest } = list.quantities;
        const next = clampQuantity(quantity);
        return { ...list, quantities: next > 0 ? { ...rest, [id]: next } : rest };
      });
    },
    setCalculatorAisle: (aisle) => edit((list) => ({ ...list, aisle })),
    addCalculatorCustomItem: (item) =>
      edit((list) => ({
        ...list,
        custom: [...list.custom, { ...item, quantity: clampQuantity(item.quantity) }],
      })),
    removeCalculatorCustomItem: (index) =>
      edit((list) => ({ ...list, custom: list.custom.filter((_, i) => i !== index) })),
    replaceCalculatorList: (list) =>
      set((s) => ({ calculatorList: list, calculatorUndo: s.calculatorList })),
    restoreCalculatorList: (list) => set({ calculatorList: list, calculatorUndo: null }),
    undoCalculatorReplace: () =>
      set((s) =>
        s.calculatorUndo ? { calculatorList: s.calculatorUndo, calculatorUndo: null } : {},
      ),
  };
};

export const selectCalculatorList = (s: AppState) => s.calculatorList;
export const selectCalculatorUndo = (s: AppState) => s.calculatorUndo;
