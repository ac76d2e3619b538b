import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { PageHead } from '@/seo/page-head';

export function PersonalRoute() {
  return (
    <>
      <PageHead routeId="personal" />
      <PageHero {...pageIntros.personal} />
    </>
  );
}
