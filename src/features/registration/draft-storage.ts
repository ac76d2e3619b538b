/**
 * Keeps the form's draft for the browser tab (sessionStorage), so a reload or
 * a return to the page restores what was typed. Storage can be blocked or
 * full; then the draft is simply not kept. All access goes through these
 * three functions so a shared storage wrapper can replace them.
 */
import { type RegistrationDraft, toDraft } from '@/features/registration/registration-schema';

const KEY = 'registration-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(): RegistrationDraft | null {
  try {
    const text = storage()?.getItem(KEY);
    return text ? toDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: RegistrationDraft) {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Blocked or full: the draft lives only in the page.
  }
}

export function clearDraft() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
