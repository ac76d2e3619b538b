import '@/styles/global.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate.');

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
