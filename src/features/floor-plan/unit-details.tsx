import { ButtonLink } from '@/components/button/button-link';
import { PriceTag } from '@/components/price-tag/price-tag';
import { paths } from '@/config/paths';
import { unitPriceForSqft } from '@/content/prices';
import { unitDialogCopy as copy, unitPathCopy } from '@/content/size-guide';
import styles from '@/features/floor-plan/unit-dialog.module.css';
import type { Unit } from '@/layout/layout-schema';

type UnitDetailsProps = { unit: Unit; onClose: () => void };

/**
 * Reserving only shows a browser alert: no booking happens (spec section 2).
 * An unavailable unit's button is disabled; if the form is submitted anyway,
 * the alert says so and the dialog stays open.
 */
function reserve(unit: Unit, onClose: () => void) {
  if (!unit.isAvailable) {
    window.alert(copy.notAvailableAlert);
    return;
  }
  window.alert(copy.bookingAlert(unit.id));
  onClose();
}

/** Where the dialog's second step goes: this unit's registration, or the size's waiting list. */
export function registerLink(unit: Unit): string {
  const query: Record<string, string> = unit.isAvailable
    ? { unit: unit.id }
    : { size: String(unit.sqft) };
  return `${paths.register}?${new URLSearchParams(query)}`;
}

export function UnitDetails({ unit, onClose }: UnitDetailsProps) {
  const status = unit.isAvailable ? copy.available : copy.reserved;
  const price = unitPriceForSqft(unit.sqft);
  return (
    <div className={styles.content}>
      <div className={styles.header}>
        <h2 id="unit-dialog-title" className={styles.title}>
          {unit.title}
        </h2>
        <button type="button" className={styles.close} aria-label={copy.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.size}</dt>
          <dd>{copy.sqft(unit.sqft)}</dd>
        </div>
        <div>
          <dt>{copy.unitId}</dt>
          <dd>{unit.id}</dd>
        </div>
        <div>
          <dt>{copy.status}</dt>
          <dd data-status={unit.isAvailable ? 'available' : 'reserved'}>
            <span className={styles.statusMark} aria-hidden="true" />
            {status}
          </dd>
        </div>
      </dl>
      <p className={styles.description}>{unit.description}</p>
      {price ? (
        <PriceTag price={price} className={styles.price} />
      ) : (
        <p className={styles.price}>{copy.priceOnRequest}</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          reserve(unit, onClose);
        }}
      >
        <button type="submit" className={styles.reserve} disabled={!unit.isAvailable}>
          {unit.isAvailable ? copy.reserve : copy.notAvailable}
        </button>
      </form>
      <ButtonLink to={registerLink(unit)} variant="outline" className={styles.register}>
        {unit.isAvailable ? unitPathCopy.registerInterest : unitPathCopy.joinWaitingList}
      </ButtonLink>
    </div>
  );
}
