import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

/**
 * The two slices that step through a list of media, the home page's
 * slideshow and the container viewer, keep their index by one rule
 * (wrap-index.ts): held to it here through each slice's own actions.
 */
const carousels = [
  {
    name: 'slideshow',
    index: 'slideIndex',
    next: 'showNextSlide',
    previous: 'showPreviousSlide',
    show: 'showSlide',
  },
  {
    name: 'container viewer',
    index: 'containerMediaIndex',
    next: 'showNextContainerMedia',
    previous: 'showPreviousContainerMedia',
    show: 'showContainerMedia',
  },
] as const;

describe.each(carousels)('the $name', ({ index, next, previous, show }) => {
  it('steps through the items and wraps at both ends', () => {
    const store = createAppStore();
    const at = () => store.getState()[index];
    store.getState()[next](3);
    store.getState()[next](3);
    expect(at()).toBe(2);
    store.getState()[next](3);
    expect(at()).toBe(0);
    store.getState()[previous](3);
    expect(at()).toBe(2);
    store.getState()[previous](3);
    expect(at()).toBe(1);
  });

  it('jumps to an item, keeping the index inside the list', () => {
    const store = createAppStore();
    const at = () => store.getState()[index];
    store.getState()[show](1, 3);
    expect(at()).toBe(1);
    store.getState()[show](2, 3);
    expect(at()).toBe(2);
    store.getState()[show](4, 3);
    expect(at()).toBe(1);
    store.getState()[show](0, 0);
    expect(at()).toBe(0);
  });
});
