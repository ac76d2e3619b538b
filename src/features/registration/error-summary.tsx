import { type MouseEvent, useEffect, useRef } from 'react';
import { registrationFormCopy } from '@/content/registration-form';
import { fieldId } from '@/features/registration/form-field';
import styles from '@/features/registration/registration-form.module.css';
import { type FieldErrors, orderedErrors } from '@/features/registration/registration-schema';

/**
 * The list of problems above the form (the GOV.UK error summary). It takes
 * focus on every submit that finds problems; each entry moves focus to its field.
 */
export function ErrorSummary({ errors, attempt }: { errors: FieldErrors; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const list = orderedErrors(errors);
  const shown = list.length > 0;

  useEffect(() => {
    if (attempt > 0 && shown) ref.current?.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(fieldId(field));
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      ref={ref}
      className={styles.summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="registration-error-summary"
    >
      <h3 id="registration-error-summary">{registrationFormCopy.errorSummaryTitle}</h3>
      <ul>
        {list.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
