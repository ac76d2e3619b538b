import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('slideshow slice', () => {
  it('starts on the first slide, running', () => {
    const store = createAppStore();
    expect(store.getState()).toMatchObject({ slideIndex: 0, slideshowPaused: false });
  });

  it('the pause button toggles the paused state; pauseSlideshow only pauses', () => {
    const store = createAppStore();
    store.getState().toggleSlideshowPaused();
    expect(store.getState().slideshowPaused).toBe(true);
    store.getState().toggleSlideshowPaused();
    expect(store.getState().slideshowPaused).toBe(false);
    store.getState().pauseSlideshow();
    store.getState().pauseSlideshow();
    expect(store.getState().slideshowPaused).toBe(true);
  });
});
