import { memo, useMemo } from 'react';
import { PriceTag } from '@/components/price-tag/price-tag';
import { unitPriceForSqft } from '@/content/prices';
import { unitListCopy as copy, unitDialogCopy } from '@/content/size-guide';
import { UNIT_LIST_ID } from '@/features/floor-plan/plan-keys';
import { matchesFilter, unitSizes } from '@/features/floor-plan/unit-filter';
import styles from '@/features/floor-plan/unit-list.module.css';
import { UnitListFilters } from '@/features/floor-plan/unit-list-filters';
import type { Unit } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectUnitFilter, selectUnitListOpen } from '@/store/floor-plan-slice';

/**
 * One unit's row. Memoised: a change of filter mounts and unmounts the rows
 * that come and go and leaves the others alone, so filtering does not
 * re-render a row per unit. Without JavaScript the id shows as text.
 */
const UnitRow = memo(function UnitRow({ unit }: { unit: Unit }) {
  const openUnit = useAppStore((s) => s.openUnit);
  const price = unitPriceForSqft(unit.sqft);
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          data-js-only=""
          className={styles.unitButton}
          aria-label={copy.open(unit.id)}
          onClick={() => openUnit(unit.id)}
        >
          {unit.id}
        </button>
        <span data-no-js="" hidden>
          {unit.id}
        </span>
      </th>
      <td>{copy.sizeOption(unit.sqft)}</td>
      <td data-status={unit.isAvailable ? 'available' : 'reserved'}>
        {unit.isAvailable ? unitDialogCopy.available : unitDialogCopy.reserved}
      </td>
      <td className={styles.price}>
        {price ? <PriceTag price={price} variant="brief" /> : unitDialogCopy.priceOnRequest}
      </td>
    </tr>
  );
});

/**
 * "Choose from a list": every unit as a table row whose button opens the
 * same dialog as the plan. The way in for keyboard and screen-reader users;
 * its filter also highlights the matching units on the plan.
 */
export function UnitList({ units }: { units: readonly Unit[] }) {
  const open = useAppStore(selectUnitListOpen);
  const setOpen = useAppStore((s) => s.setUnitListOpen);
  const filter = useAppStore(selectUnitFilter);
  const sizes = useMemo(() => unitSizes(units), [units]);
  const shown = units.filter((u) => matchesFilter(u, filter));
  return (
    <details
      id={UNIT_LIST_ID}
      className={styles.list}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>{copy.toggle}</summary>
      <div className={styles.body}>
        <div data-js-only="">
          <UnitListFilters sizes={sizes} />
        </div>
        <p className={styles.count} aria-live="polite">
          {shown.length > 0 ? copy.count(shown.length, units.length) : copy.empty}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.columns.unit}</th>
                <th scope="col">{copy.columns.size}</th>
                <th scope="col">{copy.columns.status}</th>
                <th scope="col">{copy.columns.price}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((unit) => (
                <UnitRow key={unit.id} unit={unit} />
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}
