import { calculatorCopy } from '@/content/calculator';
import { FitResult } from '@/features/calculator/fit-result';
import { OverResult } from '@/features/calculator/over-result';
import styles from '@/features/calculator/result.module.css';
import { ResultAnnouncer } from '@/features/calculator/result-announcer';
import { resultMessage } from '@/features/calculator/result-message';
import { useEstimate } from '@/features/calculator/use-estimate';

export const RESULT_ID = 'calculator-result';

/** The live result: an invitation, a recommended size, or "more than our largest unit". */
export function CalculatorResult() {
  const estimate = useEstimate();
  return (
    <section id={RESULT_ID} aria-labelledby={`${RESULT_ID}-heading`} className={styles.result}>
      <h3 id={`${RESULT_ID}-heading`}>{calculatorCopy.result.title}</h3>
      {estimate.kind === 'empty' && <p>{calculatorCopy.result.empty}</p>}
      {estimate.kind === 'fits' && <FitResult estimate={estimate} />}
      {estimate.kind === 'over' && <OverResult estimate={estimate} />}
      <ResultAnnouncer message={resultMessage(estimate)} />
    </section>
  );
}
