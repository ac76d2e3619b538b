import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/store/app-store';

describe('slideshow slice', () => {
  it('starts on the first slide, running', () => {
    const store = createAppStore();
    expect(store.getState()).toMatchObject({ slideIndex: 0, slideshowPaused: false });
  });

  it('next wraps from the last slide to the first, previous from the first to the last', () => {
    const store = createAppStore();
    const { showNextSlide, showPreviousSlide } = store.getState();
    showNextSlide(3);
    showNextSlide(3);
    expect(store.getState().slideIndex).toBe(2);
    showNextSlide(3);
    expect(store.getState().slideIndex).toBe(0);
    showPreviousSlide(3);
    expect(store.getState().slideIndex).toBe(2);
    showPreviousSlide(3);
    expect(store.getState().slideIndex).toBe(1);
  });

  it('jumps to a slide, keeping the index in range', () => {
    const store = createAppStore();
    store.getState().showSlide(2, 3);
    expect(store.getState().slideIndex).toBe(2);
    store.getState().showSlide(4, 3);
    expect(store.getState().slideIndex).toBe(1);
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
