import type { StateCreator } from 'zustand';
import { FIT_VIEW, NO_UNIT_FILTER } from '@/features/floor-plan/plan-defaults';
import type { UnitFilter } from '@/features/floor-plan/unit-filter';
import type { PlanView } from '@/features/floor-plan/view-math';
import type { AppState } from '@/store/app-store';

/**
 * The floor plan's UI state. The view is committed here when a gesture ends
 * (wheel, drag, pinch) or at once for buttons and keys; while a gesture runs
 * it lives in the Konva stage, so touchmove never renders React.
 */
export type FloorPlanSlice = {
  floorPlanView: PlanView;
  /** The unit whose details dialog is open. */
  selectedUnitId: string | null;
  unitFilter: UnitFilter;
  unitListOpen: boolean;
  commitFloorPlanView: (view: PlanView) => void;
  openUnit: (id: string) => void;
  closeUnit: () => void;
  changeUnitFilter: (change: Partial<UnitFilter>) => void;
  setUnitListOpen: (open: boolean) => void;
};

export const createFloorPlanSlice: StateCreator<AppState, [], [], FloorPlanSlice> = (set) => ({
  floorPlanView: FIT_VIEW,
  selectedUnitId: null,
  unitFilter: NO_UNIT_FILTER,
  unitListOpen: false,
  commitFloorPlanView: (view) => set({ floorPlanView: view }),
  openUnit: (id) => set({ selectedUnitId: id }),
  closeUnit: () => set({ selectedUnitId: null }),
  changeUnitFilter: (change) => set((s) => ({ unitFilter: { ...s.unitFilter, ...change } })),
  setUnitListOpen: (open) => set({ unitListOpen: open }),
});

export const selectFloorPlanView = (s: AppState) => s.floorPlanView;
export const selectSelectedUnitId = (s: AppState) => s.selectedUnitId;
export const selectUnitFilter = (s: AppState) => s.unitFilter;
export const selectUnitListOpen = (s: AppState) => s.unitListOpen;
