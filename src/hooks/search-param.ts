/**
 * Reading and replacing one query parameter of the address, for state that a
 * link can carry (the size guide's ?size= and ?unit=). Replacing, never
 * pushing: choosing a size or opening a unit adds no history entry, so Back
 * leaves the page as a visitor expects, and a reload or a shared link comes
 * back to the same state.
 */
export function readSearchParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/**
 * Sets (or, with null, removes) a parameter, keeping the rest of the address
 * and the router's history state. Does nothing once the visitor has left
 * `onPath`, so a page closing its state on the way out leaves the next
 * page's address alone.
 */
export function replaceSearchParam(name: string, value: string | null, onPath: string) {
  const { pathname, search, hash } = window.location;
  if (pathname !== onPath) return;
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  const next = `${pathname}${query ? `?${query}` : ''}${hash}`;
  if (next !== `${pathname}${search}${hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}
