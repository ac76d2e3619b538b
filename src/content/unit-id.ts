/**
 * How a unit is named on the floor plan: floor-row letter-number, for
 * example 2-C-1 (floor 2, row C, unit 1). The layout's validator and the
 * register page's link prefill both read it from here; the unit importer and
 * the console's unit search read a name as staff type it through
 * normaliseUnitName.
 */
export const UNIT_ID_PATTERN = /^[0-9]+-[A-Z]-[0-9]+$/;

/**
 * A unit name with case and separators normalised: upper case, split where
 * a separator is or where letters meet digits, leading zeros dropped, joined
 * by hyphens. `2c1`, `2-C-1`, `2 c 1` and `02-C-01` all read `2-C-1`.
 */
export function normaliseUnitName(name: string): string {
  const parts = name.toUpperCase().match(/[0-9]+|[A-Z]+/g) ?? [];
  return parts.map((part) => (/^[0-9]+$/.test(part) ? String(Number(part)) : part)).join('-');
}
