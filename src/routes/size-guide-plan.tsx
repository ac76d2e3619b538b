import { FloorPlan } from '@/features/floor-plan/floor-plan';
import { facilityLayout } from '@/layout/facility-layout';

/**
 * The size guide's floor-plan island. Like the size picker's
 * (size-guide-picker.tsx), it takes the layout from its module, not as props.
 */
export function FacilityFloorPlan() {
  return <FloorPlan layout={facilityLayout} />;
}
