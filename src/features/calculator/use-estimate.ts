import { useMemo } from 'react';
import { listLines } from '@/features/calculator/calculator-list';
import { estimateStorage } from '@/features/calculator/estimate';
import { useAppStore } from '@/store/app-store';
import { selectCalculatorList } from '@/store/calculator-slice';

/** The estimate for the list in the store, recomputed only when the list changes. */
export function useEstimate() {
  const list = useAppStore(selectCalculatorList);
  return useMemo(() => estimateStorage(listLines(list), { aisle: list.aisle }), [list]);
}
