import type { ReactNode } from 'react';
import { registrationFormCopy } from '@/content/registration-form';
import styles from '@/features/registration/registration-form.module.css';

export const fieldId = (field: string) => `registration-${field}`;

/** The ids a control is described by: its hint and its error, when present. */
export function describedBy(field: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

type FormFieldProps = {
  field: string;
  label: string;
  hint?: string;
  error?: string;
  /** Extra lines under the control (the character counter). */
  after?: ReactNode;
  children: ReactNode;
};

/** A label, an optional hint, the field's error (tied to the control by id) and the control. */
export function FormField({ field, label, hint, error, after, children }: FormFieldProps) {
  const id = fieldId(field);
  return (
    <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && <FieldError field={field} message={error} />}
      {children}
      {after}
    </div>
  );
}

export function FieldError({ field, message }: { field: string; message: string }) {
  return (
    <p className={styles.error} id={`${fieldId(field)}-error`}>
      <span className="visually-hidden">{registrationFormCopy.errorPrefix} </span>
      {message}
    </p>
  );
}
