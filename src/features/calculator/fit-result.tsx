import { memo } from 'react';
import { PriceTag } from '@/components/price-tag/price-tag';
import { calculatorCopy, calculatorFormat } from '@/content/calculator';
import { unitPrice } from '@/content/prices';
import type { Estimate } from '@/features/calculator/estimate';
import { NextSteps } from '@/features/calculator/next-steps';
import styles from '@/features/calculator/result.module.css';
import { ResultFigures } from '@/features/calculator/result-figures';

type FitEstimate = Extract<Estimate, { kind: 'fits' }>;

/** The recommended size: area, label, comparison, dimensions, price, fill, and why. */
export const FitResult = memo(function FitResult({ estimate }: { estimate: FitEstimate }) {
  const { step, fill, nextStep, longItem } = estimate;
  const copy = calculatorCopy.result;
  const percent = Math.min(100, Math.round(fill * 100));
  return (
    <>
      <ResultFigures estimate={estimate} />
      <p className={styles.kicker}>{copy.recommended}</p>
      <p className={styles.size} data-recommended-sqft={step.sqft}>
        {calculatorFormat.area(step.sqft)}
      </p>
      <ul className={styles.facts}>
        <li>{step.label}</li>
        <li>{step.comparison}</li>
        <li>{calculatorFormat.dimensions(step)}</li>
      </ul>
      <PriceTag
        price={unitPrice(step.sqft)}
        lead={calculatorFormat.priceLead}
        className={styles.price}
      />
      <div className={styles.fill}>
        <div className={styles.track} aria-hidden="true">
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
        <p>{copy.fill(fill)}</p>
      </div>
      {longItem && (
        <p className={styles.note}>
          {copy.movedUp(longItem.name, calculatorFormat.feet(longItem.longestFt), step.sqft)}
        </p>
      )}
      {nextStep && <p className={styles.note}>{copy.nextSize(nextStep.sqft)}</p>}
      <NextSteps sqft={step.sqft} />
    </>
  );
});
