import type { StateCreator } from 'zustand';
import type { MenuId } from '@/content/navigation';
import type { AppState } from '@/store/app-store';

export type MenuSlice = {
  /** The desktop dropdown that is open, if any. */
  openDropdown: MenuId | null;
  mobileMenuOpen: boolean;
  /** Groups expanded in the mobile panel. */
  expandedMobileGroups: readonly MenuId[];
  openDropdownMenu: (id: MenuId) => void;
  toggleDropdownMenu: (id: MenuId) => void;
  closeDropdownMenu: (id?: MenuId) => void;
  toggleMobileMenu: () => void;
  toggleMobileGroup: (id: MenuId) => void;
  closeMenus: () => void;
};

export const createMenuSlice: StateCreator<AppState, [], [], MenuSlice> = (set) => ({
  openDropdown: null,
  mobileMenuOpen: false,
  expandedMobileGroups: [],
  openDropdownMenu: (id) => set({ openDropdown: id }),
  toggleDropdownMenu: (id) => set((s) => ({ openDropdown: s.openDropdown === id ? null : id })),
  // Closing a specific menu leaves another one alone: a late close timer from
  // the menu the pointer left must not shut the menu it moved to.
  closeDropdownMenu: (id) =>
    set((s) => (id === undefined || s.openDropdown === id ? { openDropdown: null } : s)),
  toggleMobileMenu: () => set((s) => ({ mobileMenuOpen: !s.mobileMenuOpen })),
  toggleMobileGroup: (id) =>
    set((s) => ({
      expandedMobileGroups: s.expandedMobileGroups.includes(id)
        ? s.expandedMobileGroups.filter((g) => g !== id)
        : [...s.expandedMobileGroups, id],
    })),
  closeMenus: () => set({ openDropdown: null, mobileMenuOpen: false, expandedMobileGroups: [] }),
});

export const selectMobileMenuOpen = (s: AppState) => s.mobileMenuOpen;
export const selectExpandedMobileGroups = (s: AppState) => s.expandedMobileGroups;
