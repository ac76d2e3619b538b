import { PageHero } from '@/components/page-hero/page-hero';
import { pageIntros } from '@/content/page-intros';
import { JsonLd } from '@/seo/json-ld';
import { PageHead } from '@/seo/page-head';
import { selfStorageData } from '@/seo/structured-data';

export function HomeRoute() {
  return (
    <>
      <PageHead routeId="home" />
      <JsonLd data={selfStorageData()} />
      <PageHero {...pageIntros.home} />
    </>
  );
}
