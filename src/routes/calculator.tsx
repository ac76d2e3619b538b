import { ButtonLink } from '@/components/button/button-link';
import { Island } from '@/components/island/island';
import { PageHero } from '@/components/page-hero/page-hero';
import { Section } from '@/components/section/section';
import { calculatorLinks, calculatorWidgetCopy } from '@/content/calculator';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { CalculatorWidget } from '@/features/calculator/calculator-widget';
import styles from '@/routes/calculator.module.css';
import { PageHead } from '@/seo/page-head';

export function CalculatorRoute() {
  return (
    <>
      <PageHead routeId="calculator" />
      <PageHero {...pageIntros.calculator} image={pageHeroImages.calculator}>
        <ButtonLink to={calculatorLinks.sizeGuide.path} variant="outline">
          {calculatorLinks.sizeGuide.label}
        </ButtonLink>
        <ButtonLink to={calculatorLinks.register.path}>{calculatorLinks.register.label}</ButtonLink>
      </PageHero>
      <Section id="calculator" title={calculatorWidgetCopy.title} className={styles.section}>
        <Island name="calculator" strategy="load" component={CalculatorWidget} />
      </Section>
    </>
  );
}
