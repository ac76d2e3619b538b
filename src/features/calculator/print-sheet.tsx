import { memo } from 'react';
import { calculatorCopy, calculatorFormat } from '@/content/calculator';
import { listLines } from '@/features/calculator/calculator-list';
import type { Estimate } from '@/features/calculator/estimate';
import { withList } from '@/features/calculator/list-url';
import { resultMessage } from '@/features/calculator/result-message';
import styles from '@/features/calculator/storage-calculator.module.css';
import { useDeferredList, useEstimate } from '@/features/calculator/use-estimate';
import type { CalculatorList } from '@/store/calculator-slice';

/** What "Print list" prints: the chosen items and the result, without the site around them. */
export function PrintSheet() {
  return <PrintSheetBody list={useDeferredList()} estimate={useEstimate()} />;
}

// Memoised: the list is deferred, so an urgent render passes the same props and skips this.
const PrintSheetBody = memo(function PrintSheetBody({
  list,
  estimate,
}: {
  list: CalculatorList;
  estimate: Estimate;
}) {
  const lines = listLines(list);
  const copy = calculatorCopy.keep;
  const link = window.location.origin + window.location.pathname + withList('', list);
  return (
    <section className={styles.printSheet} data-print-sheet>
      <h2>{copy.printTitle}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{copy.item}</th>
            <th scope="col">{copy.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed snapshot; order is the list's.
            <tr key={index}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimate.kind !== 'empty' && (
        <p>
          {copy.printTotal(calculatorFormat.volume(estimate.totalCuFt, estimate.totalCubicMetres))}
        </p>
      )}
      <p>
        <strong>{resultMessage(estimate)}</strong>
      </p>
      <p>
        {copy.printLink} {link}
      </p>
    </section>
  );
});
