import { ButtonLink } from '@/components/button/button-link';
import { Section } from '@/components/section/section';
import { sizeCards as copy } from '@/content/home';
import { formatMonthlyPrice, homeSizeCardSqft, sizeStepBySqft } from '@/content/size-steps';
import styles from '@/features/home/size-cards.module.css';

/** Four popular unit sizes, with their starting price, and the way to the full size guide. */
export function SizeCards() {
  return (
    <Section id={copy.id} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className={styles.grid}>
        {homeSizeCardSqft.map((sqft) => {
          const step = sizeStepBySqft(sqft);
          return (
            <li key={sqft} className={styles.card}>
              <h3 className={styles.size}>
                {sqft} <span className={styles.unit}>{copy.unit}</span>
              </h3>
              <p className={styles.label}>
                {step.label} · {step.dimensions} {copy.dimensionsUnit}
              </p>
              <p className={styles.comparison}>{step.comparison}</p>
              <p className={styles.price}>
                {copy.fromPrefix} <strong>{formatMonthlyPrice(step.monthlyFromPounds)}</strong>
                {copy.perMonth}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={copy.link.path} variant="secondary">
          {copy.link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
