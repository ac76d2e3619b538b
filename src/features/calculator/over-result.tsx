import { memo } from 'react';
import buttons from '@/components/button/button.module.css';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import { calculatorCopy } from '@/content/calculator';
import { contactPhone } from '@/content/contact-phone';
import { sizeClaims } from '@/content/size-steps';
import type { Estimate } from '@/features/calculator/estimate';
import styles from '@/features/calculator/result.module.css';
import { ResultFigures } from '@/features/calculator/result-figures';

type OverEstimate = Extract<Estimate, { kind: 'over' }>;

/** More than the largest unit holds: say so, and offer combining units or a word with the team. */
export const OverResult = memo(function OverResult({ estimate }: { estimate: OverEstimate }) {
  const copy = calculatorCopy.result;
  const largest = sizeClaims.largestSqft;
  const text =
    estimate.reason === 'length' && estimate.longItem
      ? copy.overLength(estimate.longItem.name, largest)
      : copy.overSpace(Math.ceil(estimate.areaSqFt), largest, estimate.unitsOfLargest);
  return (
    <>
      <ResultFigures estimate={estimate} />
      <p className={styles.size}>{copy.overTitle}</p>
      <p className={styles.note}>{text}</p>
      <div className={styles.nextSteps}>
        <ButtonLink to={paths.register}>{calculatorCopy.nextSteps.registerOver}</ButtonLink>
        <a href={contactPhone.href} className={`${buttons.button} ${buttons.outline}`}>
          {copy.talkToTeam}
        </a>
      </div>
    </>
  );
});
