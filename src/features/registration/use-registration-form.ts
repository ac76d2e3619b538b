import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearDraft, readDraft, writeDraft } from '@/features/registration/draft-storage';
import { readPrefill } from '@/features/registration/registration-prefill';
import {
  emptyDraft,
  type FieldErrors,
  isoDate,
  type RegistrationDraft,
  validateRegistration,
} from '@/features/registration/registration-schema';
import { sentLines } from '@/features/registration/sent-lines';
import {
  registrationBody,
  type SubmitProblem,
  submitRegistration,
} from '@/features/registration/submit-registration';
import { useAppStore } from '@/store/app-store';
import { selectSentRegistration } from '@/store/registration-slice';

export type FormPhase = { kind: 'editing' } | { kind: 'sending' } | { kind: SubmitProblem };

/**
 * The own registration form's state: the values (kept as a draft in the tab
 * as the visitor types), the prefill from the link that led here, the
 * errors, and the submission. Success hands over to the store's "registration
 * received" state.
 */
export function useRegistrationForm(endpoint: string) {
  const sent = useAppStore(selectSentRegistration);
  const markReceived = useAppStore((s) => s.markRegistrationReceived);
  const [search] = useSearchParams();
  const [values, setValues] = useState<RegistrationDraft>(emptyDraft);
  const [notes, setNotes] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<FormPhase>({ kind: 'editing' });
  const [today, setToday] = useState<string | null>(null);
  /** Bumped on each submit that finds problems, so the summary takes focus again. */
  const [attempt, setAttempt] = useState(0);
  const honeypot = useRef('');
  /** When the form first rendered in this page (not when the page began loading): the spam timer's start. */
  const startedAt = useRef<number | null>(null);

  useEffect(() => {
    startedAt.current ??= performance.now();
  }, []);

  // After hydration: restore the draft (or the last contact details), then apply the link's prefill.
  useEffect(() => {
    const prefill = readPrefill(`?${search.toString()}`);
    const base = readDraft() ?? { ...emptyDraft, ...(sent?.contact ?? {}) };
    setValues({ ...base, ...prefill.values });
    setNotes(prefill.notes);
    setToday(isoDate(new Date()));
  }, [search, sent]);

  const update = useCallback((patch: Partial<RegistrationDraft>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
  }, []);

  const send = useCallback(async () => {
    const checked = validateRegistration(values, isoDate(new Date()));
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setPhase({ kind: 'sending' });
    // Time since the form appeared: people take seconds, scripts do not. A restored draft sent
    // at once is too fast by this measure too; the server keeps it, flagged, for staff to see.
    const elapsed = performance.now() - (startedAt.current ?? performance.now());
    const body = registrationBody(values, honeypot.current, elapsed);
    const outcome = await submitRegistration(endpoint, body);
    if (outcome.kind === 'sent') {
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
  }, [values, endpoint, markReceived]);

  return { values, update, notes, errors, phase, send, attempt, today, honeypot };
}
