/**
 * Registers the service worker (dist/sw.js, written by the build) once the
 * page has loaded, in production builds only, so it never competes with the
 * page's own downloads. Once the worker is active, the page tells it which
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

export function registerServiceWorker(): void {
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
