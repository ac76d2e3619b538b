import type { HoursRow } from '@/content/hours';
import styles from '@/features/services/shared/hours-list.module.css';

/** Opening hours as a description list: days, then hours. */
export function HoursList({ rows }: { rows: readonly HoursRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.days} className={styles.row}>
          <dt className={styles.days}>{row.days}</dt>
          <dd className={styles.hours}>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
