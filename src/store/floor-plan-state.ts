/**
 * The shapes of the floor plan's UI state and its starting values. They live
 * with the store, which every page loads; the view maths and the filter code
 * that work on them load with the size guide (features/floor-plan).
 */

/** Which part of the drawing is on screen. */
export type PlanView = {
  /** 1 shows the whole drawing; 2 shows half its width. */
  readonly zoom: number;
  /** Drawing point at the top-left corner of the stage. */
  readonly x: number;
  readonly y: number;
};

/** The unit list's filter, which also highlights the matching units on the plan. */
export type UnitFilter = {
  readonly availableOnly: boolean;
  /** Only units of this size, or every size when null. */
  readonly sqft: number | null;
};

/** The whole plan in view. */
export const FIT_VIEW: PlanView = { zoom: 1, x: 0, y: 0 };

/** Every unit listed, none highlighted. */
export const NO_UNIT_FILTER: UnitFilter = { availableOnly: false, sqft: null };
