import { type RefObject, useLayoutEffect } from 'react';

type FocusTarget = () => HTMLElement | null;

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the modal: past its last control
 * (where the browser would go on to its own toolbar) focus comes back to
 * the first, and the other way round.
 */
function keepTabInside(modal: HTMLElement) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const inside = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const first = inside[0];
    const last = inside.at(-1);
    const at = document.activeElement;
    const leaving = event.shiftKey ? at === first : at === last;
    if (!leaving && at instanceof Node && modal.contains(at)) return;
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  };
}

/**
 * While `open`, the element is a modal over the page: everything else is
 * inert (out of reach of focus, clicks and assistive technology) apart from
 * dialogs, which open on top of it; the page is held where it was scrolled,
 * with the body fixed at that offset, which also stops iOS from scrolling
 * or rubber-banding it behind; focus moves to `initialFocus` and Tab keeps
 * it inside. Closing
 * puts the page back at the same position and focus on what had it before,
 * or on `fallbackFocus` (the button that opens it) when that is gone.
 *
 * A layout effect, so the plan has focus before a unit dialog opening in the
 * same render (a link to a unit) records where to send it back.
 */
export function usePageBehindLock(
  element: RefObject<HTMLElement | null>,
  open: boolean,
  initialFocus: FocusTarget,
  fallbackFocus: FocusTarget,
) {
  useLayoutEffect(() => {
    const modal = element.current;
    if (!open || !modal) return;
    const { body } = document;
    const before = document.activeElement;
    const { scrollX, scrollY } = window;
    const bodyStyle = body.getAttribute('style');
    Object.assign(body.style, {
      position: 'fixed',
      top: `${-scrollY}px`,
      left: `${-scrollX}px`,
      right: '0',
      overflow: 'hidden',
    });
    const inerted: Element[] = [];
    for (let node: Element | null = modal; node && node !== body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement?.children ?? [])) {
        if (
          sibling === node ||
          sibling instanceof HTMLDialogElement ||
          sibling.hasAttribute('inert')
        )
          continue;
        sibling.setAttribute('inert', '');
        inerted.push(sibling);
      }
    }
    initialFocus()?.focus({ preventScroll: true });
    const onKeyDown = keepTabInside(modal);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const node of inerted) node.removeAttribute('inert');
      if (bodyStyle === null) body.removeAttribute('style');
      else body.setAttribute('style', bodyStyle);
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      const back =
        before instanceof HTMLElement && before !== body && before.isConnected
          ? before
          : fallbackFocus();
      // After React has finished this commit, which shows the button again.
      queueMicrotask(() => back?.focus({ preventScroll: true }));
    };
  }, [element, open, initialFocus, fallbackFocus]);
}
