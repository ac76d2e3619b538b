import type { StateCreator } from 'zustand';
import type { AppState } from '@/store/app-store';
import { wrapIndex } from '@/store/wrap-index';

/**
 * The hero slideshow: the current slide and whether the visitor paused it.
 * The slide count is static content, so the actions take it as an argument
 * instead of copying it into the store. Hover and focus pauses are transient
 * and stay in the component.
 */
export type SlideshowSlice = {
  slideIndex: number;
  /** Paused by the pause button (or by a reduced-motion preference). */
  slideshowPaused: boolean;
  showSlide: (index: number, count: number) => void;
  showNextSlide: (count: number) => void;
  showPreviousSlide: (count: number) => void;
  toggleSlideshowPaused: () => void;
  pauseSlideshow: () => void;
};

export const createSlideshowSlice: StateCreator<AppState, [], [], SlideshowSlice> = (set) => ({
  slideIndex: 0,
  slideshowPaused: false,
  showSlide: (index, count) => set({ slideIndex: wrapIndex(index, count) }),
  showNextSlide: (count) => set((s) => ({ slideIndex: wrapIndex(s.slideIndex + 1, count) })),
  showPreviousSlide: (count) => set((s) => ({ slideIndex: wrapIndex(s.slideIndex - 1, count) })),
  toggleSlideshowPaused: () => set((s) => ({ slideshowPaused: !s.slideshowPaused })),
  pauseSlideshow: () => set({ slideshowPaused: true }),
});

export const selectSlideIndex = (s: AppState) => s.slideIndex;
export const selectSlideshowPaused = (s: AppState) => s.slideshowPaused;
