import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';

/** The safety deposit box FAQ: at most one answer open; toggling the open one closes it. */
export type SdbFaqSlice = {
  sdbFaqOpenIndex: number | null;
  toggleSdbFaqItem: (index: number) => void;
};

export const createSdbFaqSlice: StateCreator<AppState, [], [], SdbFaqSlice> = (set) => ({
  sdbFaqOpenIndex: null,
  toggleSdbFaqItem: (index) =>
    set((s) => ({ sdbFaqOpenIndex: s.sdbFaqOpenIndex === index ? null : index })),
});

export const selectSdbFaqOpenIndex = (s: AppState) => s.sdbFaqOpenIndex;
