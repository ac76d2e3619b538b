import { CtaBand } from '@/components/cta-band/cta-band';
import { Island } from '@/components/island/island';
import { PageHero } from '@/components/page-hero/page-hero';
import { pageHeroImages } from '@/content/page-hero-images';
import { pageIntros } from '@/content/page-intros';
import { sizeGuideCta } from '@/content/size-guide';
import { UNIT_PARAM } from '@/features/floor-plan/use-show-unit';
import { facilityToday } from '@/features/registration/move-in-dates';
import { DetailedSizeGuide } from '@/features/size-picker/detailed-size-guide';
import { SizeHelp } from '@/features/size-picker/size-help';
import { SizePickerWithPlan } from '@/routes/size-guide-picker';
import { FacilityFloorPlan } from '@/routes/size-guide-plan';
import { PageHead } from '@/seo/page-head';

export function SizeGuideRoute() {
  return (
    <>
      <PageHead routeId="sizeGuide" />
      <PageHero {...pageIntros.sizeGuide} image={pageHeroImages.sizeGuide} />
      <Island name="size-picker" strategy="visible" component={SizePickerWithPlan} />
      <Island
        name="floor-plan"
        strategy="visible"
        component={FacilityFloorPlan}
        props={{ asOf: facilityToday() }}
        startWithParam={UNIT_PARAM}
      />
      <DetailedSizeGuide />
      <SizeHelp />
      <CtaBand copy={sizeGuideCta} />
    </>
  );
}
