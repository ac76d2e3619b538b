/**
 * The calculator's input limits. Kept apart from the catalogue and copy in
 * calculator.ts because the store, which every page loads, needs only these.
 */
export const MAX_ITEM_QUANTITY = 99;
