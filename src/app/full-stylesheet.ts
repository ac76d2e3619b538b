/**
 * Each prerendered page inlines only the style rules its own HTML uses, and
 * names the site's whole stylesheet on that <style> (scripts/lib/critical-css.ts).
 * Anything React draws that the HTML did not have (an open menu, a dialog,
 * the registration form's errors) needs the whole stylesheet.
 *
 * Applying it makes the browser restyle every element of the page, since the
 * whole stylesheet repeats the inlined rules: 7 to 42 ms on /size-guide in
 * Lighthouse's traces on a desktop processor, several times that on a cheap
 * phone. So the island boot fetches its text before it hydrates an island
 * (fetchFullStylesheet), but applies it only
 * - when the page is idle after the island is ready,
 * - before replaying a tap that woke the island,
 * - or, at the latest, as soon as an island changes its own HTML
 *   (watchForChanges): a mutation observer's callback runs before the
 *   browser paints that change, so nothing is ever painted unstyled.
 * The restyle then usually runs when nothing else is waiting, not among the
 * page's first layouts, React's start-up and hydration. The text goes in as
 * a <style>, which takes effect at once (a <link> would load it again, a
 * task later); Vite writes the stylesheet's URLs from the site's root, so
 * they mean the same there.
 *
 * It settles even if the stylesheet cannot load (offline, say): a page that
 * works without every style beats one that does not work.
 */
let fetching: Promise<void> | undefined;
/** The whole stylesheet's text once fetched; null before then, and if it could not be. */
let readyText: string | null = null;
let applied = false;
const watchers = new Set<MutationObserver>();

/** The whole stylesheet's address, named on the inlined <style>; none in development builds. */
function wholeStylesheetHref(): string | undefined {
  return document.querySelector<HTMLStyleElement>('style[data-stylesheet]')?.dataset.stylesheet;
}

/** Fetches the whole stylesheet's text once (a hashed file: from the cache after the first page). */
export function fetchFullStylesheet(): Promise<void> {
  const href = wholeStylesheetHref();
  if (!href || applied) return Promise.resolve();
  fetching ??= fetch(href)
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null)
    .then((text) => {
      readyText = text;
    });
  return fetching;
}

/** Applies the whole stylesheet now, if its text has arrived; once. */
export function applyFullStylesheet() {
  if (applied || readyText === null) return;
  applied = true;
  for (const watcher of watchers) watcher.disconnect();
  watchers.clear();
  const style = document.createElement('style');
  style.dataset.wholeStylesheet = wholeStylesheetHref() ?? '';
  style.textContent = readyText;
  document.head.append(style);
}

/**
 * Applies the whole stylesheet before the browser paints the first change
 * inside `island` (its own data- attributes, which the boot sets, aside).
 */
export function watchForChanges(island: HTMLElement) {
  // Applied already, or nothing to apply (a development build, or the fetch failed).
  if (applied || readyText === null) return;
  const watcher = new MutationObserver((records) => {
    if (records.some((record) => record.target !== island || record.type !== 'attributes')) {
      applyFullStylesheet();
    }
  });
  watcher.observe(island, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  watchers.add(watcher);
}
