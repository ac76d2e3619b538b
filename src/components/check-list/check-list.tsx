import styles from '@/components/check-list/check-list.module.css';

/** A list of short claims or features, each with a tick. */
export function CheckList({
  items,
  columns = 1,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
}) {
  return (
    <ul className={styles.list} data-columns={columns}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
