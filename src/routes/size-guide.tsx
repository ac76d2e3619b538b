import { CtaBand } from '@/components/cta-band/cta-band';
import { PageHero } from '@/components/page-hero/page-hero';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { sizeGuideCta } from '@/content/size-guide';
import { FloorPlan } from '@/features/floor-plan/floor-plan';
import { SizeOnPlanActions } from '@/features/floor-plan/size-on-plan-actions';
import { DetailedSizeGuide } from '@/features/size-picker/detailed-size-guide';
import { SizeHelp } from '@/features/size-picker/size-help';
import { SizePicker } from '@/features/size-picker/size-picker';
import { facilityLayout } from '@/layout/facility-layout';
import { PageHead } from '@/seo/page-head';

export function SizeGuideRoute() {
  return (
    <>
      <PageHead routeId="sizeGuide" />
      <PageHero {...pageIntros.sizeGuide} image={pageHeroImages.sizeGuide} />
      <SizePicker planActions={<SizeOnPlanActions layout={facilityLayout} />} />
      <FloorPlan layout={facilityLayout} />
      <DetailedSizeGuide />
      <SizeHelp />
      <CtaBand copy={sizeGuideCta} />
    </>
  );
}
