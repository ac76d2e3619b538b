import type { StateCreator, StoreApi, UseBoundStore } from 'zustand';
import { type AppState, useAppStore } from '@/store/app-store';

/**
 * The calculator's list: quantities by catalogue item id, the visitor's own
 * items, and the aisle option. The slice only holds the list and swaps it;
 * the edits themselves are pure functions in
 * features/calculator/calculator-list.ts.
 *
 * Every page loads the app store, and only /calculator needs this slice, so
 * it is added to the one store when the calculator's code loads (see
 * useCalculatorStore below) rather than in app-store.ts: no other page's
 * start-up JavaScript carries it.
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

export type CalculatorState = AppState & CalculatorSlice;

export const createCalculatorSlice: StateCreator<CalculatorState, [], [], CalculatorSlice> = (
  set,
) => ({
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

type Store<T> = UseBoundStore<StoreApi<T>>;

/** Adds the calculator slice to a store made by createAppStore (once) and returns it with the slice's type. */
export function withCalculatorSlice(store: Store<AppState>): Store<CalculatorState> {
  // The one place the type widens: from here on the slice is in the state.
  const withSlice = store as unknown as Store<CalculatorState>;
  if (!('calculatorList' in withSlice.getState())) {
    withSlice.setState(createCalculatorSlice(withSlice.setState, withSlice.getState, withSlice));
  }
  return withSlice;
}

/** The one app store, with the calculator slice added when this module loads. */
export const useCalculatorStore = withCalculatorSlice(useAppStore);

export const selectCalculatorList = (s: CalculatorState) => s.calculatorList;
export const selectCalculatorUndo = (s: CalculatorState) => s.calculatorUndo;
