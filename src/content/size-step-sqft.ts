/**
 * The size picker's steps in square feet and the step it starts on (spec
 * section 9). Kept apart from the table in size-steps.ts because the store,
 * which every page loads, needs only these; size-steps.ts re-exports them.
 */
export const sizeStepSqft = [15, 25, 35, 50, 65, 75, 100, 125, 150, 200] as const;
export type SizeStepSqft = (typeof sizeStepSqft)[number];

export const DEFAULT_SIZE_STEP_INDEX = 2;
