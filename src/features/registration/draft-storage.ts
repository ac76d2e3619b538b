/**
 * Keeps the form's draft for the browser tab (sessionStorage), so a reload or
 * a return to the page restores what was typed. Storage can be blocked or
 * full; then the draft is kept in memory for the life of the page. The draft
 * also lists the fields the visitor typed in or chose themselves, so that
 * those win over a link's prefill when the draft is restored.
 */
import {
  type RegistrationDraft,
  type RegistrationField,
  registrationFields,
  toDraft,
} from '@/features/registration/registration-schema';
import { safeSession } from '@/hooks/safe-storage';

const KEY = 'registration-draft';

export function readDraft(): RegistrationDraft | null {
  try {
    const text = safeSession.getItem(KEY);
    return text ? toDraft(JSON.parse(text)) : null;
  } catch {
    // A draft that is not valid JSON is dropped.
    return null;
  }
}

/** The fields the stored draft says the visitor typed in or chose. */
export function readDraftTouched(): Set<RegistrationField> {
  try {
    const stored: unknown = JSON.parse(safeSession.getItem(KEY) ?? '{}');
    const touched = (stored as { touched?: unknown }).touched;
    return new Set(
      registrationFields.filter((field) => Array.isArray(touched) && touched.includes(field)),
    );
  } catch {
    return new Set();
  }
}

export function writeDraft(draft: RegistrationDraft, touched: Iterable<RegistrationField> = []) {
  safeSession.setItem(KEY, JSON.stringify({ ...draft, touched: [...touched] }));
}

export function clearDraft() {
  safeSession.removeItem(KEY);
}
