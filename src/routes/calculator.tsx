import { ButtonLink } from '@/components/button/button-link';
import { Island } from '@/components/island/island';
import { Section } from '@/components/section/section';
import { calculatorLinks, calculatorWidgetCopy } from '@/content/calculator';
import { CalculatorWidget } from '@/features/calculator/calculator-widget';
import styles from '@/routes/calculator.module.css';
import { RouteHeading } from '@/routes/route-heading';

export function CalculatorRoute() {
  return (
    <>
      <RouteHeading routeId="calculator">
        <ButtonLink to={calculatorLinks.sizeGuide.path} variant="outline">
          {calculatorLinks.sizeGuide.label}
        </ButtonLink>
        <ButtonLink to={calculatorLinks.register.path}>{calculatorLinks.register.label}</ButtonLink>
      </RouteHeading>
      <Section id="calculator" title={calculatorWidgetCopy.title} className={styles.section}>
        <Island name="calculator" strategy="load" component={CalculatorWidget} />
      </Section>
    </>
  );
}
