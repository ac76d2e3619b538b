import { TermsNote } from '@/components/terms-link/terms-link';
import type { OfferTermsId } from '@/content/legal';
import styles from '@/features/services/shared/feature-cards.module.css';

export type FeatureCard = {
  readonly title: string;
  readonly text: string;
  readonly terms?: OfferTermsId;
};

/** A grid of short titled cards: benefits, features, reasons to register. */
export function FeatureCards({
  items,
  columns = 3,
}: {
  items: readonly FeatureCard[];
  columns?: 1 | 2 | 3;
}) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
          {item.terms && <TermsNote offer={item.terms} />}
        </li>
      ))}
    </ul>
  );
}
