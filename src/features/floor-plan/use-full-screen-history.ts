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
    const push = () => window.history.pushState({ ...window.history.state, [MARK]: true }, '');
    /**
     * Closing went back over the entry and the browser has not landed yet:
     * opening again meanwhile pushes once it has, or the late popstate would
     * read an unmarked entry and close the plan just opened.
     */
    let goingBack = false;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.planFullScreen === previous.planFullScreen || !onSizeGuide() || goingBack) return;
      if (state.planFullScreen && !marked()) {
        push();
      } else if (!state.planFullScreen && marked()) {
        goingBack = true;
        window.history.back();
      }
    });
    const onPopState = () => {
      if (goingBack) {
        goingBack = false;
        if (onSizeGuide() && useAppStore.getState().planFullScreen && !marked()) push();
        return;
      }
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
