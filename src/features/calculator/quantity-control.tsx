import { useId, useState } from 'react';
import { calculatorCopy } from '@/content/calculator';
import type { CalculatorItem } from '@/content/calculator-items';
import { parseQuantity, withQuantity } from '@/features/calculator/calculator-list';
import styles from '@/features/calculator/quantity-control.module.css';
import { useCalculatorStore } from '@/store/calculator-slice';

/**
 * One item's quantity: − and + buttons and a number field labelled with the
 * item's name. What is typed stays in the field until it is a whole number
 * from 0 to 99; until then the field says what is wrong and the list keeps
 * its last good quantity.
 */
export function QuantityControl({ item }: { item: Pick<CalculatorItem, 'id' | 'name'> }) {
  const quantity = useCalculatorStore((s) => s.calculatorList.quantities[item.id] ?? 0);
  // Actions are read when used, not subscribed to: fifty rows, one listener each.
  const setQuantity = (id: string, next: number) => {
    const { calculatorList, editCalculatorList } = useCalculatorStore.getState();
    editCalculatorList(withQuantity(calculatorList, id, next));
  };
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const invalid = draft !== null && parseQuantity(draft) === null;

  const step = (by: number) => {
    setDraft(null);
    setQuantity(item.id, quantity + by);
  };
  const type = (text: string) => {
    const parsed = parseQuantity(text);
    // Keep an empty field empty while typing; any other good value shows as stored.
    setDraft(parsed === null || text.trim() === '' ? text : null);
    if (parsed !== null) setQuantity(item.id, parsed);
  };

  return (
    <li className={styles.row}>
      <label htmlFor={inputId} className={styles.name} data-chosen={quantity > 0 || undefined}>
        {item.name}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={calculatorCopy.decrease(item.name)}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(quantity)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (!invalid) setDraft(null);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={calculatorCopy.increase(item.name)}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {calculatorCopy.quantityError(item.name)}
        </p>
      )}
    </li>
  );
}
