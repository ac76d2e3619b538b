import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('safety deposit FAQ slice', () => {
  it('opens one item at a time, and toggling the open item closes it', () => {
    const store = createAppStore();
    expect(store.getState().sdbFaqOpenIndex).toBeNull();
    store.getState().toggleSdbFaqItem(1);
    expect(store.getState().sdbFaqOpenIndex).toBe(1);
    store.getState().toggleSdbFaqItem(3);
    expect(store.getState().sdbFaqOpenIndex).toBe(3);
    store.getState().toggleSdbFaqItem(3);
    expect(store.getState().sdbFaqOpenIndex).toBeNull();
  });
});
