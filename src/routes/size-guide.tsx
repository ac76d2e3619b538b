import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

export function SizeGuideRoute() {
  return (
    <>
      <PageHead routeId="sizeGuide" />
      <PageHero {...pageIntros.sizeGuide} />
    </>
  );
}
