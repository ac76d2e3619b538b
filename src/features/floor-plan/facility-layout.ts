/**
 * The facility's floor plan, read from data/units.json through the shared
 * schema, so the page never draws a layout the validator would reject.
 */

import { assertLayout } from '@/features/floor-plan/layout-schema';
import unitsJson from '../../../data/units.json';

export const facilityLayout = assertLayout(unitsJson);
