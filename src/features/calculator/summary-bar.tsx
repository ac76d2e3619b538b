import { calculatorCopy } from '@/content/calculator';
import { RESULT_ID } from '@/features/calculator/calculator-result';
import styles from '@/features/calculator/storage-calculator.module.css';
import { useEstimate } from '@/features/calculator/use-estimate';

/** On narrow screens the result sits below a long list: this bar keeps it in view. */
export function SummaryBar() {
  const estimate = useEstimate();
  const copy = calculatorCopy.summaryBar;
  const text =
    estimate.kind === 'empty'
      ? copy.empty
      : estimate.kind === 'over'
        ? copy.over
        : copy.fits(estimate.step.sqft);
  return (
    <section className={styles.summaryBar} aria-label={copy.label}>
      <p>{text}</p>
      <a href={`#${RESULT_ID}`}>{copy.seeResult}</a>
    </section>
  );
}
