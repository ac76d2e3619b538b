import { canonicalPath } from '@/app/page-address';

/**
 * A page served at an address that is not its own. Many hosts answer every
 * unknown address with index.html (a "single-page app" rewrite); without
 * this the home page would show, and be indexed, at any mistyped address.
 * Every route's page names its own address in its canonical link; the
 * not-found and offline pages have none. What names a page is the rule the
 * server answers by (page-address.ts): a page shown at another spelling of
 * its own path is still its page. The bundled server answers the
 * registration form without JavaScript with the register page's HTML under
 * /api/, which is never a wrong address.
 */
export function isWrongAddress(): boolean {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const path = window.location.pathname;
  if (!canonical || path.startsWith('/api/')) return false;
  return canonicalPath(path) !== new URL(canonical.href).pathname;
}

/**
 * Turns the page into the not-found page: at once, before anything of the
 * wrong page is hydrated, it is marked `noindex` and its content hidden;
 * then the not-found page's content replaces it (not-found-page.ts, loaded
 * only here). Resolves once that is done.
 */
export function becomeNotFound(): Promise<void> {
  document.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex, follow');
  document.querySelector('main')?.setAttribute('hidden', '');
  return import('@/app/not-found-page').then((page) => page.showNotFoundPage());
}
