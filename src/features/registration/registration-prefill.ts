/**
 * Reads what the links into /register carry: `?size=50` (a size step in sq
 * ft), `?type=business` (a storage type) and `?unit=2-C-1` (a floor-plan unit,
 * which also sets the size). Anything unknown is left out, with a quiet note
 * for the visitor rather than an error.
 *
 * Anyone can write a link, so the page repeats a value from it only when it
 * is shaped like a unit id or a size and short: a crafted link cannot put a
 * sentence (or a premium-rate number) on the page. Anything else gets a note
 * that does not repeat it.
 */
import { registrationFormCopy } from '@/content/registration-form';
import { findUnit } from '@/content/unit-catalogue';
import { UNIT_ID_PATTERN } from '@/content/unit-id';
import {
  isStorageType,
  isUnitSize,
  NOT_SURE,
  type RegistrationDraft,
  type UnitSize,
} from '@/features/registration/registration-schema';

export type Prefill = { values: Partial<RegistrationDraft>; notes: string[] };

/** Long enough for any unit id (12-C-1234), too short for a sentence or a phone number. */
export const LINK_ECHO_MAX = 10;
/** A size in sq ft as a link writes it: a few digits. */
const SIZE_PATTERN = /^[0-9]{1,4}$/;

/** The link's unit id, upper-cased, if it may be repeated on the page; otherwise null. */
export function echoableUnitId(value: string): string | null {
  const id = value.toUpperCase();
  return id.length <= LINK_ECHO_MAX && UNIT_ID_PATTERN.test(id) ? id : null;
}

/** The link's size if it may be repeated on the page; otherwise null. */
export function echoableSize(value: string): string | null {
  return SIZE_PATTERN.test(value) ? value : null;
}

export function readPrefill(search: string): Prefill {
  const params = new URLSearchParams(search);
  const values: Partial<RegistrationDraft> = {};
  const notes: string[] = [];
  const size = params.get('size')?.trim();
  const type = params.get('type')?.trim().toLowerCase();
  const unitId = params.get('unit')?.trim();
  const copy = registrationFormCopy;

  if (size && size !== NOT_SURE) {
    const echo = echoableSize(size);
    if (isUnitSize(size)) values.unitSize = size;
    else notes.push(echo ? copy.unknownSizeNote(echo) : copy.unrecognisedSizeNote);
  }
  if (type) {
    if (isStorageType(type)) values.storageType = type;
    else notes.push(copy.unrecognisedTypeNote);
  }
  if (unitId) {
    const unit = findUnit(unitId);
    const echo = echoableUnitId(unitId);
    if (unit && isUnitSize(`${unit.sqft}`)) {
      values.unitId = unit.id;
      values.unitSize = `${unit.sqft}` as UnitSize;
    } else notes.push(echo ? copy.unknownUnitNote(echo) : copy.unrecognisedUnitNote);
  }
  return { values, notes };
}
