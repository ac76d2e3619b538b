import { describe, expect, it } from 'vitest';
import { FIT_VIEW } from '@/features/floor-plan/view-math';
import { createAppStore } from '@/store/app-store';

describe('floor plan slice', () => {
  it('starts at fit, with no unit open, no filter and the list closed', () => {
    const state = createAppStore().getState();
    expect(state.floorPlanView).toEqual(FIT_VIEW);
    expect(state.selectedUnitId).toBeNull();
    expect(state.unitFilter).toEqual({ availableOnly: false, sqft: null });
    expect(state.unitListOpen).toBe(false);
  });

  it('commits a view, opens and closes a unit', () => {
    const store = createAppStore();
    store.getState().commitFloorPlanView({ zoom: 2, x: 100, y: 50 });
    expect(store.getState().floorPlanView).toEqual({ zoom: 2, x: 100, y: 50 });
    store.getState().openUnit('2-C-1');
    expect(store.getState().selectedUnitId).toBe('2-C-1');
    store.getState().closeUnit();
    expect(store.getState().selectedUnitId).toBeNull();
  });

  it('changes one part of the filter at a time', () => {
    const store = createAppStore();
    store.getState().changeUnitFilter({ availableOnly: true });
    store.getState().changeUnitFilter({ sqft: 50 });
    expect(store.getState().unitFilter).toEqual({ availableOnly: true, sqft: 50 });
    store.getState().changeUnitFilter({ availableOnly: false });
    expect(store.getState().unitFilter).toEqual({ availableOnly: false, sqft: 50 });
  });
});

describe('floor plan slice: showing one unit', () => {
  it('shows a unit on its floor with a view, and clears a missing-unit note', () => {
    const store = createAppStore();
    store.getState().reportMissingUnit('9-Z-9');
    expect(store.getState().missingUnitId).toBe('9-Z-9');
    store.getState().showUnit('2-C-4', '2', { zoom: 4, x: 10, y: 20 });
    const state = store.getState();
    expect(state.selectedUnitId).toBe('2-C-4');
    expect(state.planFloor).toBe('2');
    expect(state.floorPlanView).toEqual({ zoom: 4, x: 10, y: 20 });
    expect(state.missingUnitId).toBeNull();
  });

  it('choosing another floor goes back to fit; the same floor keeps the view', () => {
    const store = createAppStore();
    store.getState().showUnit('1-A-1', '1', { zoom: 4, x: 10, y: 20 });
    store.getState().choosePlanFloor('1');
    expect(store.getState().floorPlanView.zoom).toBe(4);
    store.getState().choosePlanFloor('2');
    expect(store.getState().planFloor).toBe('2');
    expect(store.getState().floorPlanView).toEqual(FIT_VIEW);
  });

  it('opens and closes the plan full screen, keeping the view and the open unit', () => {
    const store = createAppStore();
    expect(store.getState().planFullScreen).toBe(false);
    store.getState().showUnit('2-C-4', '2', { zoom: 4, x: 10, y: 20 });
    store.getState().setPlanFullScreen(true);
    expect(store.getState().planFullScreen).toBe(true);
    store.getState().setPlanFullScreen(false);
    const state = store.getState();
    expect(state.planFullScreen).toBe(false);
    expect(state.selectedUnitId).toBe('2-C-4');
    expect(state.floorPlanView).toEqual({ zoom: 4, x: 10, y: 20 });
  });
});
