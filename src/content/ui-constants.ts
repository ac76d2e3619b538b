/** Timings and breakpoints from the spec (section 9, UI constants). */
export const MENU_CLOSE_DELAY_MS = 200;
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_FADE_S = 1;
export const CONTAINER_MEDIA_INTERVAL_MS = 10_000;
/** Below this width the site uses the phone layout (menu button, portrait slides). */
export const MOBILE_BREAKPOINT_PX = 768;
