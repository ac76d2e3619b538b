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
} from './view-math';

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
