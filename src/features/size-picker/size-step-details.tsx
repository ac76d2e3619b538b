import { ButtonLink } from '@/components/button/button-link';
import { CheckList } from '@/components/check-list/check-list';
import { PriceTag } from '@/components/price-tag/price-tag';
import { paths } from '@/config/paths';
import { unitPrice } from '@/content/prices';
import { sizePickerCopy as copy } from '@/content/size-guide';
import { formatSquareMetres, type SizeStep } from '@/content/size-steps';
import styles from '@/features/size-picker/size-picker.module.css';

/** The chosen size: its figures, price, description and what it holds. */
export function SizeStepDetails({ step }: { step: SizeStep }) {
  return (
    <div className={styles.details}>
      <div aria-live="polite" className={styles.summary}>
        <h3 className={styles.area}>
          <span data-testid="size-sqft">{step.sqft}</span> {copy.sqftUnit}
          <span className={styles.metric}>
            <span data-testid="size-sqm">{formatSquareMetres(step.sqft)}</span>{' '}
            {copy.squareMetresUnit}
          </span>
        </h3>
        <p className={styles.label} data-testid="size-label">
          {step.label}
        </p>
        <p className={styles.dimensions} data-testid="size-dimensions">
          {copy.dimensions(step.dimensions)}
        </p>
        <p className={styles.comparison}>{step.comparison}</p>
        <PriceTag
          price={unitPrice(step.sqft)}
          lead={copy.startingAt}
          headlineTestId="size-price"
          className={styles.price}
        />
      </div>
      <p>{step.description}</p>
      <h4 className={styles.storeHeading}>{copy.whatYouCanStore}</h4>
      <CheckList items={step.items} />
      <ButtonLink to={paths.register} className={styles.cta}>
        {copy.viewPrices}
      </ButtonLink>
    </div>
  );
}
