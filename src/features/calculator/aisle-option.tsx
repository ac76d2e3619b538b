import { useId } from 'react';
import { calculatorCopy } from '@/content/calculator';
import { withAisle } from '@/features/calculator/calculator-list';
import styles from '@/features/calculator/storage-calculator.module.css';
import { useCalculatorStore } from '@/store/calculator-slice';

/** "I need to walk in and reach things": adds an aisle to the area needed. */
export function AisleOption() {
  const aisle = useCalculatorStore((s) => s.calculatorList.aisle);
  const edit = useCalculatorStore((s) => s.editCalculatorList);
  const hintId = useId();
  return (
    <label className={styles.aisle}>
      <input
        type="checkbox"
        checked={aisle}
        aria-describedby={hintId}
        onChange={(event) =>
          edit(withAisle(useCalculatorStore.getState().calculatorList, event.target.checked))
        }
      />
      <span>
        {calculatorCopy.aisle}
        <span id={hintId} className={styles.hint}>
          {' '}
          {calculatorCopy.aisleHint}
        </span>
      </span>
    </label>
  );
}
