/**
 * Reads what the links into /register carry: `?size=50` (a size step in sq
 * ft), `?type=business` (a storage type) and `?unit=2-C-1` (a floor-plan unit,
 * which also sets the size). Anything unknown is left out, with a quiet note
 * for the visitor rather than an error.
 */
import { registrationFormCopy } from '@/content/registration-form';
import { findUnit } from '@/content/unit-catalogue';
import {
  isStorageType,
  isUnitSize,
  NOT_SURE,
  type RegistrationDraft,
  type UnitSize,
} from '@/features/registration/registration-schema';

export type Prefill = { values: Partial<RegistrationDraft>; notes: string[] };

export function readPrefill(search: string): Prefill {
  const params = new URLSearchParams(search);
  const values: Partial<RegistrationDraft> = {};
  const notes: string[] = [];
  const size = params.get('size')?.trim();
  const type = params.get('type')?.trim().toLowerCase();
  const unitId = params.get('unit')?.trim();

  if (size) {
    if (isUnitSize(size) && size !== NOT_SURE) values.unitSize = size;
    else notes.push(registrationFormCopy.unknownSizeNote(size));
  }
  if (type) {
    if (isStorageType(type)) values.storageType = type;
    else notes.push(registrationFormCopy.unknownTypeNote(type));
  }
  if (unitId) {
    const unit = findUnit(unitId);
    if (unit && isUnitSize(`${unit.sqft}`)) {
      values.unitId = unit.id;
      values.unitSize = `${unit.sqft}` as UnitSize;
    } else notes.push(registrationFormCopy.unknownUnitNote(unitId));
  }
  return { values, notes };
}
