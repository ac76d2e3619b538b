/**
 * Keeps the form's draft for the browser tab (sessionStorage), so a reload or
 * a return to the page restores what was typed. Storage can be blocked or
 * full; then the draft is kept in memory for the life of the page.
 */
import { type RegistrationDraft, toDraft } from '@/features/registration/registration-schema';
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

export function writeDraft(draft: RegistrationDraft) {
  safeSession.setItem(KEY, JSON.stringify(draft));
}

export function clearDraft() {
  safeSession.removeItem(KEY);
}
