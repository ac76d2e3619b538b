import { type FormEvent, useId, useState } from 'react';
import buttons from '@/components/button/button.module.css';
import { calculatorCopy } from '@/content/calculator';
import { withCustomItem } from '@/features/calculator/calculator-list';
import {
  type CustomItemField,
  checkCustomItem,
  emptyCustomItemDraft,
  type SideUnit,
} from '@/features/calculator/custom-item-check';
import styles from '@/features/calculator/custom-item-form.module.css';
import fold from '@/features/calculator/fold.module.css';
import { SideFields } from '@/features/calculator/side-fields';
import { usePhoneLayout } from '@/features/calculator/use-phone-layout';
import { useCalculatorStore } from '@/store/calculator-slice';

type Errors = Partial<Record<CustomItemField, string>>;
const units: SideUnit[] = ['cm', 'ftin'];

/**
 * An item not in the catalogue: name, three sides (cm, or feet and inches)
 * and a quantity. On a phone the form folds behind its heading, as the rooms
 * do, until the visitor opens it.
 */
export function CustomItemForm() {
  const edit = useCalculatorStore((s) => s.editCalculatorList);
  const collapsible = usePhoneLayout();
  const [unfolded, setUnfolded] = useState(false);
  const open = !collapsible || unfolded;
  const [draft, setDraft] = useState(emptyCustomItemDraft);
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const copy = calculatorCopy.custom;
  const fieldId = (field: CustomItemField) => `${id}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkCustomItem(draft);
    if (result.item) {
      edit(withCustomItem(useCalculatorStore.getState().calculatorList, result.item));
      setDraft(emptyCustomItemDraft(draft.unit));
      setErrors({});
      return;
    }
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0] as CustomItemField;
    document.getElementById(fieldId(first))?.focus();
  };

  const textField = (field: 'name' | 'quantity', label: string, className?: string) => (
    <div className={className}>
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        inputMode={field === 'quantity' ? 'numeric' : undefined}
        autoComplete="off"
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      />
      {errors[field] && (
        <p id={`${fieldId(field)}-error`} className={styles.error}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={collapsible ? `${styles.form} ${styles.folding}` : styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3
        id={`${id}-title`}
        className={collapsible ? `${styles.title} ${fold.heading}` : styles.title}
      >
        {collapsible ? (
          <button
            type="button"
            className={fold.button}
            aria-expanded={open}
            aria-controls={`${id}-fields`}
            onClick={() => setUnfolded(!unfolded)}
          >
            {copy.title}
            <span className={fold.icon} aria-hidden="true" />
          </button>
        ) : (
          copy.title
        )}
      </h3>
      <div id={`${id}-fields`} className={styles.fields} hidden={!open}>
        {textField('name', copy.name, styles.name)}
        <fieldset className={styles.units}>
          <legend>{copy.units}</legend>
          {units.map((unit) => (
            <label key={unit}>
              <input
                type="radio"
                name={`${id}-unit`}
                checked={draft.unit === unit}
                onChange={() => setDraft({ ...draft, unit })}
              />
              {unit === 'cm' ? copy.cm : copy.feetInches}
            </label>
          ))}
        </fieldset>
        <div className={styles.sides}>
          {draft.sides.map((side, index) => (
            <SideFields
              // biome-ignore lint/suspicious/noArrayIndexKey: the three sides are fixed positions.
              key={index}
              id={fieldId(`side${index}` as CustomItemField)}
              label={copy.sides[index] ?? ''}
              unit={draft.unit}
              value={side}
              error={errors[`side${index}` as CustomItemField]}
              onChange={(value) => {
                const sides = [...draft.sides] as typeof draft.sides;
                sides[index] = value;
                setDraft({ ...draft, sides });
              }}
            />
          ))}
        </div>
        {textField('quantity', copy.quantity, styles.quantity)}
        <button type="submit" className={`${buttons.button} ${buttons.secondary}`}>
          {copy.add}
        </button>
      </div>
    </form>
  );
}
