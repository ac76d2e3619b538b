import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('container viewer slice', () => {
  it('starts on the 10ft container at its first media item', () => {
    const { selectedContainer, containerMediaIndex, containerRotationPaused } =
      createAppStore().getState();
    expect({ selectedContainer, containerMediaIndex, containerRotationPaused }).toEqual({
      selectedContainer: '10ft',
      containerMediaIndex: 0,
      containerRotationPaused: null,
    });
  });

  it('resets to the first item when the container changes', () => {
    const store = createAppStore();
    store.getState().showContainerMedia(2, 3);
    store.getState().selectContainer('20ft');
    expect(store.getState().selectedContainer).toBe('20ft');
    expect(store.getState().containerMediaIndex).toBe(0);
  });

  it('keeps the visitor’s pause choice', () => {
    const store = createAppStore();
    store.getState().setContainerRotationPaused(true);
    expect(store.getState().containerRotationPaused).toBe(true);
    store.getState().setContainerRotationPaused(false);
    expect(store.getState().containerRotationPaused).toBe(false);
  });
});
