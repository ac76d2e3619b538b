/**
 * How long a widget has to render something before the page shows its
 * fallback instead. A module of its own so the browser tests can read it
 * without the build-time config.
 */
export const WIDGET_RENDER_TIMEOUT_MS = 8000;
