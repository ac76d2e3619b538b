import { registrationFieldCopy, registrationFormCopy } from '@/content/registration-form';
import { describedBy, FormField, fieldId } from '@/features/registration/form-field';
import styles from '@/features/registration/registration-form.module.css';
import {
  type FieldErrors,
  type RegistrationDraft,
  registrationLimits,
} from '@/features/registration/registration-schema';

type FieldsProps = {
  values: RegistrationDraft;
  errors: FieldErrors;
  update: (patch: Partial<RegistrationDraft>) => void;
};

const counterId = `${fieldId('message')}-counter`;

/** The message with its live character counter, and the separate marketing opt-in. */
export function MessageFields({ values, errors, update }: FieldsProps) {
  const left = registrationLimits.messageMax - values.message.trim().length;
  const described = [describedBy('message', { error: errors.message }), counterId]
    .filter(Boolean)
    .join(' ');
  const optIn = registrationFieldCopy.marketingOptIn;
  return (
    <>
      <FormField
        field="message"
        label={registrationFieldCopy.message.label}
        error={errors.message}
        after={
          <p
            id={counterId}
            className={left < 0 ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          >
            {registrationFormCopy.counter(left)}
          </p>
        }
      >
        <textarea
          id={fieldId('message')}
          className={styles.control}
          name="message"
          rows={5}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described}
          onChange={(event) => update({ message: event.target.value })}
        />
      </FormField>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="marketingOptIn"
            value="yes"
            checked={values.marketingOptIn}
            aria-describedby={`${fieldId('marketingOptIn')}-hint`}
            onChange={(event) => update({ marketingOptIn: event.target.checked })}
          />
          {optIn.label}
        </label>
        <p className={styles.hint} id={`${fieldId('marketingOptIn')}-hint`}>
          {optIn.hint}
        </p>
      </div>
    </>
  );
}
