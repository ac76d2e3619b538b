import { AisleOption } from '@/features/calculator/aisle-option';
import { CalculatorResult } from '@/features/calculator/calculator-result';
import { CustomItemForm } from '@/features/calculator/custom-item-form';
import { CustomItemList } from '@/features/calculator/custom-item-list';
import { ItemCatalogue } from '@/features/calculator/item-catalogue';
import { ListActions } from '@/features/calculator/list-actions';
import { PrintSheet } from '@/features/calculator/print-sheet';
import { QuickStarts } from '@/features/calculator/quick-starts';
import styles from '@/features/calculator/storage-calculator.module.css';
import { SummaryBar } from '@/features/calculator/summary-bar';
import { useCalculatorUrl } from '@/features/calculator/use-calculator-url';

/**
 * The built-in storage calculator: items by room in, a recommended unit size
 * and price out. Loaded as its own chunk on /calculator only.
 */
export function StorageCalculator() {
  const skipped = useCalculatorUrl();
  return (
    <div className={styles.calculator} data-storage-calculator>
      <div className={styles.picker}>
        <QuickStarts />
        <AisleOption />
        <ItemCatalogue />
        <CustomItemList />
        <CustomItemForm />
      </div>
      <div className={styles.side}>
        <CalculatorResult />
        <ListActions skipped={skipped} />
      </div>
      <SummaryBar />
      <PrintSheet />
    </div>
  );
}
