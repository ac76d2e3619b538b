import { calculatorCopy } from '@/content/calculator';
import { calculatorQuickStarts } from '@/content/calculator-quick-starts';
import { quickStartList } from '@/features/calculator/calculator-list';
import styles from '@/features/calculator/storage-calculator.module.css';
import { useCalculatorStore } from '@/store/calculator-slice';

/** Typical lists to start from; each replaces the quantities (undo brings the old list back). */
export function QuickStarts() {
  const replace = useCalculatorStore((s) => s.replaceCalculatorList);
  const choose = (index: number) => {
    const start = calculatorQuickStarts[index];
    if (start) replace(quickStartList(start, useCalculatorStore.getState().calculatorList));
  };
  return (
    <div className={styles.quickStarts}>
      <h3>{calculatorCopy.quickStartsTitle}</h3>
      <p className={styles.hint}>{calculatorCopy.quickStartsHint}</p>
      <div className={styles.chips}>
        {calculatorQuickStarts.map((start, index) => (
          <button
            key={start.id}
            type="button"
            className={styles.chip}
            onClick={() => choose(index)}
          >
            {start.name}
          </button>
        ))}
      </div>
    </div>
  );
}
