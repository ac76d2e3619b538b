import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';

/**
 * The development server has no prerender: it renders the whole app in the
 * browser, with a router, so every page can be worked on with hot reload.
 * Imported only when import.meta.env.DEV is true; a production build holds
 * none of it.
 */
export function renderForDevelopment() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
