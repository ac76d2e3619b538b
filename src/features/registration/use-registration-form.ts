import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clearDraft,
  readDraft,
  readDraftTouched,
  writeDraft,
} from '@/features/registration/draft-storage';
import { fillEmptyFields, pickFields } from '@/features/registration/fill-empty-fields';
import { challengeUrlFor, createHumanCheck } from '@/features/registration/human-check';
import { facilityToday } from '@/features/registration/move-in-dates';
import { readPrefill } from '@/features/registration/registration-prefill';
import {
  emptyDraft,
  type FieldErrors,
  type RegistrationDraft,
  type RegistrationField,
  validateRegistration,
} from '@/features/registration/registration-schema';
import { sentLines } from '@/features/registration/sent-lines';
import {
  registrationBody,
  type SubmitProblem,
  submitRegistration,
} from '@/features/registration/submit-registration';
import { typedBeforeHydration } from '@/features/registration/typed-before-hydration';
import { useAppStore } from '@/store/app-store';
import { selectSentRegistration } from '@/store/registration-slice';

export type FormPhase =
  | { kind: 'editing' }
  | { kind: 'checking' }
  | { kind: 'sending' }
  | { kind: SubmitProblem };

/**
 * The own registration form's state: the values (kept as a draft in the tab
 * as the visitor types), the prefill from the link that led here, the
 * errors, and the submission. Success hands over to the store's "registration
 * received" state.
 *
 * What the visitor types or chooses is theirs from the first keystroke, even
 * before hydration: the draft, the last contact details and the link's
 * prefill fill only the fields still empty and untouched (fill-empty-fields.ts).
 *
 * The human check (human-check.ts) starts at the form's first focus or input
 * (`startCheck`), or at hydration if the visitor had already typed.
 */
export type StaticFormState = { values: RegistrationDraft; errors: FieldErrors; today: string };

export function useRegistrationForm(endpoint: string, initial?: StaticFormState) {
  const sent = useAppStore(selectSentRegistration);
  const markReceived = useAppStore((s) => s.markRegistrationReceived);
  const [values, setValues] = useState<RegistrationDraft>(initial?.values ?? emptyDraft);
  const [notes, setNotes] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [phase, setPhase] = useState<FormPhase>({ kind: 'editing' });
  const [today, setToday] = useState<string | null>(initial?.today ?? null);
  /** Bumped on each submit that finds problems, so the summary takes focus again. */
  const [attempt, setAttempt] = useState(0);
  const honeypot = useRef('');
  const formRef = useRef<HTMLFormElement>(null);
  /** The fields the visitor has typed in or chosen on this page. */
  const touched = useRef(new Set<RegistrationField>());
  const check = useMemo(() => createHumanCheck(challengeUrlFor(endpoint)), [endpoint]);

  /** Set once the effect below has taken in the stored draft. */
  const hydrated = useRef(false);
  const update = useCallback((patch: Partial<RegistrationDraft>) => {
    for (const field of Object.keys(patch) as RegistrationField[]) touched.current.add(field);
    setValues((current) => {
      const next = { ...current, ...patch };
      // A keystroke can reach React between hydration and the effect below
      // (typing goes on while a slow phone hydrates). Until that effect has
      // run, `current` lacks the stored draft, and writing it now would wipe
      // the draft before it is read: the effect writes the draft instead.
      if (hydrated.current) writeDraft(next, touched.current);
      return next;
    });
  }, []);

  // After hydration: keep what the visitor typed into the
  // prerendered form, then fill what is still empty: first with what the visitor typed or
  // chose earlier in the tab (the draft), then the link's prefill, then the rest of the
  // draft (or the last contact details).
  useEffect(() => {
    const prefill = readPrefill(window.location.search);
    const draft = readDraft();
    const draftTouched = readDraftTouched();
    const own = draft ? pickFields(draft, draftTouched) : {};
    const base = draft ?? { ...emptyDraft, ...(sent?.contact ?? {}) };
    const typed = !hydrated.current && formRef.current ? typedBeforeHydration(formRef.current) : {};
    hydrated.current = true;
    if (Object.keys(typed).length > 0) check.start();
    for (const field of Object.keys(typed) as RegistrationField[]) touched.current.add(field);
    // Typed before hydration, or since it and before now (see update).
    const typedEarly = touched.current.size > 0;
    setValues((current) => {
      const next = fillEmptyFields({ ...current, ...typed }, touched.current, [
        own,
        prefill.values,
        base,
      ]);
      for (const field of draftTouched) touched.current.add(field);
      if (typedEarly) writeDraft(next, touched.current);
      return next;
    });
    setNotes(prefill.notes);
    setToday(facilityToday());
  }, [sent, check]);

  const send = useCallback(async () => {
    const today = facilityToday();
    setToday(today);
    const checked = validateRegistration(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    // Register waits a few seconds at most for a check still running ("Checking…").
    if (!check.isReady()) setPhase({ kind: 'checking' });
    const proof = await check.proof();
    setPhase({ kind: 'sending' });
    const body = registrationBody(values, honeypot.current, proof);
    const outcome = await submitRegistration(endpoint, body);
    if (outcome.kind === 'sent') {
      check.spent();
      clearDraft();
      setPhase({ kind: 'editing' });
      markReceived({
        confirmation: outcome.confirmation,
        lines: sentLines(checked.value),
        contact: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
        },
      });
    } else if (outcome.kind === 'invalid') {
      setPhase({ kind: 'editing' });
      setErrors(outcome.errors);
      setAttempt((n) => n + 1);
    } else setPhase({ kind: outcome.kind });
  }, [values, endpoint, markReceived, check]);

  return {
    values,
    update,
    notes,
    errors,
    phase,
    send,
    attempt,
    today,
    honeypot,
    formRef,
    startCheck: check.start,
  };
}
