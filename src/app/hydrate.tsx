import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from '@/app/app-routes';

/** Hydrates the prerendered page. Loaded by src/main.tsx once the page has loaded. */
export function hydrate() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to hydrate.');
  // Fetch this page's chunk alongside React rather than after it.
  preloadRoute(window.location.pathname);
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
