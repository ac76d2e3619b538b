import type { StateCreator } from 'zustand';
import type { ContainerId } from '@/content/containers';
import type { AppState } from '@/store/app-store';
import { wrapIndex } from '@/store/wrap-index';

/**
 * The container page's media viewer: which container is shown, which of its
 * media items, and whether the visitor paused the rotation.
 *
 * The actions that move through the media take the item count as an argument
 * rather than importing the media manifest: the store is part of the eager
 * bundle of every page, and the manifest belongs in the container route's
 * chunk only.
 */
export type ContainerViewerSlice = {
  selectedContainer: ContainerId;
  containerMediaIndex: number;
  /** The visitor's pause/play choice; null until they press the button. */
  containerRotationPaused: boolean | null;
  selectContainer: (id: ContainerId) => void;
  showContainerMedia: (index: number, count: number) => void;
  showNextContainerMedia: (count: number) => void;
  showPreviousContainerMedia: (count: number) => void;
  setContainerRotationPaused: (paused: boolean) => void;
};

export const createContainerViewerSlice: StateCreator<AppState, [], [], ContainerViewerSlice> = (
  set,
) => ({
  selectedContainer: '10ft',
  containerMediaIndex: 0,
  containerRotationPaused: null,
  // Switching container always starts again at its first media item.
  selectContainer: (id) => set({ selectedContainer: id, containerMediaIndex: 0 }),
  showContainerMedia: (index, count) => set({ containerMediaIndex: wrapIndex(index, count) }),
  showNextContainerMedia: (count) =>
    set((s) => ({ containerMediaIndex: wrapIndex(s.containerMediaIndex + 1, count) })),
  showPreviousContainerMedia: (count) =>
    set((s) => ({ containerMediaIndex: wrapIndex(s.containerMediaIndex - 1, count) })),
  setContainerRotationPaused: (paused) => set({ containerRotationPaused: paused }),
});

export const selectSelectedContainer = (s: AppState) => s.selectedContainer;
export const selectContainerMediaIndex = (s: AppState) => s.containerMediaIndex;
export const selectContainerRotationPaused = (s: AppState) => s.containerRotationPaused;
