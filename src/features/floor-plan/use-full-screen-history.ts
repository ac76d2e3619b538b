import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { useAppStore } from '@/store/app-store';

/** Marks the history entries the full-screen plan pushed (kept beside the router's own state). */
const MARK = 'planFullScreen';
const marked = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
const onSizeGuide = () => window.location.pathname === paths.sizeGuide;

/**
 * Opening the plan full screen adds a history entry, so a phone's Back
 * closes it. A unit opened inside it pushes its entry after this one (its
 * history state carries the mark on), so Back closes the dialog first, then
 * the full screen. The close button and Escape go back over the entry, and
 * Forward opens the full screen again.
 *
 * The push happens in a store subscription, not an effect, so it comes
 * before the unit's when both open at once (a link to a unit on a phone).
 */
export function useFullScreenHistory() {
  useEffect(() => {
    const { setPlanFullScreen } = useAppStore.getState();
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.planFullScreen === previous.planFullScreen || !onSizeGuide()) return;
      if (state.planFullScreen && !marked()) {
        window.history.pushState({ ...window.history.state, [MARK]: true }, '');
      } else if (!state.planFullScreen && marked()) {
        window.history.back();
      }
    });
    const onPopState = () => {
      if (!onSizeGuide() || marked() === useAppStore.getState().planFullScreen) return;
      setPlanFullScreen(marked());
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
      // Leaving the page closes it, so coming back does not reopen it.
      setPlanFullScreen(false);
    };
  }, []);
}
