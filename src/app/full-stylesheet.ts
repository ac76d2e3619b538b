/**
 * Each prerendered page inlines only the style rules its own HTML uses, and
 * names the site's whole stylesheet on that <style> (scripts/lib/critical-css.ts).
 * Before React hydrates and can draw anything the HTML did not have (an open
 * menu, a dialog, the registration form's errors, another route), the whole
 * stylesheet is fetched; it is a hashed file, so it comes from the cache
 * after the first page. It resolves even if the stylesheet cannot load
 * (offline, say): a page that works without every style beats one that does
 * not work.
 */
export function loadFullStylesheet(): Promise<void> {
  const href =
    document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
  // Development builds (and pages inlining the whole stylesheet) have none.
  if (!href) return Promise.resolve();
  const existing = document.querySelector<HTMLLinkElement>(
    `link[rel="stylesheet"][href="${CSS.escape(href)}"]`,
  );
  if (existing?.sheet) return Promise.resolve();
  return new Promise((done) => {
    const link = existing ?? document.createElement('link');
    link.addEventListener('load', () => done(), { once: true });
    link.addEventListener('error', () => done(), { once: true });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  });
}
