import { calculatorCopy } from '@/content/calculator';
import type { SideDraft, SideUnit } from '@/features/calculator/custom-item-check';
import styles from '@/features/calculator/custom-item-form.module.css';

type SideFieldsProps = {
  id: string;
  label: string;
  unit: SideUnit;
  value: SideDraft;
  error: string | undefined;
  onChange: (value: SideDraft) => void;
};

/** One side of a custom item: centimetres, or feet and inches, with its message. */
export function SideFields({ id, label, unit, value, error, onChange }: SideFieldsProps) {
  const copy = calculatorCopy.custom;
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  const common = {
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    className: styles.number,
  };
  return (
    <fieldset className={styles.side}>
      <legend>{label}</legend>
      {unit === 'cm' ? (
        <label className={styles.unitField}>
          <input
            id={id}
            {...common}
            aria-label={copy.sideLabel(label, 'centimetres')}
            value={value.cm}
            onChange={(event) => onChange({ ...value, cm: event.target.value })}
          />
          <span aria-hidden="true">{copy.cmShort}</span>
        </label>
      ) : (
        <>
          <label className={styles.unitField}>
            <input
              id={id}
              {...common}
              aria-label={copy.sideLabel(label, 'feet')}
              value={value.feet}
              onChange={(event) => onChange({ ...value, feet: event.target.value })}
            />
            <span aria-hidden="true">{copy.feet}</span>
          </label>
          <label className={styles.unitField}>
            <input
              {...common}
              aria-label={copy.sideLabel(label, 'inches')}
              value={value.inches}
              onChange={(event) => onChange({ ...value, inches: event.target.value })}
            />
            <span aria-hidden="true">{copy.inches}</span>
          </label>
        </>
      )}
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
