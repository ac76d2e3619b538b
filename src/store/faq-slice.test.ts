import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('faq slice', () => {
  it('starts on the personal tab with every answer closed', () => {
    const store = createAppStore();
    expect(store.getState()).toMatchObject({ faqTab: 'personal', faqOpenIndex: null });
  });

  it('keeps one answer open at a time; toggling the open one closes it', () => {
    const store = createAppStore();
    store.getState().toggleFaqItem(1);
    expect(store.getState().faqOpenIndex).toBe(1);
    store.getState().toggleFaqItem(3);
    expect(store.getState().faqOpenIndex).toBe(3);
    store.getState().toggleFaqItem(3);
    expect(store.getState().faqOpenIndex).toBeNull();
  });

  it('switching tab closes the open answer; choosing the active tab leaves it open', () => {
    const store = createAppStore();
    store.getState().toggleFaqItem(0);
    store.getState().switchFaqTab('personal');
    expect(store.getState().faqOpenIndex).toBe(0);
    store.getState().switchFaqTab('container');
    expect(store.getState()).toMatchObject({ faqTab: 'container', faqOpenIndex: null });
    store.getState().toggleFaqItem(2);
    store.getState().switchFaqTab('business');
    expect(store.getState()).toMatchObject({ faqTab: 'business', faqOpenIndex: null });
  });
});
