import { create } from 'zustand';
import {
  type ContainerViewerSlice,
  createContainerViewerSlice,
} from '@/store/container-viewer-slice';
import { createFaqSlice, type FaqSlice } from '@/store/faq-slice';
import { createFloorPlanSlice, type FloorPlanSlice } from '@/store/floor-plan-slice';
import { createMenuSlice, type MenuSlice } from '@/store/menu-slice';
import { createRegistrationSlice, type RegistrationSlice } from '@/store/registration-slice';
import { createSdbFaqSlice, type SdbFaqSlice } from '@/store/sdb-faq-slice';
import { createSizePickerSlice, type SizePickerSlice } from '@/store/size-picker-slice';
import { createSlideshowSlice, type SlideshowSlice } from '@/store/slideshow-slice';

/**
 * The one store for UI state, built from one slice per feature. Static
 * content is imported where it is used, never copied in here.
 */
export type AppState = MenuSlice &
  SlideshowSlice &
  FaqSlice &
  ContainerViewerSlice &
  SdbFaqSlice &
  RegistrationSlice &
  SizePickerSlice &
  FloorPlanSlice;

export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...createMenuSlice(...a),
    ...createSlideshowSlice(...a),
    ...createFaqSlice(...a),
    ...createContainerViewerSlice(...a),
    ...createSdbFaqSlice(...a),
    ...createRegistrationSlice(...a),
    ...createSizePickerSlice(...a),
    ...createFloorPlanSlice(...a),
  }));

export const useAppStore = createAppStore();
