/**
 * The floor plan's starting state, in a module of its own: the store (which
 * every page loads) needs only these two values, not the view maths or the
 * filter code around them, which load with the size guide.
 */
import type { UnitFilter } from './unit-filter';
import type { PlanView } from './view-math';

/** The whole plan in view. */
export const FIT_VIEW: PlanView = { zoom: 1, x: 0, y: 0 };

/** Every unit listed, none highlighted. */
export const NO_UNIT_FILTER: UnitFilter = { availableOnly: false, sqft: null };
