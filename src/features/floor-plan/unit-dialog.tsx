import { useEffect, useRef } from 'react';
import { UnitDetails } from '@/features/floor-plan/unit-details';
import styles from '@/features/floor-plan/unit-dialog.module.css';
import type { Unit } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';
import { selectSelectedUnitId } from '@/store/floor-plan-slice';

/**
 * The unit's details in a native modal dialog: showModal() moves focus in and
 * keeps it there, Escape and the × button close it, and focus goes back to
 * what had it before (the plan or the list button).
 */
export function UnitDialog({ units }: { units: readonly Unit[] }) {
  const selectedId = useAppStore(selectSelectedUnitId);
  const closeUnit = useAppStore((s) => s.closeUnit);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const unit = units.find((u) => u.id === selectedId);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (unit && !element.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!unit && element.open) {
      element.close();
    }
  }, [unit]);

  // The store outlives this page. Leaving it (a link in the dialog, say)
  // clears the open unit, so the next visit opens a unit only if its address
  // names one (?unit=, see use-unit-link.ts). Back while the dialog is open
  // does not leave the page: use-unit-link.ts closes the dialog instead.
  useEffect(() => closeUnit, [closeUnit]);

  const onClose = () => {
    closeUnit();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={dialog}
      id="unit-dialog"
      className={styles.dialog}
      aria-labelledby="unit-dialog-title"
      onClose={onClose}
    >
      {unit && <UnitDetails unit={unit} onClose={() => dialog.current?.close()} />}
    </dialog>
  );
}
