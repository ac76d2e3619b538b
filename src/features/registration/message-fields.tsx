import { registrationFieldCopy, registrationFormCopy } from '@/content/registration-form';
import {
  controlProps,
  type FieldGroupProps,
  FormField,
  fieldId,
} from '@/features/registration/form-field';
import styles from '@/features/registration/registration-form.module.css';
import { registrationLimits } from '@/features/registration/registration-schema';

const counterId = `${fieldId('message')}-counter`;

/** The message with its live character counter, and the separate marketing opt-in. */
export function MessageFields({ values, errors, update }: FieldGroupProps) {
  const left = registrationLimits.messageMax - values.message.trim().length;
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
          {...controlProps('message', errors.message, { describedAlso: counterId })}
          rows={5}
          value={values.message}
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
