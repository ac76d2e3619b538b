import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('registration slice', () => {
  it('shows the form until the widget completes, and returns to it for another unit', () => {
    const store = createAppStore();
    expect(store.getState().registrationStatus).toBe('form');
    store.getState().markRegistrationReceived();
    expect(store.getState().registrationStatus).toBe('received');
    store.getState().registerAnotherUnit();
    expect(store.getState().registrationStatus).toBe('form');
  });
});
