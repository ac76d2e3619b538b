import { registrationFieldCopy } from '@/content/registration-form';
import { controlProps, type FieldGroupProps, FormField } from '@/features/registration/form-field';
import { registrationLimits } from '@/features/registration/registration-schema';

const contactFields = [
  { field: 'name', type: 'text', autoComplete: 'name', max: registrationLimits.nameMax },
  { field: 'email', type: 'email', autoComplete: 'email', max: registrationLimits.emailMax },
  { field: 'phone', type: 'tel', autoComplete: 'tel', max: registrationLimits.phoneMax },
] as const;

/** Name (required), email and phone (one of the two required). */
export function ContactFields({ values, errors, update }: FieldGroupProps) {
  return (
    <>
      {contactFields.map(({ field, type, autoComplete, max }) => {
        const copy = registrationFieldCopy[field];
        const hint = 'hint' in copy ? copy.hint : undefined;
        return (
          <FormField key={field} field={field} label={copy.label} hint={hint} error={errors[field]}>
            <input
              {...controlProps(field, errors[field], { hint: Boolean(hint) })}
              type={type}
              autoComplete={autoComplete}
              spellCheck={false}
              maxLength={max}
              required={field === 'name'}
              value={values[field]}
              onChange={(event) => update({ [field]: event.target.value })}
            />
          </FormField>
        );
      })}
    </>
  );
}
