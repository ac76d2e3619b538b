import type { StateCreator } from 'zustand';
import type { FaqCategory } from '@/content/faq';
import type { AppState } from '@/store/app-store';

/** The FAQ widget: the active tab and the one open answer in it, if any. */
export type FaqSlice = {
  faqTab: FaqCategory;
  faqOpenIndex: number | null;
  /** Switching tab closes any open answer. */
  switchFaqTab: (tab: FaqCategory) => void;
  /** Opens an answer (closing any other); clicking the open one closes it. */
  toggleFaqItem: (index: number) => void;
};

export const createFaqSlice: StateCreator<AppState, [], [], FaqSlice> = (set) => ({
  faqTab: 'personal',
  faqOpenIndex: null,
  switchFaqTab: (tab) => set((s) => (s.faqTab === tab ? s : { faqTab: tab, faqOpenIndex: null })),
  toggleFaqItem: (index) => set((s) => ({ faqOpenIndex: s.faqOpenIndex === index ? null : index })),
});

export const selectActiveFaqTab = (s: AppState) => s.faqTab;
export const selectFaqOpenIndex = (s: AppState) => s.faqOpenIndex;
