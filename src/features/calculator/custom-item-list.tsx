import { calculatorCopy, calculatorFormat } from '@/content/calculator';
import { withoutCustomItem } from '@/features/calculator/calculator-list';
import styles from '@/features/calculator/custom-item-form.module.css';
import { useCalculatorStore } from '@/store/calculator-slice';

/** The visitor's own items, each with a button to remove it. */
export function CustomItemList() {
  const custom = useCalculatorStore((s) => s.calculatorList.custom);
  const edit = useCalculatorStore((s) => s.editCalculatorList);
  const remove = (index: number) =>
    edit(withoutCustomItem(useCalculatorStore.getState().calculatorList, index));
  if (custom.length === 0) return null;
  const copy = calculatorCopy.custom;
  return (
    <section aria-label={copy.listTitle}>
      <h4>{copy.listTitle}</h4>
      <ul className={styles.list}>
        {custom.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: custom items have no id; the list only grows or loses an entry.
          <li key={index}>
            <span>
              <strong>{item.name}</strong> {calculatorFormat.times(item.quantity)},{' '}
              {calculatorFormat.customSize(item.lengthCm, item.widthCm, item.heightCm)}
            </span>
            <button type="button" className={styles.remove} onClick={() => remove(index)}>
              {copy.remove(item.name)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
