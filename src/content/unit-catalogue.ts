/**
 * The facility's units as the registration form needs them: each unit id and
 * its size in sq ft, read from data/units.json (generated from
 * data/facility.json; see data/README.md). Only the register page and the
 * server import this, so the unit list stays out of other pages' code.
 */
import unitsJson from '../../data/units.json';

export type UnitSummary = { readonly id: string; readonly sqft: number };

const units: ReadonlyMap<string, UnitSummary> = new Map(
  (unitsJson.units as readonly { id: string; sqft: number }[]).map(({ id, sqft }) => [
    id,
    { id, sqft },
  ]),
);

/** The unit with this id (exact, as written on the floor plan), or undefined. */
export function findUnit(id: string): UnitSummary | undefined {
  return units.get(id.trim().toUpperCase());
}
