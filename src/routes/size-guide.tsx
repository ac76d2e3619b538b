import { CtaBand } from '@/components/cta-band/cta-band';
import { Island } from '@/components/island/island';
import { sizeGuideCta } from '@/content/size-guide';
import { UNIT_PARAM } from '@/features/floor-plan/use-show-unit';
import { facilityToday } from '@/features/registration/move-in-dates';
import { DetailedSizeGuide } from '@/features/size-picker/detailed-size-guide';
import { SizeHelp } from '@/features/size-picker/size-help';
import { RouteHeading } from '@/routes/route-heading';
import { SizePickerWithPlan } from '@/routes/size-guide-picker';
import { FacilityFloorPlan } from '@/routes/size-guide-plan';

export function SizeGuideRoute() {
  return (
    <>
      <RouteHeading routeId="sizeGuide" />
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
