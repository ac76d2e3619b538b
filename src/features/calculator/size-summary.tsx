import { ButtonLink } from '@/components/button/button-link';
import { KeptHtml, type KeptHtmlSource } from '@/components/island/kept-html';
import { PriceTag } from '@/components/price-tag/price-tag';
import { calculatorFormat, calculatorLinks, calculatorWidgetCopy } from '@/content/calculator';
import { unitPrice } from '@/content/prices';
import { sizeSteps } from '@/content/size-steps';
import styles from '@/features/calculator/size-summary.module.css';

/**
 * Without JavaScript: what each size step holds, with links to the size
 * guide and register. It stands until the calculator's chunk arrives, and
 * the browser keeps it as the prerender wrote it, without its code.
 */
export function SizeSummary({ kept }: { kept: KeptHtmlSource }) {
  return (
    <KeptHtml source={kept}>
      {import.meta.env.SSR || import.meta.env.DEV ? <SummaryContent /> : null}
    </KeptHtml>
  );
}

function SummaryContent() {
  return (
    <div className={styles.summary}>
      <h3>{calculatorWidgetCopy.fallbackTitle}</h3>
      <p>{calculatorWidgetCopy.fallbackText}</p>
      <ul className={styles.sizes}>
        {sizeSteps.map((step) => (
          <li key={step.id} className={styles.size}>
            <p className={styles.head}>
              <strong>{calculatorFormat.area(step.sqft)}</strong>{' '}
              {calculatorFormat.stepDetails(step)}
            </p>
            <PriceTag
              price={unitPrice(step.sqft)}
              lead={calculatorFormat.priceLead}
              variant="brief"
            />
            <p className={styles.text}>{step.description}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={calculatorLinks.sizeGuide.path} variant="secondary">
          {calculatorLinks.sizeGuide.label}
        </ButtonLink>
        <ButtonLink to={calculatorLinks.register.path} variant="outline">
          {calculatorLinks.register.label}
        </ButtonLink>
      </div>
    </div>
  );
}
