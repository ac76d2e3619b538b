import { describe, expect, it } from 'vitest';
import { sizeSteps } from '@/content/size-steps';
import { createAppStore } from '@/store/app-store';

describe('size picker slice', () => {
  it('starts on the third step, 35 sq ft, with the first media item', () => {
    const store = createAppStore();
    expect(store.getState().sizeStepIndex).toBe(2);
    expect(sizeSteps[store.getState().sizeStepIndex]?.sqft).toBe(35);
    expect(store.getState().sizeMediaIndex).toBe(0);
  });

  it('steps forward and wraps from the last step to the first', () => {
    const store = createAppStore();
    store.getState().nextSizeStep();
    expect(store.getState().sizeStepIndex).toBe(3);
    store.getState().chooseSizeStep(9);
    store.getState().nextSizeStep();
    expect(store.getState().sizeStepIndex).toBe(0);
  });

  it('steps back and wraps from the first step to the last', () => {
    const store = createAppStore();
    store.getState().chooseSizeStep(0);
    store.getState().previousSizeStep();
    expect(store.getState().sizeStepIndex).toBe(sizeSteps.length - 1);
    store.getState().previousSizeStep();
    expect(store.getState().sizeStepIndex).toBe(8);
  });

  it('wraps indexes out of range when jumping', () => {
    const store = createAppStore();
    store.getState().chooseSizeStep(10);
    expect(store.getState().sizeStepIndex).toBe(0);
    store.getState().chooseSizeStep(-1);
    expect(store.getState().sizeStepIndex).toBe(9);
  });

  it('resets the media index whenever the size changes', () => {
    const store = createAppStore();
    const changes = [
      () => store.getState().nextSizeStep(),
      () => store.getState().previousSizeStep(),
      () => store.getState().chooseSizeStep(6),
    ];
    for (const change of changes) {
      store.getState().chooseSizeMedia(1);
      expect(store.getState().sizeMediaIndex).toBe(1);
      change();
      expect(store.getState().sizeMediaIndex).toBe(0);
    }
  });
});
