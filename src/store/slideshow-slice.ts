import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';

// Filled in by its feature: state, actions (verbs) and selectors.
export type SlideshowSlice = Record<never, never>;

export const createSlideshowSlice: StateCreator<AppState, [], [], SlideshowSlice> = () => ({});
