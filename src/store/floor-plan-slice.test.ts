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
