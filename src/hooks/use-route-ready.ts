import { useEffect } from 'react';

/**
 * Marks <html data-route="…"> once the page's effects have run (after
 * hydration or a client-side navigation). Effects of one commit flush
 * together, so by then the page's timers and listeners are in place: the
 * browser tests wait for this mark before they move a fake clock.
 */
export function useRouteReady(routeId: string) {
  useEffect(() => {
    document.documentElement.dataset.route = routeId;
    return () => {
      delete document.documentElement.dataset.route;
    };
  }, [routeId]);
}
