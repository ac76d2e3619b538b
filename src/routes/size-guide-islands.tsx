import { FloorPlan } from '@/features/floor-plan/floor-plan';
import { SizeOnPlanActions } from '@/features/floor-plan/size-on-plan-actions';
import { SizePicker } from '@/features/size-picker/size-picker';
import { facilityLayout } from '@/layout/facility-layout';

/**
 * The size guide's two islands. They share the chosen size and unit through
 * the one store, and each takes the facility's layout from its module, not
 * as props: the layout would otherwise be written into the page a second time.
 */
export function SizePickerWithPlan() {
  return <SizePicker planActions={<SizeOnPlanActions layout={facilityLayout} />} />;
}

export function FacilityFloorPlan() {
  return <FloorPlan layout={facilityLayout} />;
}
