import type { ReactNode } from 'react';
import styles from './staff.module.css';

/**
 * A console table: scrolls sideways on a narrow screen, says what it lists
 * in its caption, and names its columns; the rows are the panel's.
 */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
