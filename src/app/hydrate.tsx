import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from '@/app/app-routes';
import { cleanPath } from '@/app/clean-path';

/** Hydrates the prerendered page. Loaded by src/main.tsx once the page has loaded. */
export function hydrate() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  // /personal/ and /personal/index.html serve /personal's HTML: show it under
  // its clean address, the one the router (and the canonical link) knows.
  const { pathname, search, hash } = window.location;
  const path = cleanPath(pathname);
  if (path !== pathname)
    window.history.replaceState(window.history.state, '', path + search + hash);
  // Fetch this page's chunk alongside React rather than after it.
  preloadRoute(path);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
      {
        onRecoverableError(error) {
          // Hydration mismatches are bugs: make them loud in the console so the
          // browser tests catch them.
          console.error('Recoverable React error:', error);
        },
      },
    );
  });
}
