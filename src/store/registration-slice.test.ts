import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

const sent = {
  lines: [{ label: 'Full name', value: 'Alex' }],
  contact: { name: 'Alex', email: 'alex@example.org', phone: '' },
  confirmation: 'email' as const,
};

describe('registration slice', () => {
  it('shows the form until the widget completes, and returns to it for another unit', () => {
    const store = createAppStore();
    expect(store.getState().registrationStatus).toBe('form');
    store.getState().markRegistrationReceived();
    expect(store.getState().registrationStatus).toBe('received');
    expect(store.getState().sentRegistration).toBeNull();
    store.getState().registerAnotherUnit();
    expect(store.getState().registrationStatus).toBe('form');
  });

  it('keeps what the own form sent through "Register Another Unit"', () => {
    const store = createAppStore();
    store.getState().markRegistrationReceived(sent);
    expect(store.getState().sentRegistration).toEqual(sent);
    store.getState().registerAnotherUnit();
    expect(store.getState().sentRegistration?.contact.email).toBe('alex@example.org');
  });
});
