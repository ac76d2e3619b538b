import type { ReactNode } from 'react';
import { registrationFormCopy } from '@/content/registration-form';
import styles from '@/features/registration/registration-form.module.css';
import type {
  FieldErrors,
  RegistrationDraft,
  RegistrationField,
} from '@/features/registration/registration-schema';

export const fieldId = (field: string) => `registration-${field}`;

/** The ids a control is described by: its hint and its error, when present. */
export function describedBy(field: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** What each group of fields gets from the form: the values, their errors and a way to change them. */
export type FieldGroupProps = {
  values: RegistrationDraft;
  errors: FieldErrors;
  update: (patch: Partial<RegistrationDraft>) => void;
};

/**
 * The attributes a text box, list or date control shares: its id and name, its
 * class, and its error and hint tied to it. `describedAlso` adds ids such as a counter's.
 */
export function controlProps(
  field: RegistrationField,
  error: string | undefined,
  { hint = false, describedAlso }: { hint?: boolean; describedAlso?: string } = {},
) {
  const described = [describedBy(field, { hint, error }), describedAlso].filter(Boolean).join(' ');
  return {
    id: fieldId(field),
    className: styles.control,
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
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
