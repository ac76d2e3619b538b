/**
 * Reading and changing one query parameter of the address, for state that a
 * link can carry (the size guide's ?size= and ?unit=). Choosing a size
 * replaces the entry; opening a unit's dialog pushes one, so Back closes the
 * dialog before it leaves the page (features/floor-plan/use-unit-link.ts). A
 * reload or a shared link comes back to the same state either way.
 */
export function readSearchParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(name);
}

/** The current address with one parameter set or (with null) removed. */
function withSearchParam(name: string, value: string | null): string {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

const currentAddress = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Sets (or, with null, removes) a parameter in the current history entry,
 * keeping the rest of the address and the router's history state. Does
 * nothing once the visitor has left `onPath`, so a page closing its state on
 * the way out leaves the next page's address alone.
 */
export function replaceSearchParam(name: string, value: string | null, onPath: string) {
  if (window.location.pathname !== onPath) return;
  const next = withSearchParam(name, value);
  if (next !== currentAddress()) window.history.replaceState(window.history.state, '', next);
}

/**
 * Adds a history entry with the parameter set, on `onPath` only. The entry
 * carries the router's state unchanged, so the router sees the same page
 * (no new navigation, no scroll to the top) when the visitor goes Back.
 */
export function pushSearchParam(name: string, value: string, onPath: string) {
  if (window.location.pathname !== onPath) return;
  const next = withSearchParam(name, value);
  if (next !== currentAddress()) window.history.pushState(window.history.state, '', next);
}
