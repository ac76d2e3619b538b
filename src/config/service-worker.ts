/**
 * What the page and its service worker agree on. The build writes the worker
 * (scripts/lib/service-worker.ts) and the client registers it and talks to it
 * (src/app/register-service-worker.ts).
 */

/** Where the build writes the worker and where the page registers it. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The message a page posts to the worker with the path it shows, on load and
 * after each client-side navigation: the worker then keeps that route's page
 * and chunks for offline use.
 */
export const ROUTE_SHOWN_MESSAGE = 'route-shown';

export type RouteShownMessage = { type: typeof ROUTE_SHOWN_MESSAGE; path: string };
