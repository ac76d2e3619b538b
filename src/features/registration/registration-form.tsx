import { type FormEvent, useEffect } from 'react';
import { privacyNoticePath, registrationFormCopy } from '@/content/registration-form';
import { ContactFields } from '@/features/registration/contact-fields';
import { ErrorSummary } from '@/features/registration/error-summary';
import { MessageFields } from '@/features/registration/message-fields';
import { moveInDateRange } from '@/features/registration/move-in-dates';
import styles from '@/features/registration/registration-form.module.css';
import { HONEYPOT_FIELD } from '@/features/registration/registration-schema';
import { StorageFields } from '@/features/registration/storage-fields';
import { SubmissionProblem } from '@/features/registration/submission-problem';
import {
  type StaticFormState,
  useRegistrationForm,
} from '@/features/registration/use-registration-form';

/**
 * The site's own registration form. Without JavaScript it is a plain HTML
 * form posting to the endpoint, checked by the browser's constraint
 * validation and answered by the server with a page. Once hydrated it checks
 * with the shared schema, shows an error summary, keeps a draft and sends
 * with fetch.
 */
export function RegistrationForm({
  endpoint,
  initial,
}: {
  endpoint: string;
  initial?: StaticFormState;
}) {
  const form = useRegistrationForm(endpoint, initial);
  const { values, errors, phase, update, formRef } = form;

  // The script's checks (and the error summary) replace the browser's bubbles once hydrated.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [formRef]);

  const busy = phase.kind === 'sending' || phase.kind === 'checking';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void form.send();
  };
  const fields = { values, errors, update };

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={endpoint}
      onSubmit={onSubmit}
      onFocus={form.startCheck}
      onInput={form.startCheck}
      aria-labelledby="register-form-heading"
    >
      <ErrorSummary errors={errors} attempt={form.attempt} />
      {form.notes.length > 0 && (
        <p className={styles.notes} data-prefill-note>
          {form.notes.join(' ')}
        </p>
      )}
      <p className={styles.required}>{registrationFormCopy.requiredNote}</p>
      <ContactFields {...fields} />
      <StorageFields {...fields} moveInRange={form.today ? moveInDateRange(form.today) : null} />
      <MessageFields {...fields} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="registration-website">{HONEYPOT_FIELD}</label>
        <input
          id="registration-website"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          onChange={(event) => {
            form.honeypot.current = event.target.value;
          }}
        />
      </div>
      <p>
        {registrationFormCopy.privacyBefore}{' '}
        <a href={privacyNoticePath}>{registrationFormCopy.privacyLink}</a>{' '}
        {registrationFormCopy.privacyAfter}
      </p>
      {phase.kind !== 'editing' && !busy && (
        <SubmissionProblem problem={phase.kind} values={values} onRetry={() => void form.send()} />
      )}
      <button type="submit" className={styles.submit} aria-disabled={busy}>
        {phase.kind === 'checking'
          ? registrationFormCopy.checking
          : phase.kind === 'sending'
            ? registrationFormCopy.sending
            : registrationFormCopy.submit}
      </button>
    </form>
  );
}
