/**
 * The rule for everything that fills the form on the visitor's behalf (the
 * draft kept in the tab, the last contact details, the link's prefill): it
 * fills only fields that are still empty and that the visitor has not
 * touched. Whatever the visitor typed or chose, before or during hydration,
 * stays as it is. Pure TypeScript, tested on its own.
 */
import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationField,
  registrationFields,
} from '@/features/registration/registration-schema';

/**
 * Each field is filled on its own, except a unit and its size: a unit
 * carries its size, so it is taken only with it, and only when neither has
 * been chosen.
 */
const fieldGroups: readonly (readonly RegistrationField[])[] = registrationFields
  .filter((field) => field !== 'unitSize')
  .map((field) => (field === 'unitId' ? ['unitId', 'unitSize'] : [field]));

const isEmpty = (draft: Partial<RegistrationDraft>, field: RegistrationField) =>
  draft[field] === undefined || draft[field] === emptyDraft[field];

/**
 * `current` with each group of fields that is empty and untouched taken from
 * the first source that has something for it. Sources come in order of
 * precedence (the link's prefill before the draft).
 */
export function fillEmptyFields(
  current: RegistrationDraft,
  touched: ReadonlySet<RegistrationField>,
  sources: readonly Partial<RegistrationDraft>[],
): RegistrationDraft {
  const next = { ...current };
  for (const group of fieldGroups) {
    if (group.some((field) => touched.has(field) || !isEmpty(current, field))) continue;
    const source = sources.find((s) => group.some((field) => !isEmpty(s, field)));
    if (!source) continue;
    Object.assign(
      next,
      Object.fromEntries(group.map((field) => [field, source[field] ?? emptyDraft[field]])),
    );
  }
  return next;
}

/** Only the given fields of a draft. */
export function pickFields(
  draft: RegistrationDraft,
  fields: Iterable<RegistrationField>,
): Partial<RegistrationDraft> {
  return Object.fromEntries([...fields].map((field) => [field, draft[field]]));
}
