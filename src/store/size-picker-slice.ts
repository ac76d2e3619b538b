import type { StateCreator } from 'zustand';
import { DEFAULT_SIZE_STEP_INDEX, sizeStepSqft } from '@/content/size-step-sqft';
import type { AppState } from '@/store/app-store';
import { wrapIndex } from '@/store/wrap-index';

/**
 * The size picker: which of the ten size steps is shown and which of that
 * step's media items. Indexes only; the step itself is read from the table.
 */
export type SizePickerSlice = {
  sizeStepIndex: number;
  sizeMediaIndex: number;
  /** Jumps to a step (slider, dots); out-of-range indexes wrap. */
  chooseSizeStep: (index: number) => void;
  nextSizeStep: () => void;
  previousSizeStep: () => void;
  chooseSizeMedia: (index: number) => void;
};

// The store is in every page's bundle: count the steps without pulling in their copy.
const stepCount = sizeStepSqft.length;
const wrap = (index: number) => wrapIndex(index, stepCount);

export const createSizePickerSlice: StateCreator<AppState, [], [], SizePickerSlice> = (set) => ({
  sizeStepIndex: DEFAULT_SIZE_STEP_INDEX,
  sizeMediaIndex: 0,
  // Every change of size starts that size's media from its first item.
  chooseSizeStep: (index) => set({ sizeStepIndex: wrap(index), sizeMediaIndex: 0 }),
  nextSizeStep: () => set((s) => ({ sizeStepIndex: wrap(s.sizeStepIndex + 1), sizeMediaIndex: 0 })),
  previousSizeStep: () =>
    set((s) => ({ sizeStepIndex: wrap(s.sizeStepIndex - 1), sizeMediaIndex: 0 })),
  chooseSizeMedia: (index) => set({ sizeMediaIndex: Math.max(0, Math.floor(index)) }),
});

export const selectSizeStepIndex = (s: AppState) => s.sizeStepIndex;
export const selectSizeMediaIndex = (s: AppState) => s.sizeMediaIndex;
