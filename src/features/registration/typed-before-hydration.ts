/**
 * What the visitor typed or chose in the prerendered form before React took
 * it over. React keeps those values on screen when it hydrates, but its state
 * still holds the empty form, so the first render after hydration would wipe
 * them: the form reads them here, once, and takes them into its state.
 *
 * A control counts as changed when it differs from the page's own markup
 * (see changed-control.ts); a form first rendered in the browser has no such changes.
 */
import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationField,
  registrationFields,
  toDraft,
} from '@/features/registration/registration-schema';
import { changedValue } from '@/hooks/changed-control';

const isField = (name: string): name is RegistrationField =>
  (registrationFields as readonly string[]).includes(name);

/** The fields the visitor changed in `form`, with their values (choices checked as a draft's are). */
export function typedBeforeHydration(form: HTMLFormElement): Partial<RegistrationDraft> {
  const changed: Partial<Record<RegistrationField, string | boolean>> = {};
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name') ?? '';
    const value = changedValue(element);
    if (isField(name) && value !== undefined) changed[name] = value;
  }
  const draft = toDraft({ ...emptyDraft, ...changed });
  const typed: Partial<RegistrationDraft> = {};
  for (const field of Object.keys(changed) as RegistrationField[]) {
    Object.assign(typed, { [field]: draft[field] });
  }
  // Choosing a size on the page sets aside the unit, as the size list's own change does.
  if (typed.unitSize !== undefined) typed.unitId = '';
  return typed;
}
