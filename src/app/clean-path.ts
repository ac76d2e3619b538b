/**
 * The clean address of a page reached by another address that serves its
 * prerendered HTML: `/personal/` and `/personal/index.html` both serve
 * /personal's page (the bundled server and static hosts alike), so they must
 * also hydrate into /personal rather than "Page not found". The bundled
 * server answers `/personal/index` with 404; it is cleaned too for a host
 * that serves it.
 */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/\/index(\.html)?$/, '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/**
 * Shows the page under its clean address, the one its canonical link and its
 * own links use, keeping the query and the fragment.
 */
export function showCleanAddress() {
  const { pathname, search, hash } = window.location;
  const path = cleanPath(pathname);
  if (path !== pathname)
    window.history.replaceState(window.history.state, '', path + search + hash);
}
