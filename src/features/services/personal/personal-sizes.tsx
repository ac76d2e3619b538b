import { ButtonLink } from '@/components/button/button-link';
import { Section } from '@/components/section/section';
import { personalSizes } from '@/content/personal';
import { formatMonthlyPrice, sizeStepBySqft } from '@/content/size-steps';
import styles from '@/features/services/personal/personal-sizes.module.css';

/** Four sizes from the size steps and the way to the full size guide. */
export function PersonalSizes() {
  const steps = personalSizes.cardSqft.map(sizeStepBySqft);
  return (
    <Section id="sizes" title={personalSizes.title} intro={personalSizes.intro}>
      <ul className={styles.grid}>
        {steps.map((step) => (
          <li key={step.sqft} className={styles.card}>
            <h3 className={styles.size}>{personalSizes.sqftLabel(step.sqft)}</h3>
            <p className={styles.label}>{step.label}</p>
            <p className={styles.meta}>{personalSizes.dimensionsLabel(step.dimensions)}</p>
            <p className={styles.comparison}>{step.comparison}</p>
            <p className={styles.price}>
              {personalSizes.priceLabel(formatMonthlyPrice(step.monthlyFromPounds))}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <ButtonLink to={personalSizes.sizeGuideLink.path} variant="outline">
          {personalSizes.sizeGuideLink.label}
        </ButtonLink>
      </p>
    </Section>
  );
}
