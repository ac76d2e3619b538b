import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styles from '@/app/root-layout.module.css';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { Island } from '@/components/island/island';
import { speculationRules } from '@/config/speculation-rules';
import { navigationCopy } from '@/content/navigation';

/**
 * Every page's frame, rendered at build time. The header is an island that
 * wakes on the visitor's first touch of it; the footer is never hydrated.
 * Pages are documents linked by plain links: the speculation rules let the
 * browser prerender the next one as the visitor reaches for its link.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {navigationCopy.skipLink}
      </a>
      <Island
        name="site-header"
        strategy="interaction"
        component={SiteHeader}
        props={{ currentPath: pathname }}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <script
        type="speculationrules"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the site's, no visitor's text.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
      />
    </div>
  );
}
