import { SizeOnPlanActions } from '@/features/floor-plan/size-on-plan-actions';
import { SizePicker } from '@/features/size-picker/size-picker';

/**
 * The size guide's size picker island, with the buttons that show a size on
 * the plan. It shares the chosen size and unit with the plan's island through
 * the one store. It does not bring the facility's layout with it: "Show me
 * one" loads that when pressed (see SizeOnPlanActions). The plan's island has
 * its own file (size-guide-plan.tsx), so that the picker, on the first
 * screen, does not bring the plan's code with it.
 */
export function SizePickerWithPlan() {
  return <SizePicker planActions={<SizeOnPlanActions />} />;
}
