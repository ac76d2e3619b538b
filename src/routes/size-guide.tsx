import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/cta-band/cta-band';
import { PageHero } from '@/components/page-hero/page-hero';
import { paths } from '@/config/paths';
import { pageIntros } from '@/content/page-intros';
import { sizeGuideCta } from '@/content/size-guide';
import { facilityLayout } from '@/features/floor-plan/facility-layout';
import { FloorPlan } from '@/features/floor-plan/floor-plan';
import { SizeOnPlanActions } from '@/features/floor-plan/size-on-plan-actions';
import { DetailedSizeGuide } from '@/features/size-picker/detailed-size-guide';
import { SizeHelp } from '@/features/size-picker/size-help';
import { SizePicker } from '@/features/size-picker/size-picker';
import { PageHead } from '@/seo/page-head';

export function SizeGuideRoute() {
  return (
    <>
      <PageHead routeId="sizeGuide" />
      <PageHero {...pageIntros.sizeGuide} />
      <SizePicker planActions={<SizeOnPlanActions layout={facilityLayout} />} />
      <FloorPlan layout={facilityLayout} />
      <DetailedSizeGuide />
      <SizeHelp />
      <CtaBand
        id={sizeGuideCta.id}
        title={sizeGuideCta.title}
        text={sizeGuideCta.text}
        terms={sizeGuideCta.terms}
      >
        <ButtonLink to={paths.calculator}>{sizeGuideCta.calculate}</ButtonLink>
        <ButtonLink to={paths.register} variant="onDark">
          {sizeGuideCta.register}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
