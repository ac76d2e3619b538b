import { FloorPlan } from '@/features/floor-plan/floor-plan';
import { facilityLayout } from '@/layout/facility-layout';

/**
 * The size guide's floor-plan island. Like the size picker's
 * (size-guide-picker.tsx), it takes the layout from its module, not as props;
 * its one prop is the day of the build, whose statuses the layout holds
 * (YYYY-MM-DD).
 */
export function FacilityFloorPlan({ asOf }: { asOf: string }) {
  return <FloorPlan layout={facilityLayout} asOf={asOf} />;
}
