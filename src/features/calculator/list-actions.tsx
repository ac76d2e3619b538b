import { useState } from 'react';
import { calculatorCopy } from '@/content/calculator';
import { isEmptyList } from '@/features/calculator/calculator-list';
import { withList } from '@/features/calculator/list-url';
import styles from '@/features/calculator/storage-calculator.module.css';

import {
  emptyCalculatorList,
  selectCalculatorUndo,
  useCalculatorStore,
} from '@/store/calculator-slice';

type Message = 'copied' | 'copyFailed' | 'cleared' | null;

/** Keep the list (copy its link, print it) or start again (clear all, with undo). */
export function ListActions({ skipped }: { skipped: number }) {
  const empty = useCalculatorStore((s) => isEmptyList(s.calculatorList));
  const undo = useCalculatorStore(selectCalculatorUndo);
  const replace = useCalculatorStore((s) => s.replaceCalculatorList);
  const undoReplace = useCalculatorStore((s) => s.undoCalculatorReplace);
  const [message, setMessage] = useState<Message>(null);
  const copy = calculatorCopy.keep;
  const link = () => {
    const { origin, pathname, search } = window.location;
    return origin + pathname + withList(search, useCalculatorStore.getState().calculatorList);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link());
      setMessage('copied');
    } catch {
      setMessage('copyFailed');
    }
  };
  const clear = () => {
    replace({ ...emptyCalculatorList, aisle: useCalculatorStore.getState().calculatorList.aisle });
    setMessage('cleared');
  };

  return (
    <div className={styles.keep}>
      {skipped > 0 && <p className={styles.hint}>{copy.skipped(skipped)}</p>}
      <div className={styles.chips}>
        <button type="button" className={styles.chip} onClick={copyLink}>
          {copy.copy}
        </button>
        <button type="button" className={styles.chip} onClick={() => window.print()}>
          {copy.print}
        </button>
        <button type="button" className={styles.chip} onClick={clear} disabled={empty}>
          {calculatorCopy.clearAll}
        </button>
        {undo && (
          <button
            type="button"
            className={styles.chip}
            onClick={() => {
              undoReplace();
              setMessage(null);
            }}
          >
            {calculatorCopy.undo}
          </button>
        )}
      </div>
      <div role="status" className={styles.hint}>
        {message === 'copied' && copy.copied}
        {message === 'cleared' && undo && calculatorCopy.cleared}
      </div>
      {message === 'copyFailed' && (
        <label className={styles.linkField}>
          {copy.copyFailed}
          <input readOnly value={link()} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
