import { calculatorCopy, calculatorFormat } from '@/content/calculator';
import type { Estimate } from '@/features/calculator/estimate';
import styles from '@/features/calculator/result.module.css';

type Totals = Exclude<Estimate, { kind: 'empty' }>;

/** Total volume and the floor area it needs. */
export function ResultFigures({ estimate }: { estimate: Totals }) {
  const copy = calculatorCopy.result;
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{copy.total}</dt>
        <dd>{calculatorFormat.volume(estimate.totalCuFt, estimate.totalCubicMetres)}</dd>
      </div>
      <div>
        <dt>{copy.area}</dt>
        <dd>{calculatorFormat.floor(estimate.areaSqFt)}</dd>
      </div>
    </dl>
  );
}
