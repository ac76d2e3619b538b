import { registrationFormCopy } from '@/content/registration-form';
import { findUnit } from '@/content/unit-catalogue';
import styles from '@/features/registration/registration-form.module.css';

/** The unit chosen on the floor plan, as a chip that can be removed. */
export function UnitChip({ unitId, onRemove }: { unitId: string; onRemove: () => void }) {
  const unit = findUnit(unitId);
  if (!unit) return null;
  return (
    <p className={styles.chip}>
      <span>{registrationFormCopy.unitChip(unit.id, unit.sqft)}</span>
      <input type="hidden" name="unitId" value={unit.id} />
      <button
        type="button"
        className={styles.chipRemove}
        aria-label={registrationFormCopy.removeUnit(unit.id)}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
