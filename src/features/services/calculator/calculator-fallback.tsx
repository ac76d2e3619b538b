import { ButtonLink } from '@/components/button/button-link';
import { calculatorLinks, calculatorWidgetCopy } from '@/content/calculator';
import styles from '@/features/services/shared/prose.module.css';

/** What the calculator page offers when the widget cannot load: the size guide and registration. */
export function CalculatorFallback() {
  return (
    <>
      <h3>{calculatorWidgetCopy.fallbackTitle}</h3>
      <p>{calculatorWidgetCopy.fallbackText}</p>
      <div className={styles.actions}>
        <ButtonLink to={calculatorLinks.sizeGuide.path} variant="secondary">
          {calculatorLinks.sizeGuide.label}
        </ButtonLink>
        <ButtonLink to={calculatorLinks.register.path} variant="outline">
          {calculatorLinks.register.label}
        </ButtonLink>
      </div>
    </>
  );
}
