import { unitListCopy as copy } from '@/content/size-guide';
import styles from '@/features/floor-plan/unit-list.module.css';
import { useAppStore } from '@/store/app-store';
import { selectUnitFilter } from '@/store/floor-plan-slice';

/** Available only, and one size or all. */
export function UnitListFilters({ sizes }: { sizes: readonly number[] }) {
  const filter = useAppStore(selectUnitFilter);
  const change = useAppStore((s) => s.changeUnitFilter);
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{copy.filtersLabel}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filter.availableOnly}
          onChange={(event) => change({ availableOnly: event.currentTarget.checked })}
        />
        {copy.availableOnly}
      </label>
      <span className={styles.select}>
        <label htmlFor="unit-size-filter">{copy.size}</label>
        <select
          id="unit-size-filter"
          value={filter.sqft ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ sqft: value === '' ? null : Number(value) });
          }}
        >
          <option value="">{copy.allSizes}</option>
          {sizes.map((sqft) => (
            <option key={sqft} value={sqft}>
              {copy.sizeOption(sqft)}
            </option>
          ))}
        </select>
      </span>
    </fieldset>
  );
}
