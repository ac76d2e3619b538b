import { useEffect, useState } from 'react';
import { calculatorTimings } from '@/content/calculator';
import { parseList, withList } from '@/features/calculator/list-url';
import { useAppStore } from '@/store/app-store';
import { selectCalculatorList } from '@/store/calculator-slice';

/**
 * Keeps the list in the page address. On arrival a list in the address
 * replaces the store's (a shared link or a reload); after that every change
 * is written back with replaceState once edits pause, keeping the router's
 * history state. Returns how many entries of the address were left out.
 */
export function useCalculatorUrl(): number {
  const restore = useAppStore((s) => s.editCalculatorList);
  const list = useAppStore(selectCalculatorList);
  const [skipped, setSkipped] = useState(0);
  const [read, setRead] = useState(false);

  useEffect(() => {
    const parsed = parseList(window.location.search);
    if (parsed.list) restore(parsed.list);
    setSkipped(parsed.skipped);
    setRead(true);
  }, [restore]);

  useEffect(() => {
    if (!read) return;
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const next = withList(search, list);
      if (next !== search)
        window.history.replaceState(window.history.state, '', pathname + next + hash);
    }, calculatorTimings.addressDelayMs);
    return () => window.clearTimeout(timer);
  }, [list, read]);

  return skipped;
}
