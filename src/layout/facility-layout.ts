/**
 * The facility's floor plan, from data/units.json. The build validates that
 * file in full before bundling (scripts/build.ts), so the page reads it as
 * trusted data and ships no validator (see trusted-layout.ts).
 */

import { readTrustedLayout } from '@/layout/trusted-layout';
import unitsJson from '../../data/units.json';

export const facilityLayout = readTrustedLayout(unitsJson);
