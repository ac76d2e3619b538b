import { create } from 'zustand';
import { createMenuSlice, type MenuSlice } from '@/store/menu-slice';

/**
 * The one store for UI state. Each feature adds its slice type to AppState
 * and its creator to the object below; static content is imported where it is
 * used, never copied in here.
 */
export type AppState = MenuSlice;

export const createAppStore = () =>
  create<AppState>()((...a) => ({
    ...createMenuSlice(...a),
  }));

export const useAppStore = createAppStore();
