import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';
import { FIT_VIEW, NO_UNIT_FILTER, type PlanView, type UnitFilter } from '@/store/floor-plan-state';

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
  /** The floor drawn when the layout has several (the first part of a unit id), or null for the first. */
  planFloor: string | null;
  /** An id asked for (a link, the search) that is not on the plan: said quietly by the plan. */
  missingUnitId: string | null;
  /** "Find a unit": the text typed, whether suggestions show, and the one the arrow keys are on (-1: none). */
  unitSearch: UnitSearchState;
  /** The plan is open full screen, over the page. */
  planFullScreen: boolean;
  commitFloorPlanView: (view: PlanView) => void;
  openUnit: (id: string) => void;
  closeUnit: () => void;
  changeUnitFilter: (change: Partial<UnitFilter>) => void;
  setUnitListOpen: (open: boolean) => void;
  /** Shows one unit: its floor, a view centred on it, and its dialog open. */
  showUnit: (id: string, floor: string, view: PlanView) => void;
  /** Notes that a unit asked for does not exist (null clears the note). */
  reportMissingUnit: (id: string | null) => void;
  choosePlanFloor: (floor: string) => void;
  changeUnitSearch: (change: Partial<UnitSearchState>) => void;
  setPlanFullScreen: (open: boolean) => void;
};

export type UnitSearchState = { query: string; open: boolean; active: number };

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
  planFloor: null,
  missingUnitId: null,
  showUnit: (id, floor, view) =>
    set({ selectedUnitId: id, planFloor: floor, floorPlanView: view, missingUnitId: null }),
  reportMissingUnit: (id) => set({ missingUnitId: id }),
  unitSearch: { query: '', open: false, active: -1 },
  changeUnitSearch: (change) => set((s) => ({ unitSearch: { ...s.unitSearch, ...change } })),
  planFullScreen: false,
  setPlanFullScreen: (open) => set({ planFullScreen: open }),
  // Another floor starts at fit: the view of one floor means nothing on the next.
  choosePlanFloor: (floor) =>
    set((s) => (s.planFloor === floor ? s : { planFloor: floor, floorPlanView: FIT_VIEW })),
});

export const selectFloorPlanView = (s: AppState) => s.floorPlanView;
export const selectSelectedUnitId = (s: AppState) => s.selectedUnitId;
export const selectUnitFilter = (s: AppState) => s.unitFilter;
export const selectUnitListOpen = (s: AppState) => s.unitListOpen;
export const selectPlanFloor = (s: AppState) => s.planFloor;
export const selectMissingUnitId = (s: AppState) => s.missingUnitId;
export const selectUnitSearch = (s: AppState) => s.unitSearch;
export const selectPlanFullScreen = (s: AppState) => s.planFullScreen;
