/**
 * The clean address of a page reached by any of the addresses the static
 * output answers to: `/personal/`, `/personal/index.html` and
 * `/personal/index` all serve /personal's prerendered HTML, so they must also
 * hydrate into /personal rather than "Page not found".
 */
export function cleanPath(pathname: string): string {
  const clean = pathname.replace(/\/index(\.html)?$/, '/').replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
