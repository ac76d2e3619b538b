import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('menu slice', () => {
  it('opens one dropdown at a time and toggles it', () => {
    const store = createAppStore();
    store.getState().openDropdownMenu('services');
    expect(store.getState().openDropdown).toBe('services');
    store.getState().openDropdownMenu('resources');
    expect(store.getState().openDropdown).toBe('resources');
    store.getState().toggleDropdownMenu('resources');
    expect(store.getState().openDropdown).toBeNull();
  });

  it('a late close for one menu leaves another open menu alone', () => {
    const store = createAppStore();
    store.getState().openDropdownMenu('calculator');
    store.getState().closeDropdownMenu('services');
    expect(store.getState().openDropdown).toBe('calculator');
    store.getState().closeDropdownMenu('calculator');
    expect(store.getState().openDropdown).toBeNull();
  });

  it('toggles the mobile panel and its groups; closeMenus resets everything', () => {
    const store = createAppStore();
    store.getState().toggleMobileMenu();
    store.getState().toggleMobileGroup('services');
    store.getState().toggleMobileGroup('resources');
    expect(store.getState().mobileMenuOpen).toBe(true);
    expect(store.getState().expandedMobileGroups).toEqual(['services', 'resources']);
    store.getState().toggleMobileGroup('services');
    expect(store.getState().expandedMobileGroups).toEqual(['resources']);
    store.getState().openDropdownMenu('services');
    store.getState().closeMenus();
    expect(store.getState()).toMatchObject({
      mobileMenuOpen: false,
      openDropdown: null,
      expandedMobileGroups: [],
    });
  });
});
