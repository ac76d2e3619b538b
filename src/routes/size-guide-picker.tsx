import { SizeOnPlanActions } from '@/features/floor-plan/size-on-plan-actions';
import { SizePicker } from '@/features/size-picker/size-picker';
import { facilityLayout } from '@/layout/facility-layout';

/**
 * The size guide's size picker island, with the buttons that show a size on
 * the plan. It shares the chosen size and unit with the plan's island through
 * the one store, and takes the facility's layout from its module, not as
 * props: the layout would otherwise be written into the page a second time.
 * The plan's island has its own file (size-guide-plan.tsx), so that the
 * picker, on the first screen, does not bring the plan's code with it.
 */
export function SizePickerWithPlan() {
  return <SizePicker planActions={<SizeOnPlanActions layout={facilityLayout} />} />;
}
