import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

export function CalculatorRoute() {
  return (
    <>
      <PageHead routeId="calculator" />
      <PageHero {...pageIntros.calculator} />
    </>
  );
}
