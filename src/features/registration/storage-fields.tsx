import {
  notSureLabel,
  registrationFieldCopy,
  storageTypeLabels,
} from '@/content/registration-form';
import {
  controlProps,
  FieldError,
  type FieldGroupProps,
  FormField,
  fieldId,
} from '@/features/registration/form-field';
import type { MoveInDateRange } from '@/features/registration/move-in-dates';
import styles from '@/features/registration/registration-form.module.css';
import {
  isUnitSize,
  NOT_SURE,
  storageTypes,
  unitSizes,
} from '@/features/registration/registration-schema';
import { UnitChip } from '@/features/registration/unit-chip';

type FieldsProps = FieldGroupProps & {
  /** The days the date picker offers, once the browser knows today (null before hydration). */
  moveInRange: MoveInDateRange | null;
};

/** Storage type, unit size (with the chosen unit, if any) and the move-in date. */
export function StorageFields({ values, errors, update, moveInRange }: FieldsProps) {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{registrationFieldCopy.storageType.label}</legend>
        {errors.storageType && <FieldError field="storageType" message={errors.storageType} />}
        <div className={styles.choices}>
          {storageTypes.map((type, index) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="storageType"
                value={type}
                id={index === 0 ? fieldId('storageType') : undefined}
                checked={values.storageType === type}
                onChange={() => update({ storageType: type })}
              />
              {storageTypeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.unitId && <UnitChip unitId={values.unitId} onRemove={() => update({ unitId: '' })} />}
      <FormField
        field="unitSize"
        label={registrationFieldCopy.unitSize.label}
        error={errors.unitSize}
      >
        <select
          {...controlProps('unitSize', errors.unitSize)}
          value={values.unitSize}
          onChange={(event) => {
            const size = event.target.value;
            if (isUnitSize(size)) update({ unitSize: size, unitId: '' });
          }}
        >
          {unitSizes.map((size) => (
            <option key={size} value={size}>
              {size === NOT_SURE ? notSureLabel : `${size} sq ft`}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        field="moveInDate"
        label={registrationFieldCopy.moveInDate.label}
        error={errors.moveInDate}
      >
        <input
          {...controlProps('moveInDate', errors.moveInDate)}
          type="date"
          min={moveInRange?.earliest}
          max={moveInRange?.latest}
          value={values.moveInDate}
          onChange={(event) => update({ moveInDate: event.target.value })}
        />
      </FormField>
    </>
  );
}
