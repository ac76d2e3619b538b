import { openingDay } from '@/content/opening-day';
import styles from '@/features/home/opening-day.module.css';

/** "Opening on Monday 1 March 2027" while coming soon with a day set; nothing otherwise. */
export function OpeningDay() {
  if (!openingDay) return null;
  return (
    <p className={styles.opening}>
      {`${openingDay.lead} `}
      <time dateTime={openingDay.date}>{openingDay.text}</time>
    </p>
  );
}
