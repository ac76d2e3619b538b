/**
 * Registers the service worker (dist/sw.js, written by the build) once the
 * page has loaded, in production builds only, so it never competes with the
 * page's own downloads.
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Without a worker the site still works online; nothing to tell the visitor.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
