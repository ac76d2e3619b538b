import styles from '@/components/legal-document/legal-document.module.css';
import { LegalParts } from '@/components/legal-document/legal-inline';
import type { LegalTable } from '@/content/legal-documents';

/**
 * A table in a legal text. Each row is a price with everything that goes
 * with it, so the row marks the price's scope. It scrolls sideways on a
 * narrow screen; the scrolling box takes focus so a keyboard can scroll it.
 */
export function LegalTableView({ table }: { table: LegalTable }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.tableWrap} tabIndex={0} aria-label={table.caption}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([header = [], ...cells], row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a fixed text never reorder
            <tr key={row} data-price-scope={table.scope}>
              <th scope="row">
                <LegalParts parts={header} />
              </th>
              {cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a fixed row never reorder
                <td key={index}>
                  <LegalParts parts={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
