/**
 * The floor plan's keyboard controls while it has focus: + and − zoom about
 * the centre, 0 fits the whole plan, the arrow keys move the view. Pure.
 */
import {
  FIT_VIEW,
  KEY_PAN_FRACTION,
  type PlanSize,
  type PlanView,
  panByFraction,
  ZOOM_STEP,
  zoomAtCentre,
} from '@/features/floor-plan/view-math';

/** The next view for a key, or null when the key is not one of the plan's. */
export function viewForKey(key: string, view: PlanView, plan: PlanSize): PlanView | null {
  switch (key) {
    case '+':
    case '=':
      return zoomAtCentre(view, ZOOM_STEP, plan);
    case '-':
    case '_':
    case '−':
      return zoomAtCentre(view, 1 / ZOOM_STEP, plan);
    case '0':
      return FIT_VIEW;
    case 'ArrowLeft':
      return panByFraction(view, -KEY_PAN_FRACTION, 0, plan);
    case 'ArrowRight':
      return panByFraction(view, KEY_PAN_FRACTION, 0, plan);
    case 'ArrowUp':
      return panByFraction(view, 0, -KEY_PAN_FRACTION, plan);
    case 'ArrowDown':
      return panByFraction(view, 0, KEY_PAN_FRACTION, plan);
    default:
      return null;
  }
}

/** The unit list, where Enter on the plan sends focus when no unit is in the middle. */
export const UNIT_LIST_ID = 'unit-list';

/** Keys that pick what is in the middle of the plan (and never scroll the page). */
export const PICK_KEYS: readonly string[] = ['Enter', ' '];

/**
 * The unit drawn at the centre of the view, or -1 (the highest index wins
 * where units overlap, as on screen). A plain scan: it runs once per key press.
 */
export function unitAtCentre(
  units: readonly { x: number; y: number; width: number; height: number }[],
  view: PlanView,
  plan: PlanSize,
): number {
  const cx = view.x + plan.width / view.zoom / 2;
  const cy = view.y + plan.height / view.zoom / 2;
  let found = -1;
  units.forEach((u, i) => {
    if (cx >= u.x && cx < u.x + u.width && cy >= u.y && cy < u.y + u.height) found = i;
  });
  return found;
}
