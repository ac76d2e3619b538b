import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './staff-app';

const root = document.getElementById('staff-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}
