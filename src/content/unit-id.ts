/**
 * How a unit is named on the floor plan: floor-row letter-number, for
 * example 2-C-1 (floor 2, row C, unit 1). The layout's validator and the
 * register page's link prefill both read it from here.
 */
export const UNIT_ID_PATTERN = /^[0-9]+-[A-Z]-[0-9]+$/;
