import { registrationFieldCopy } from '@/content/registration-form';
import { describedBy, FormField, fieldId } from '@/features/registration/form-field';
import styles from '@/features/registration/registration-form.module.css';
import type { FieldErrors, RegistrationDraft } from '@/features/registration/registration-schema';
import { registrationLimits } from '@/features/registration/registration-schema';

type FieldsProps = {
  values: RegistrationDraft;
  errors: FieldErrors;
  update: (patch: Partial<RegistrationDraft>) => void;
};

const contactFields = [
  { field: 'name', type: 'text', autoComplete: 'name', max: registrationLimits.nameMax },
  { field: 'email', type: 'email', autoComplete: 'email', max: registrationLimits.emailMax },
  { field: 'phone', type: 'tel', autoComplete: 'tel', max: registrationLimits.phoneMax },
] as const;

/** Name (required), email and phone (one of the two required). */
export function ContactFields({ values, errors, update }: FieldsProps) {
  return (
    <>
      {contactFields.map(({ field, type, autoComplete, max }) => {
        const copy = registrationFieldCopy[field];
        const hint = 'hint' in copy ? copy.hint : undefined;
        return (
          <FormField key={field} field={field} label={copy.label} hint={hint} error={errors[field]}>
            <input
              id={fieldId(field)}
              className={styles.control}
              name={field}
              type={type}
              autoComplete={autoComplete}
              spellCheck={false}
              maxLength={max}
              required={field === 'name'}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={describedBy(field, { hint: Boolean(hint), error: errors[field] })}
              onChange={(event) => update({ [field]: event.target.value })}
            />
          </FormField>
        );
      })}
    </>
  );
}
