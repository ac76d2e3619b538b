import { canonicalPath } from '@/app/page-address';

/**
 * Shows the page under its canonical address, the one its canonical link and
 * its own links use, keeping the query and the fragment: `/personal/` and
 * `/personal/index.html` serve /personal's page (the bundled server and
 * static hosts alike), and another host may serve it at `//personal`.
 */
export function showCleanAddress() {
  const { pathname, search, hash } = window.location;
  const path = canonicalPath(pathname);
  if (path !== null && path !== pathname)
    window.history.replaceState(window.history.state, '', path + search + hash);
}
