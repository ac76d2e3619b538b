import styles from './staff.module.css';

export type UnitFilter = { id: string; size: string; status: '' | 'available' | 'not available' };
export const NO_FILTER: UnitFilter = { id: '', size: '', status: '' };

/** Finds units in the availability list: by id (any case, separators optional), size and status. */
export function UnitFilterForm({
  filter,
  sizes,
  onChange,
}: {
  filter: UnitFilter;
  sizes: readonly number[];
  onChange: (next: UnitFilter) => void;
}) {
  return (
    <form
      className={styles.filters}
      aria-label="Find units"
      onSubmit={(event) => event.preventDefault()}
    >
      <label>
        Unit id
        <input
          type="search"
          value={filter.id}
          maxLength={20}
          placeholder="2-C-1"
          onChange={(e) => onChange({ ...filter, id: e.target.value })}
        />
      </label>
      <label>
        Size
        <select value={filter.size} onChange={(e) => onChange({ ...filter, size: e.target.value })}>
          <option value="">Any</option>
          {sizes.map((sqft) => (
            <option key={sqft} value={String(sqft)}>
              {sqft} sq ft
            </option>
          ))}
        </select>
      </label>
      <label>
        Status
        <select
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value as UnitFilter['status'] })}
        >
          <option value="">Any</option>
          <option value="available">Available</option>
          <option value="not available">Not available</option>
        </select>
      </label>
    </form>
  );
}
