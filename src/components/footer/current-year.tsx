import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The year is read on the client after hydration: the prerendered HTML holds
 * the build year, and React swaps in the visitor's year without a hydration
 * mismatch (the server snapshot is used while hydrating).
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
  return <>{year}</>;
}
