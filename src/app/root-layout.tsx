import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styles from '@/app/root-layout.module.css';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ScrollManager } from '@/app/scroll-manager';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { navigationCopy } from '@/content/navigation';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {navigationCopy.skipLink}
      </a>
      <ScrollManager />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteErrorBoundary location={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
