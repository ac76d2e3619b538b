import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { UNIT_PARAM as PARAM, useShowUnit } from '@/features/floor-plan/use-show-unit';
import { pushSearchParam, readSearchParam, replaceSearchParam } from '@/hooks/search-param';
import type { Layout } from '@/layout/layout-schema';
import { useAppStore } from '@/store/app-store';

/**
 * /size-guide?unit=2-C-4: shows that unit once the page has hydrated, and
 * keeps the address in step with the dialog afterwards.
 *
 * Opening a unit on the page adds a history entry, so Back closes the dialog
 * and a second Back leaves the page, as a visitor expects of a dialog; Forward
 * opens it again. Closing it with × or Escape goes back over that entry, so
 * the next Back leaves the page rather than reopening the dialog (Forward
 * reopens it, as after Back). A unit the visitor arrived with (a
 * shared link, a reload) has no entry of its own: closing it only drops the
 * parameter. Choosing another unit while one is open replaces the entry.
 */
export function useUnitLink(layout: Layout) {
  const showUnitById = useShowUnit(layout);
  const closeUnit = useAppStore((s) => s.closeUnit);
  useEffect(() => {
    const onSizeGuide = () => window.location.pathname === paths.sizeGuide;
    /** Whether the current history entry is one this page pushed for an open dialog. */
    let ownEntry = false;
    /**
     * Closing went back over the dialog's entry, and the browser has not got
     * there yet: history.back() lands a moment later, in a popstate. A unit
     * chosen meanwhile gets its entry once it has landed, or the late
     * popstate would read the address without it and close the new dialog.
     */
    let goingBack = false;
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      const id = state.selectedUnitId;
      if (id === previous.selectedUnitId || !onSizeGuide()) return;
      // A missing id stays in the address, so a reload says the same thing.
      if (id === null && state.missingUnitId !== null) return;
      if (goingBack) return;
      if (id !== null && previous.selectedUnitId === null && readSearchParam(PARAM) !== id) {
        pushSearchParam(PARAM, id, paths.sizeGuide);
        ownEntry = true;
      } else if (id === null && ownEntry) {
        ownEntry = false;
        goingBack = true;
        window.history.back();
      } else {
        replaceSearchParam(PARAM, id, paths.sizeGuide);
      }
    });

    // Back and Forward between the page's own entries open and close the dialog.
    const onPopState = () => {
      if (goingBack) {
        goingBack = false;
        const chosen = useAppStore.getState().selectedUnitId;
        if (chosen !== null && onSizeGuide() && readSearchParam(PARAM) !== chosen) {
          pushSearchParam(PARAM, chosen, paths.sizeGuide);
          ownEntry = true;
        }
        return;
      }
      if (!onSizeGuide()) return;
      const linked = readSearchParam(PARAM);
      const open = useAppStore.getState().selectedUnitId;
      if (linked === open) return;
      if (linked === null) {
        ownEntry = false;
        closeUnit();
      } else {
        ownEntry = true;
        showUnitById(linked);
      }
    };
    window.addEventListener('popstate', onPopState);

    // After subscribing: on a phone the unit opens full screen, and its link
    // then gets an entry of its own after the full screen's (see useShowUnit).
    const asked = readSearchParam(PARAM);
    const open = useAppStore.getState().selectedUnitId;
    if (asked) showUnitById(asked);
    else if (open !== null && onSizeGuide()) {
      // A unit chosen before the plan's island hydrated (the size picker's
      // "Show me one" wakes it): its address entry, as if the plan had seen it chosen.
      pushSearchParam(PARAM, open, paths.sizeGuide);
      ownEntry = true;
    }
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
    };
  }, [showUnitById, closeUnit]);
}
