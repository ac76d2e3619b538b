import styles from '@/components/price-tag/price-tag.module.css';
import {
  billingText,
  chargesInBrief,
  chargeText,
  depositText,
  offerText,
  priceTableHref,
  priceTagCopy,
  rentHeadline,
} from '@/content/price-format';
import type { PriceEntry } from '@/content/prices';

type PriceTagProps = {
  price: PriceEntry;
  /** The words before the figure, e.g. "Starting at". */
  lead?: string;
  /** A test id for the headline line. */
  headlineTestId?: string;
  /** full: a line each (cards, dialogs); brief: one line of charges (table rows). */
  variant?: 'full' | 'brief';
  className?: string;
};

/**
 * A price as a visitor must see it: what they pay per period including VAT,
 * with the compulsory charges, the deposit and the offer beside it at the
 * same size. Its box marks the price's scope, so the charges stay with the
 * figure they belong to.
 */
export function PriceTag({
  price,
  lead,
  headlineTestId,
  variant = 'full',
  className,
}: PriceTagProps) {
  const headline = `${lead ? `${lead} ` : ''}${rentHeadline(price)}`;
  return (
    <div className={`${styles.tag} ${className ?? ''}`} data-price-scope={price.kind}>
      <p className={styles.headline} data-testid={headlineTestId}>
        {headline}
      </p>
      {variant === 'brief' ? (
        <p className={styles.detail}>{chargesInBrief(price)}</p>
      ) : (
        <ul className={styles.details}>
          <li>{billingText(price.period)}</li>
          {price.charges.map((charge) => (
            <li key={charge.id}>{chargeText(charge)}</li>
          ))}
          <li>{depositText(price.deposit)}</li>
          <li className={styles.offer}>{offerText(price)}</li>
          <li>
            <a href={priceTableHref}>{priceTagCopy.allCharges}</a>
          </li>
        </ul>
      )}
    </div>
  );
}
