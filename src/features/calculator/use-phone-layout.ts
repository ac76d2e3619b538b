import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/content/ui-constants';

/** The spec's phone layout: under MOBILE_BREAKPOINT_PX wide. */
export const PHONE_LAYOUT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_LAYOUT_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is phone-sized. The calculator renders only in the
 * browser (the prerendered page shows the size summary in its place), so
 * its first render already reads the real width: the rooms appear folded
 * or open from the first paint, with no jump. Turning a tablet re-renders.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_LAYOUT_QUERY).matches,
    () => false,
  );
}
