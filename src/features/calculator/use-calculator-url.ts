import { useEffect, useState } from 'react';
import { parseList, withList } from '@/features/calculator/list-url';
import type { CalculatorList } from '@/store/calculator-slice';
import { useCalculatorStore } from '@/store/calculator-slice';

function writeToAddress(list: CalculatorList) {
  const { pathname, search, hash } = window.location;
  const next = withList(search, list);
  // Keep the router's history state; skip writes that change nothing.
  if (next !== search)
    window.history.replaceState(window.history.state, '', pathname + next + hash);
}

/**
 * Keeps the list in the page address. On arrival a list in the address
 * replaces the store's (a shared link or a reload); otherwise the store's
 * list, if any, is written to the address. After that every change is
 * written back with replaceState (in the next task). It listens to the store outside React, so
 * a change re-renders nothing here. Returns how many entries of the address
 * were left out.
 */
export function useCalculatorUrl(): number {
  const [skipped, setSkipped] = useState(0);

  useEffect(() => {
    const parsed = parseList(window.location.search);
    if (parsed.list) useCalculatorStore.getState().editCalculatorList(parsed.list);
    else writeToAddress(useCalculatorStore.getState().calculatorList);
    setSkipped(parsed.skipped);
    // Written in a task of its own, once per burst of changes, so it adds nothing to the input's task.
    let pending = 0;
    const unsubscribe = useCalculatorStore.subscribe((state, previous) => {
      if (state.calculatorList === previous.calculatorList || pending) return;
      pending = window.setTimeout(() => {
        pending = 0;
        writeToAddress(useCalculatorStore.getState().calculatorList);
      });
    });
    return () => {
      unsubscribe();
      window.clearTimeout(pending);
    };
  }, []);

  return skipped;
}
