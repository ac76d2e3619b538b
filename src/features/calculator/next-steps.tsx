import { ButtonLink } from '@/components/button/button-link';
import { calculatorCopy, calculatorNextStepPaths } from '@/content/calculator';
import styles from '@/features/calculator/result.module.css';

/** Where to go with a recommended size: the size guide, its floor plan, and register. */
export function NextSteps({ sqft }: { sqft: number }) {
  const to = calculatorNextStepPaths(sqft);
  const copy = calculatorCopy.nextSteps;
  return (
    <nav aria-label={copy.title} className={styles.nextSteps}>
      <ButtonLink to={to.register}>{copy.register(sqft)}</ButtonLink>
      <ButtonLink to={to.sizeGuide} variant="secondary">
        {copy.seeSize}
      </ButtonLink>
      <ButtonLink to={to.floorPlan} variant="outline">
        {copy.floorPlan}
      </ButtonLink>
    </nav>
  );
}
