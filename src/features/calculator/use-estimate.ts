import { useDeferredValue, useMemo } from 'react';
import { listLines } from '@/features/calculator/calculator-list';
import { estimateStorage } from '@/features/calculator/estimate';

import { selectCalculatorList, useCalculatorStore } from '@/store/calculator-slice';

/**
 * The list, deferred: a quantity field or button answers at once, and what is
 * drawn from the list (the result, the print sheet) re-renders in a
 * low-priority render that React splits into short slices, so a change never
 * makes one long task on a slow phone (see npm run bench:calculator). Views
 * fed from it are memoised, so the urgent render skips them.
 */
export function useDeferredList() {
  return useDeferredValue(useCalculatorStore(selectCalculatorList));
}

/** The estimate for the (deferred) list in the store, computed once per list. */
export function useEstimate() {
  const list = useDeferredList();
  return useMemo(() => estimateStorage(listLines(list), { aisle: list.aisle }), [list]);
}
