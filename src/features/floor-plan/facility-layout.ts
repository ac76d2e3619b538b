/**
 * The facility's floor plan, read from data/units.json through the shared
 * schema, so the page never draws a layout the validator would reject.
 */
import unitsJson from '../../../data/units.json';
import { assertLayout } from './layout-schema';

export const facilityLayout = assertLayout(unitsJson);
